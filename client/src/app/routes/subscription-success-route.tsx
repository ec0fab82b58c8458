/** `/subscription-success`: PayPal hands the payer back here to complete the subscription. A chunk of its own, loaded when the route is first visited. */
export { SubscriptionSuccessPage } from '@/features/billing'
