/** `/privacy`: the Privacy Policy. A chunk of its own, loaded when the route is first visited. */
export { PrivacyPage } from '@/features/marketing'
