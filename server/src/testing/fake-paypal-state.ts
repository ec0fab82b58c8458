/**
 * What the fake PayPal (fake-paypal.ts) remembers, and how it renders it the way PayPal's
 * REST API does (billing_subscriptions_v1.json): subscription representations, ids, times and
 * the payments a subscription has made. Its clock can run apart from this machine's, as
 * PayPal's does, so tests can show that nothing orders PayPal's events by our clock.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { ProviderSubscriptionStatus } from '../modules/billing'

/** A payment on a subscription, as GET .../transactions lists it. */
export interface FakeTransaction {
  id: string
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED'
  /** Decimal string in USD, e.g. '69.99'. */
  amount: string
  time: string
}

/** A subscription as the fake holds it. */
export interface FakeSubscription {
  id: string
  planId: string
  customId: string | null
  status: ProviderSubscriptionStatus
  /** SUBSCRIBE_NOW (PayPal's default): PayPal activates it; CONTINUE: the merchant does. */
  userAction: 'SUBSCRIBE_NOW' | 'CONTINUE'
  payerId: string | null
  /** The billing-agreement token in the approve link (and on the return URL). */
  baToken: string
  returnUrl: string | null
  cancelUrl: string | null
  createTime: string
  statusUpdateTime: string
  /** Set when the subscription first becomes ACTIVE. */
  activatedAt: string | null
  /** End of the period paid for; PayPal shows it while the subscription is ACTIVE or SUSPENDED. */
  nextBillingTime: string | null
  failedPaymentsCount: number
  /** The reason given to activate, suspend or cancel. */
  statusChangeNote: string | null
  transactions: FakeTransaction[]
  /** A plan change (revise) waiting for the buyer's consent. */
  revision: {
    planId: string
    baToken: string
    returnUrl: string | null
    cancelUrl: string | null
  } | null
}

/** A catalogue product (POST /v1/catalogs/products). */
export interface FakeProduct {
  id: string
  name: string
  type: string
  description: string | null
  createTime: string
}

/** A billing plan, preset or created (POST /v1/billing/plans), with its request fields. */
export interface FakePlan {
  id: string
  productId: string
  name: string
  status: string
  billingCycles: unknown[]
  paymentPreferences: unknown
  createTime: string
  /** The regular cycle's price, e.g. '29.99'. */
  price: string
}

/** One request the fake received, with what it answered (once it answered). */
export interface FakePayPalRequest {
  method: string
  /** Path without the query string. */
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  rawBody: string
  /** JSON-parsed body when it parses, else the raw text. */
  body: unknown
  status?: number
  /** The JSON body it answered, if any. */
  replyBody?: unknown
}

/** The fake's whole memory. */
export interface FakePayPalState {
  baseUrl: string
  clientId: string
  clientSecret: string
  webhookId: string
  webhookSecret: Buffer
  tokenLifetimeSeconds: number
  /** How far the fake's clock runs from this machine's (ms; negative: behind). */
  clockOffsetMs: number
  /** Access token -> expiry (ms since epoch, on the fake's clock). */
  tokens: Map<string, number>
  subscriptions: Map<string, FakeSubscription>
  products: Map<string, FakeProduct>
  billingPlans: Map<string, FakePlan>
  /** `${path} ${PayPal-Request-Id}` -> the resource that request created, and when. */
  idempotency: Map<string, { id: string; at: number }>
  requests: FakePayPalRequest[]
  /** PayPal activates an approved SUBSCRIBE_NOW subscription after this long; null: on command. */
  systemActivationDelayMs: number | null
  timers: Set<NodeJS.Timeout>
}

