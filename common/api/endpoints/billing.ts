/** The billing calls: subscribe through PayPal, cancel, history and this month's usage. */
import type {
  BillingHistoryResponse,
  CancelSubscriptionResponse,
  CompleteSubscriptionRequest,
  CompleteSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  UsageResponse,
} from '../../contracts/billing'
import { endpoint, typed } from '../endpoint'

export const billingEndpoints = {
  createSubscription: endpoint('POST', '/api/paypal/create-subscription', {
    body: typed<CreateSubscriptionRequest>(),
    reply: typed<CreateSubscriptionResponse>(),
  }),
  /** 200 when active, 202 while PayPal is still activating it: the same reply either way. */
  completeSubscription: endpoint('POST', '/api/paypal/complete-subscription', {
    body: typed<CompleteSubscriptionRequest>(),
    reply: typed<CompleteSubscriptionResponse>(),
  }),
  cancel: endpoint('POST', '/api/billing/cancel', { reply: typed<CancelSubscriptionResponse>() }),
  history: endpoint('GET', '/api/billing/history', { reply: typed<BillingHistoryResponse>() }),
  usage: endpoint('GET', '/api/billing/usage', { reply: typed<UsageResponse>() }),
}
