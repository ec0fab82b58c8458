/** Any other path: the 404 page. A chunk of its own, loaded when the route is first visited. */
export { NotFoundPage } from '@/features/marketing'
