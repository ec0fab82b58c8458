/** `/terms`: the Terms of Service. A chunk of its own, loaded when the route is first visited. */
export { TermsPage } from '@/features/marketing'
