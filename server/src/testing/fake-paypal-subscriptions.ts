/**
 * The fake PayPal's subscription endpoints (v1/billing/subscriptions): create with
 * PayPal-Request-Id idempotency, show, activate and cancel, with PayPal's status codes and
 * error bodies, plus the buyer's approval page (/checkoutnow).
 */
import { z } from 'zod'
import { invalidRequest, paypalError, resourceNotFound } from './fake-paypal-errors'
import {
  changeStatus,
  type FakePayPalRequest,
  type FakePayPalState,
  type FakeReply,
  paypalTime,
  randomCode,
  subscriptionJson,
} from './fake-paypal-state'

const createSchema = z.object({
  plan_id: z.string().min(3).max(50),
  custom_id: z.string().min(1).max(127).optional(),
  application_context: z
    .object({
      brand_name: z.string().min(1).max(127).optional(),
      user_action: z.enum(['CONTINUE', 'SUBSCRIBE_NOW']).optional(),
      shipping_preference: z
        .enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'])
        .optional(),
      return_url: z.url().optional(),
      cancel_url: z.url().optional(),
    })
    .optional(),
})

const reasonSchema = z.object({ reason: z.string().min(1).max(128) })
const optionalReasonSchema = z.object({ reason: z.string().min(1).max(128).optional() })

/** POST /v1/billing/subscriptions. */
export function createSubscription(state: FakePayPalState, request: FakePayPalRequest): FakeReply {
  const requestId = headerValue(request, 'paypal-request-id')
  const minimal = headerValue(request, 'prefer') !== 'return=representation'
  const replayKey = requestId ? `${request.path} ${requestId}` : null
  const replayed = replayKey ? state.idempotency.get(replayKey) : undefined
  const existing = replayed ? state.subscriptions.get(replayed) : undefined
  if (existing) return { status: 200, body: subscriptionJson(state, existing, minimal) }

  const parsed = createSchema.safeParse(request.body)
  if (!parsed.success) return invalidRequest(parsed.error)
  const input = parsed.data
  if (!state.billingPlans.has(input.plan_id)) {
    return paypalError(
      400,
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      [
        {
          field: '/plan_id',
          value: input.plan_id,
          location: 'body',
          issue: 'INVALID_PARAMETER_VALUE',
          description: 'The specified plan does not exist.',
        },
      ],
    )
  }
  const now = paypalTime()
  const subscription = {
    id: `I-${randomCode(12)}`,
    planId: input.plan_id,
    customId: input.custom_id ?? null,
    status: 'APPROVAL_PENDING' as const,
    payerId: null,
    baToken: `BA-${randomCode(17)}`,
    returnUrl: input.application_context?.return_url ?? null,
    cancelUrl: input.application_context?.cancel_url ?? null,
    createTime: now,
    statusUpdateTime: now,
    nextBillingTime: null,
    statusChangeNote: null,
  }
  state.subscriptions.set(subscription.id, subscription)
  if (replayKey) state.idempotency.set(replayKey, subscription.id)
  return { status: 201, body: subscriptionJson(state, subscription, minimal) }
}

/** GET, and POST .../activate or .../cancel, on /v1/billing/subscriptions/{id}[/action]. */
export function subscriptionAction(
  state: FakePayPalState,
  request: FakePayPalRequest,
  id: string,
  action: string | undefined,
): FakeReply {
  const subscription = state.subscriptions.get(id)
  if (!subscription) return resourceNotFound()
  if (request.method === 'GET' && action === undefined) {
    return { status: 200, body: subscriptionJson(state, subscription) }
  }
  if (request.method !== 'POST' || (action !== 'activate' && action !== 'cancel')) {
    return paypalError(
      405,
      'METHOD_NOT_SUPPORTED',
      'The server does not implement the requested HTTP method.',
    )
  }
  const parsed = (action === 'cancel' ? reasonSchema : optionalReasonSchema).safeParse(
    request.rawBody === '' ? {} : request.body,
  )
  if (!parsed.success) return invalidRequest(parsed.error)
  // PayPal activates APPROVED subscriptions (manual activation) and re-activates SUSPENDED ones.
  const allowed =
    action === 'activate' ? ['APPROVED', 'SUSPENDED'] : ['APPROVED', 'ACTIVE', 'SUSPENDED']
  if (!allowed.includes(subscription.status)) {
    return paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
      [
        {
          issue: 'SUBSCRIPTION_STATUS_INVALID',
          description: `Invalid subscription status for ${action} action; subscription status should be ${allowed.join(' or ')}.`,
        },
      ],
    )
  }
  changeStatus(subscription, action === 'activate' ? 'ACTIVE' : 'CANCELLED')
  subscription.statusChangeNote = parsed.data.reason ?? null
  return { status: 204 }
}

/**
 * GET /checkoutnow?token=<subscription id>: the buyer approves at once and is sent back to the
 * return URL with subscription_id, ba_token, token and PayerID, as PayPal's approval page does.
 */
export function approvalPage(
  state: FakePayPalState,
  request: FakePayPalRequest,
  approve: (id: string) => void,
): FakeReply {
  const subscription = state.subscriptions.get(request.query.get('token') ?? '')
  if (subscription?.status !== 'APPROVAL_PENDING' || !subscription.returnUrl) {
    return { status: 404, body: { message: 'No subscription waiting for approval' } }
  }
  approve(subscription.id)
  const back = new URL(subscription.returnUrl)
  back.searchParams.set('subscription_id', subscription.id)
  back.searchParams.set('ba_token', subscription.baToken)
  back.searchParams.set('token', subscription.id)
  back.searchParams.set('PayerID', subscription.payerId ?? '')
  return { status: 302, headers: { Location: back.toString() } }
}

function headerValue(request: FakePayPalRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}
