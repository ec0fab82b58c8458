/**
 * The fake PayPal's subscription endpoints (v1/billing/subscriptions): create with
 * PayPal-Request-Id idempotency (kept 72 hours), show, activate, cancel, revise and list
 * transactions, with the state rules and error answers of billing_subscriptions_v1.json:
 * PayPal itself activates an approved SUBSCRIBE_NOW subscription (activate answers 422
 * SUBSCRIPTION_CANNOT_BE_ACTIVATED), activate re-activates a SUSPENDED one (reason required),
 * cancel needs ACTIVE or SUSPENDED and a reason.
 */
import { z } from 'zod'
import {
  invalidField,
  invalidRequest,
  paypalError,
  resourceNotFound,
  unprocessable,
} from './fake-paypal-errors'
import {
  changeStatus,
  type FakePayPalRequest,
  type FakePayPalState,
  type FakeReply,
  type FakeSubscription,
  fakeNow,
  IDEMPOTENCY_KEEP_MS,
  paypalTime,
  randomCode,
  subscriptionJson,
} from './fake-paypal-state'

const applicationContext = z.object({
  brand_name: z.string().min(1).max(127).optional(),
  locale: z.string().optional(),
  user_action: z.enum(['CONTINUE', 'SUBSCRIBE_NOW']).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  return_url: z.url().min(10).max(4000),
  cancel_url: z.url().min(10).max(4000),
})

const createSchema = z.object({
  plan_id: z.string().min(3).max(50),
  custom_id: z
    .string()
    .min(1)
    .max(127)
    .regex(/^[\x20-\x7E]+/)
    .optional(),
  application_context: applicationContext.optional(),
})

const reviseSchema = z.object({
  plan_id: z.string().min(3).max(50),
  application_context: applicationContext.optional(),
})

const reasonSchema = z.object({ reason: z.string().min(1).max(128) })

/** A key PayPal still remembers (72 hours) -> the resource id it created. */
export function rememberedRequest(state: FakePayPalState, request: FakePayPalRequest) {
  const requestId = headerValue(request, 'paypal-request-id')
  if (!requestId) return { key: null, id: undefined }
  const key = `${request.path} ${requestId}`
  const seen = state.idempotency.get(key)
  const fresh = seen && fakeNow(state).getTime() - seen.at < IDEMPOTENCY_KEEP_MS
  return { key, id: fresh ? seen.id : undefined }
}

/** Notes that the request with this key created `id`. */
export function remember(state: FakePayPalState, key: string | null, id: string): void {
  if (key) state.idempotency.set(key, { id, at: fakeNow(state).getTime() })
}

/** POST /v1/billing/subscriptions. */
export function createSubscription(state: FakePayPalState, request: FakePayPalRequest): FakeReply {
  const minimal = headerValue(request, 'prefer') !== 'return=representation'
  const replay = rememberedRequest(state, request)
  const existing = replay.id ? state.subscriptions.get(replay.id) : undefined
  if (existing) return { status: 200, body: subscriptionJson(state, existing, minimal) }

  const parsed = createSchema.safeParse(request.body)
  if (!parsed.success) return invalidRequest(parsed.error)
  const input = parsed.data
  if (!state.billingPlans.has(input.plan_id)) {
    return invalidField('/plan_id', 'INVALID_PARAMETER_VALUE', 'body', input.plan_id)
  }
  const now = paypalTime(fakeNow(state))
  const subscription: FakeSubscription = {
    id: `I-${randomCode(12)}`,
    planId: input.plan_id,
    customId: input.custom_id ?? null,
    status: 'APPROVAL_PENDING',
    userAction: input.application_context?.user_action ?? 'SUBSCRIBE_NOW',
    payerId: null,
    baToken: `BA-${randomCode(17)}`,
    returnUrl: input.application_context?.return_url ?? null,
    cancelUrl: input.application_context?.cancel_url ?? null,
    createTime: now,
    statusUpdateTime: now,
    activatedAt: null,
    nextBillingTime: null,
    failedPaymentsCount: 0,
    statusChangeNote: null,
    transactions: [],
    revision: null,
  }
  state.subscriptions.set(subscription.id, subscription)
  remember(state, replay.key, subscription.id)
  return { status: 201, body: subscriptionJson(state, subscription, minimal) }
}

/** GET and POST on /v1/billing/subscriptions/{id}[/action]. */
export function subscriptionAction(
  state: FakePayPalState,
  request: FakePayPalRequest,
  id: string,
  action: string | undefined,
): FakeReply {
  const subscription = state.subscriptions.get(id)
  if (!subscription) return resourceNotFound()
  const { method } = request
  if (method === 'GET' && action === undefined) {
    return { status: 200, body: subscriptionJson(state, subscription) }
  }
  if (method === 'GET' && action === 'transactions') return listTransactions(request, subscription)
  if (method === 'POST' && action === 'activate') return activate(state, request, subscription)
  if (method === 'POST' && action === 'cancel') return cancel(state, request, subscription)
  if (method === 'POST' && action === 'revise') return revise(state, request, subscription)
  return paypalError(405, 'METHOD_NOT_SUPPORTED')
}

