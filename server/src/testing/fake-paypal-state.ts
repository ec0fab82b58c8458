/**
 * What the fake PayPal (fake-paypal.ts) remembers, and how it renders it the way PayPal's
 * REST API does: subscription representations, ids and times.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { ProviderSubscriptionStatus } from '../modules/billing'

/** A subscription as the fake holds it. */
export interface FakeSubscription {
  id: string
  planId: string
  customId: string | null
  status: ProviderSubscriptionStatus
  payerId: string | null
  /** The billing-agreement token in the approve link. */
  baToken: string
  returnUrl: string | null
  cancelUrl: string | null
  createTime: string
  statusUpdateTime: string
  /** Set when the subscription first becomes ACTIVE: one month later. */
  nextBillingTime: string | null
  /** The reason given to activate or cancel. */
  statusChangeNote: string | null
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
}

/** One request the fake received, with the status it answered (once it answered). */
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
}

/** The fake's whole memory. */
export interface FakePayPalState {
  baseUrl: string
  clientId: string
  clientSecret: string
  webhookId: string
  webhookSecret: Buffer
  tokenLifetimeSeconds: number
  /** Access token -> expiry (ms since epoch). */
  tokens: Map<string, number>
  subscriptions: Map<string, FakeSubscription>
  products: Map<string, FakeProduct>
  billingPlans: Map<string, FakePlan>
  /** `${path} ${PayPal-Request-Id}` -> id of the resource that request created. */
  idempotency: Map<string, string>
  requests: FakePayPalRequest[]
}

/** An answer of the fake. */
export interface FakeReply {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Random upper-case letters and digits, like PayPal's ids. */
export function randomCode(length: number): string {
  const bytes = randomBytes(length)
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/** Current time as PayPal writes it (RFC 3339, seconds). */
export function paypalTime(date = new Date()): string {
  return `${date.toISOString().slice(0, 19)}Z`
}

/** How PayPal renders a subscription; `minimal` is the Prefer: return=minimal form. */
export function subscriptionJson(state: FakePayPalState, sub: FakeSubscription, minimal = false) {
  const self = `${state.baseUrl}/v1/billing/subscriptions/${sub.id}`
  const links =
    sub.status === 'APPROVAL_PENDING'
      ? [
          {
            href: `${state.baseUrl}/checkoutnow?ba_token=${sub.baToken}&token=${sub.id}`,
            rel: 'approve',
            method: 'GET',
          },
          { href: self, rel: 'edit', method: 'PATCH' },
          { href: self, rel: 'self', method: 'GET' },
        ]
      : [
          { href: `${self}/cancel`, rel: 'cancel', method: 'POST' },
          { href: self, rel: 'edit', method: 'PATCH' },
          { href: self, rel: 'self', method: 'GET' },
        ]
  const head = {
    id: sub.id,
    status: sub.status,
    status_update_time: sub.statusUpdateTime,
    create_time: sub.createTime,
  }
  if (minimal) return { ...head, links }
  return {
    ...head,
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
    ...(sub.nextBillingTime === null
      ? {}
      : {
          billing_info: {
            outstanding_balance: { currency_code: 'USD', value: '0.00' },
            failed_payments_count: 0,
            next_billing_time: sub.nextBillingTime,
          },
        }),
    links,
  }
}

/** Changes a subscription's status; the first ACTIVE sets the next billing time. */
export function changeStatus(sub: FakeSubscription, status: ProviderSubscriptionStatus): void {
  sub.status = status
  sub.statusUpdateTime = paypalTime()
  if (status === 'ACTIVE' && sub.nextBillingTime === null) {
    const next = new Date()
    next.setUTCMonth(next.getUTCMonth() + 1)
    sub.nextBillingTime = paypalTime(next)
  }
}
