/**
 * The billing module's public face: its routes (plans, subscribe, webhooks, history, the payment
 * simulator), the payment providers, its jobs (apply a webhook, cancel a replaced subscription,
 * the sweep) and the entitlements other modules consume (plan limits, monthly quotas, county
 * claims).
 */

export { cancelSubscriptionsForAccountDeletion } from './account-deletion-cancel.service'
export { applyPaymentWebhookJob } from './apply-payment-webhook.job'
export type { BillingDeps } from './billing.deps'
export { billingRoutes } from './billing.routes'
export { billingSweepJob } from './billing-sweep.job'
export { cancelReplacedSubscriptionJob } from './cancel-replaced-subscription.job'
export { effectiveTier, limitsFor } from './entitlements.service'
export { forgetBillingCustomer } from './forget-customer.service'
export {
  consumeMonthlyUsage,
  consumeUpTo,
  monthlyUsageOf,
  releaseMonthlyUsage,
  usagePeriod,
} from './monthly-usage.service'
export { createPaymentProvider } from './providers/create-payment-provider'
export {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSubscriptionStatus,
} from './providers/payment-provider'
export { setUpPayPalCatalogue } from './providers/paypal-catalogue'
export { PAYPAL_API_BASES } from './providers/paypal-http'
export { createPayPalProvider } from './providers/paypal-provider'
export { createSimulatorProvider, type SimulatorProvider } from './providers/simulator-provider'
export { simulatorRoutes } from './simulator.routes'
export { webhookRoutes } from './webhook.routes'
export { APPLY_WEBHOOK_JOB } from './webhook.service'