function bodyOf(request: FakePayPalRequest): unknown {
  return request.rawBody === '' ? {} : request.body
}

function activate(state: FakePayPalState, request: FakePayPalRequest, sub: FakeSubscription) {
  if (sub.status === 'APPROVED' && sub.userAction === 'SUBSCRIBE_NOW') {
    return unprocessable(
      'SUBSCRIPTION_CANNOT_BE_ACTIVATED',
      'This subscription should be activated by the system.',
    )
  }
  const merchantActivation = sub.status === 'APPROVED' && sub.userAction === 'CONTINUE'
  if (sub.status !== 'SUSPENDED' && !merchantActivation) {
    return unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for activate action; subscription status should be suspended.',
    )
  }
  // "Required to reactivate the subscription" (subscription_activate_request.reason).
  const parsed = (merchantActivation ? reasonSchema.partial() : reasonSchema).safeParse(
    bodyOf(request),
  )
  if (!parsed.success) return invalidRequest(parsed.error)
  changeStatus(state, sub, 'ACTIVE', parsed.data.reason ?? null)
  sub.activatedAt ??= sub.statusUpdateTime
  return { status: 204 }
}

function cancel(state: FakePayPalState, request: FakePayPalRequest, sub: FakeSubscription) {
  const parsed = reasonSchema.safeParse(bodyOf(request))
  if (!parsed.success) return invalidRequest(parsed.error)
  if (sub.status !== 'ACTIVE' && sub.status !== 'SUSPENDED') {
    return unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for cancel action; subscription status should be active or suspended.',
    )
  }
  changeStatus(state, sub, 'CANCELLED', parsed.data.reason)
  return { status: 204 }
}

/** POST .../revise: a plan change that takes effect once the buyer consents on PayPal. */
function revise(state: FakePayPalState, request: FakePayPalRequest, sub: FakeSubscription) {
  const parsed = reviseSchema.safeParse(bodyOf(request))
  if (!parsed.success) return invalidRequest(parsed.error)
  const plan = state.billingPlans.get(parsed.data.plan_id)
  if (!plan) return invalidField('/plan_id', 'INVALID_PARAMETER_VALUE', 'body', parsed.data.plan_id)
  if (plan.productId !== state.billingPlans.get(sub.planId)?.productId) {
    return unprocessable(
      'PLAN_PRODUCT_NOT_COMPATIBLE',
      'The old and the new plans should be for the same product.',
    )
  }
  if (sub.status !== 'ACTIVE') {
    // The document lists no issue for this; PayPal's generic 422 (an assumption).
    return paypalError(422, 'UNPROCESSABLE_ENTITY')
  }
  const baToken = `BA-${randomCode(17)}`
  sub.revision = {
    planId: plan.id,
    baToken,
    returnUrl: parsed.data.application_context?.return_url ?? null,
    cancelUrl: parsed.data.application_context?.cancel_url ?? null,
  }
  const self = `${state.baseUrl}/v1/billing/subscriptions/${sub.id}`
  return {
    status: 200,
    body: {
      plan_id: plan.id,
      plan_overridden: false,
      links: [
        {
          href: `${state.baseUrl}/webapps/billing/subscriptions/update?ba_token=${baToken}`,
          rel: 'approve',
          method: 'GET',
        },
        { href: self, rel: 'edit', method: 'PATCH' },
        { href: self, rel: 'self', method: 'GET' },
        { href: `${self}/cancel`, rel: 'cancel', method: 'POST' },
        { href: `${self}/suspend`, rel: 'suspend', method: 'POST' },
        { href: `${self}/capture`, rel: 'capture', method: 'POST' },
      ],
    },
  }
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/

/** GET .../transactions?start_time=&end_time= (both required). */
function listTransactions(request: FakePayPalRequest, sub: FakeSubscription): FakeReply {
  const bounds: number[] = []
  for (const name of ['start_time', 'end_time']) {
    const value = request.query.get(name)
    if (value === null) return invalidField(name, 'MISSING_REQUIRED_PARAMETER', 'query')
    if (!RFC3339.test(value)) return invalidField(name, 'INVALID_PARAMETER_SYNTAX', 'query', value)
    bounds.push(Date.parse(value))
  }
  const [start = 0, end = 0] = bounds
  const transactions = sub.transactions
    .filter((tx) => Date.parse(tx.time) >= start && Date.parse(tx.time) <= end)
    .map((tx) => ({
      status: tx.status,
      id: tx.id,
      amount_with_breakdown: {
        gross_amount: { currency_code: 'USD', value: tx.amount },
        fee_amount: { currency_code: 'USD', value: '0.00' },
        net_amount: { currency_code: 'USD', value: tx.amount },
      },
      payer_name: { given_name: 'Test', surname: 'Buyer' },
      payer_email: `buyer-${(sub.payerId ?? 'x').toLowerCase()}@example.com`,
      time: tx.time,
    }))
  const self = `${request.path}?${request.query}`
  return {
    status: 200,
    body: {
      transactions,
      links: [{ href: self, rel: 'SELF', method: 'GET' }],
    },
  }
}

function headerValue(request: FakePayPalRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}
