/** `/subscription-cancelled`: the payer left PayPal without subscribing. A chunk of its own, loaded when the route is first visited. */
export { SubscriptionCancelledPage } from '@/features/billing'