/** An answer of the fake. */
export interface FakeReply {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/** PayPal keeps a PayPal-Request-Id for 72 hours (the `paypal_request_id` parameter). */
export const IDEMPOTENCY_KEEP_MS = 72 * 60 * 60 * 1000

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Random upper-case letters and digits, like PayPal's ids. */
export function randomCode(length: number): string {
  const bytes = randomBytes(length)
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/** A payer id as PayPal writes them (`^[2-9A-HJ-NP-Z]{13}$`: no 0, 1, I or O). */
export function randomPayerId(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  return Array.from(randomBytes(13), (byte) => alphabet[byte % alphabet.length]).join('')
}

/** The fake's clock: this machine's, shifted by clockOffsetMs. */
export function fakeNow(state: FakePayPalState): Date {
  return new Date(Date.now() + state.clockOffsetMs)
}

/** A time as PayPal writes it (RFC 3339, seconds). */
export function paypalTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`
}

function addMonth(time: string): string {
  const next = new Date(time)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return paypalTime(next)
}

const usd = (value: string) => ({ currency_code: 'USD', value })

/** The price of a subscription's plan. */
function planPrice(state: FakePayPalState, sub: FakeSubscription): string {
  return state.billingPlans.get(sub.planId)?.price ?? '0.00'
}

function billingInfo(sub: FakeSubscription) {
  const last = sub.transactions.findLast((tx) => tx.status !== 'DECLINED')
  const showsNextBilling = sub.status === 'ACTIVE' || sub.status === 'SUSPENDED'
  return {
    outstanding_balance: usd('0.00'),
    cycle_executions: [
      {
        tenure_type: 'REGULAR',
        sequence: 1,
        cycles_completed: sub.transactions.filter((tx) => tx.status !== 'DECLINED').length,
        cycles_remaining: 0,
        current_pricing_scheme_version: 1,
        total_cycles: 0,
      },
    ],
    ...(last ? { last_payment: { amount: usd(last.amount), time: last.time } } : {}),
    ...(showsNextBilling && sub.nextBillingTime ? { next_billing_time: sub.nextBillingTime } : {}),
    failed_payments_count: sub.failedPaymentsCount,
  }
}

function subscriptionLinks(state: FakePayPalState, sub: FakeSubscription) {
  const self = `${state.baseUrl}/v1/billing/subscriptions/${sub.id}`
  if (sub.status === 'APPROVAL_PENDING') {
    return [
      {
        href: `${state.baseUrl}/webapps/billing/subscriptions?ba_token=${sub.baToken}`,
        rel: 'approve',
        method: 'GET',
      },
      { href: self, rel: 'edit', method: 'PATCH' },
      { href: self, rel: 'self', method: 'GET' },
    ]
  }
  return [
    { href: `${self}/cancel`, rel: 'cancel', method: 'POST' },
    { href: self, rel: 'edit', method: 'PATCH' },
    { href: self, rel: 'self', method: 'GET' },
    { href: `${self}/suspend`, rel: 'suspend', method: 'POST' },
    { href: `${self}/capture`, rel: 'capture', method: 'POST' },
  ]
}

/** How PayPal renders a subscription; `minimal` is the Prefer: return=minimal form. */
export function subscriptionJson(state: FakePayPalState, sub: FakeSubscription, minimal = false) {
  const links = subscriptionLinks(state, sub)
  const head = {
    id: sub.id,
    status: sub.status,
    status_update_time: sub.statusUpdateTime,
    create_time: sub.createTime,
  }
  if (minimal) return { ...head, links }
  return {
    ...head,
    ...(sub.statusChangeNote ? { status_change_note: sub.statusChangeNote } : {}),
    plan_id: sub.planId,
    start_time: sub.createTime,
    quantity: '1',
    ...(sub.customId === null ? {} : { custom_id: sub.customId }),
    plan_overridden: false,
    ...(sub.payerId === null
      ? {}
      : {
          subscriber: {
            payer_id: sub.payerId,
            email_address: `buyer-${sub.payerId.toLowerCase()}@example.com`,
            name: { given_name: 'Test', surname: 'Buyer' },
          },
        }),
    // PayPal fills billing_info once the subscription was or is active.
    ...(sub.activatedAt === null ? {} : { billing_info: billingInfo(sub) }),
    update_time: sub.statusUpdateTime,
    links,
  }
}

/** Changes a subscription's status at the fake's present time. */
export function changeStatus(
  state: FakePayPalState,
  sub: FakeSubscription,
  status: ProviderSubscriptionStatus,
  note: string | null = null,
): void {
  sub.status = status
  sub.statusUpdateTime = paypalTime(fakeNow(state))
  if (note !== null) sub.statusChangeNote = note
}

/** A successful payment of the plan's price now: a COMPLETED transaction, a month more paid. */
export function collectPayment(state: FakePayPalState, sub: FakeSubscription): FakeTransaction {
  const time = paypalTime(fakeNow(state))
  const transaction: FakeTransaction = {
    id: randomCode(17),
    status: 'COMPLETED',
    amount: planPrice(state, sub),
    time,
  }
  sub.transactions.push(transaction)
  sub.failedPaymentsCount = 0
  sub.nextBillingTime = addMonth(sub.nextBillingTime ?? time)
  return transaction
}

/** PayPal activating an approved subscription: ACTIVE, and the first month is paid. */
export function activateBySystem(state: FakePayPalState, sub: FakeSubscription): void {
  if (sub.status !== 'APPROVED') return
  changeStatus(state, sub, 'ACTIVE')
  sub.activatedAt = sub.statusUpdateTime
  collectPayment(state, sub)
}
