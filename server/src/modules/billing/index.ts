/**
 * The billing module's public face: its routes (plans, subscribe, webhooks, the payment
 * simulator), the payment providers, the payment-webhook job and the entitlements other
 * modules consume (plan limits, monthly quotas, county claims).
 */
export { applyPaymentWebhookJob, type PaymentJobServices } from './apply-payment-webhook.job'
export { billingRoutes } from './billing.routes'
export {
  claimCounty,
  consumeMonthlyUsage,
  consumeUpTo,
  effectiveTier,
  limitsFor,
  monthlyUsageOf,
  type QuotaResult,
  releaseMonthlyUsage,
  type UsageCounter,
  unlimitedCountyClaimSql,
  usagePeriod,
} from './entitlements.service'
export { createPaymentProvider } from './providers/create-payment-provider'
export {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSubscriptionStatus,
} from './providers/payment-provider'
export { setUpPayPalCatalogue } from './providers/paypal-catalogue'
export { PAYPAL_API_BASES } from './providers/paypal-http'
export { createSimulatorProvider, type SimulatorProvider } from './providers/simulator-provider'
export { simulatorRoutes } from './simulator.routes'
export { webhookRoutes } from './webhook.routes'
export { APPLY_WEBHOOK_JOB } from './webhook.service'
