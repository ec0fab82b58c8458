/** `/auth`: sign in, or start the free trial. A chunk of its own, loaded when the route is first visited. */
export { AuthPage } from '@/features/accounts'
