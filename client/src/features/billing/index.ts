/**
 * The billing feature (plans, the PayPal subscription, usage and billing history), as the app sees
 * it: what client/src/app imports from it. Every other file in this folder is private to the
 * feature (client/src/architecture.test.ts checks it).
 */
export { useBillingHistory } from './api/get-billing-history'
export { useUsage } from './api/get-usage'
export { BillingHistoryCard } from './components/billing-history-card'
export { PlanChooserModal } from './components/plan-chooser-modal'
export { SubscriptionCancelledPage } from './components/subscription-cancelled-page'
export { SubscriptionDetails } from './components/subscription-details'
export { SubscriptionPage } from './components/subscription-page'
export { SubscriptionSuccessPage } from './components/subscription-success-page'
export { UsageMetersCard } from './components/usage-meters-card'
export { currentPlanTier, hasHighestTier, isSubscribed, tierName } from './lib/plan-status'
