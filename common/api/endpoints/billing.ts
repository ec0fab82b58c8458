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
import { body, get, post, reply } from '../endpoint'

export const billingEndpoints = {
  createSubscription: post(
    '/api/paypal/create-subscription',
    body<CreateSubscriptionRequest>(),
    reply<CreateSubscriptionResponse>(),
  ),
  /** 200 when active, 202 while PayPal is still activating it: the same reply either way. */
  completeSubscription: post(
    '/api/paypal/complete-subscription',
    body<CompleteSubscriptionRequest>(),
    reply<CompleteSubscriptionResponse>(),
  ),
  cancel: post('/api/billing/cancel', reply<CancelSubscriptionResponse>()),
  history: get('/api/billing/history', reply<BillingHistoryResponse>()),
  usage: get('/api/billing/usage', reply<UsageResponse>()),
}
