/**
 * startFakePayPal(): a real HTTP server on a loopback port that speaks the parts of PayPal's
 * REST API the app uses (OAuth token, subscriptions with revise and transactions, webhook
 * verification, catalogue products and plans) with PayPal's status codes, bodies and state
 * rules, so the real PayPal adapter is tested over HTTP. Its replies are checked against
 * PayPal's own OpenAPI documents (fake-paypal-schemas.test.ts). The returned object steers it:
 * the buyer approves, PayPal activates and charges, states change, tokens expire, one failure
 * or delay is injected, webhook deliveries are signed, and every request is kept.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PaidTier } from '@common/enums'
import type { ProviderSubscriptionStatus } from '../modules/billing'
import { approveSubscription } from './fake-paypal-approval'
import { presetPlans } from './fake-paypal-catalogue'
import { troubleReply } from './fake-paypal-errors'
import { routeFakePayPalRequest } from './fake-paypal-router'
import {
  activateBySystem,
  changeStatus,
  collectPayment,
  type FakePayPalRequest,
  type FakePayPalState,
  type FakePlan,
  type FakeProduct,
  type FakeReply,
  type FakeSubscription,
  type FakeTransaction,
  randomCode,
} from './fake-paypal-state'
import {
  buildWebhookEvent,
  type SignedWebhook,
  saleEvent,
  signWebhookDelivery,
  subscriptionEvent,
} from './fake-paypal-webhooks'

/** Credentials and behaviour of the fake; every field has a default. */
export interface FakePayPalOptions {
  clientId?: string
  clientSecret?: string
  /** Letters and digits only, as PayPal's webhook ids are; random by default. */
  webhookId?: string
  /** expires_in of the tokens it issues; 32400 s (9 h, PayPal's usual) by default. */
  tokenLifetimeSeconds?: number
  /** How far the fake's clock runs from this machine's (ms; negative: behind); 0 by default. */
  clockOffsetMs?: number
  /**
   * After the buyer approves a SUBSCRIBE_NOW subscription, PayPal activates it (APPROVED ->
   * ACTIVE, first payment) after this long: 0 (default) at once, null only on activateBySystem.
   */
  systemActivationDelayMs?: number | null
}

type WebhookEvent = ReturnType<typeof buildWebhookEvent>

/** A running fake; pass `baseUrl`, `clientId`, `clientSecret`, `webhookId`, `plans` to the adapter. */
export interface FakePayPal {
  baseUrl: string
  clientId: string
  clientSecret: string
  webhookId: string
  /** Plans the fake knows from the start, per tier: P-BASIC-FAKE, P-PRO-FAKE, P-ELITE-FAKE. */
  plans: Record<PaidTier, string>
  subscriptions: Map<string, FakeSubscription>
  products: Map<string, FakeProduct>
  /** Every plan it knows: the preset ones and those created through POST /v1/billing/plans. */
  billingPlans: Map<string, FakePlan>
  /** Every request received, oldest first, with the status and body it was answered. */
  requests: FakePayPalRequest[]
  /** The buyer approves: APPROVAL_PENDING -> APPROVED, then PayPal activates (see options). */
  approve(subscriptionId: string, payerId?: string): void
  /** PayPal activates an APPROVED subscription now (ACTIVE, first payment collected). */
  activateBySystem(subscriptionId: string): void
  /** From now on, PayPal activates approved subscriptions after `ms` (null: on command). */
  setActivationDelay(ms: number | null): void
  /** Moves a subscription to any status as PayPal would (e.g. a cancel in the buyer's account). */
  setStatus(subscriptionId: string, status: ProviderSubscriptionStatus): void
  /** PayPal collects a payment of the plan's price now (a recurring charge). */
  chargeNow(subscriptionId: string): FakeTransaction
  /** Moves the fake's clock (token expiry, the 72-hour idempotency window, times it writes). */
  advanceClock(ms: number): void
  /** Every token issued so far stops working (401 AUTHENTICATION_FAILURE). */
  expireTokens(): void
  /**
   * The next request to `path` (any method) is answered `status` with `body` as JSON; for 429,
   * 500 and 503 without a body, PayPal's own answer (RATE_LIMIT_REACHED with Retry-After...).
   */
  failNext(path: string, status: number, body?: unknown): void
  /** The next request to `path` is answered only after `ms` milliseconds. */
  delayNext(path: string, ms: number): void
  /** A delivery of `event` signed over the bytes sent (`rawBody` as given, or the fake's own). */
  signWebhook(event: object, rawBody?: string): SignedWebhook
  /** A PayPal-shaped webhook event about any `resource`. */
  webhookEvent(eventType: string, resource: Record<string, unknown>): WebhookEvent
  /** A BILLING.SUBSCRIPTION.* event carrying the subscription as it stands now. */
  subscriptionEvent(eventType: string, subscriptionId: string): WebhookEvent
  /** A PAYMENT.SALE.* event about a payment (REFUNDED: the refund, `refundedAmount` of it). */
  saleEvent(
    eventType: string,
    subscriptionId: string,
    transaction: FakeTransaction,
    refundedAmount?: string,
  ): WebhookEvent
  /** Stops the server, dropping open connections, pending delays and activations. */
  close(): Promise<void>
}

/** Starts a fake on 127.0.0.1 at a free port. */
export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const state: FakePayPalState = {
    baseUrl: '',
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? `fake-secret-${randomCode(20)}`,
    webhookId: options.webhookId ?? `${randomCode(8)}FAKE${randomCode(5)}`,
    webhookSecret: Buffer.from(randomCode(32)),
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 32_400,
    clockOffsetMs: options.clockOffsetMs ?? 0,
    tokens: new Map(),
    subscriptions: new Map(),
    products: new Map(),
    billingPlans: new Map(),
    idempotency: new Map(),
    requests: [],
    systemActivationDelayMs:
      options.systemActivationDelayMs === undefined ? 0 : options.systemActivationDelayMs,
    timers: new Set(),
  }
  const plans = presetPlans(state)
  const failures = new Map<string, FakeReply[]>()
  const delays = new Map<string, number[]>()

  const subscription = (id: string) => {
    const found = state.subscriptions.get(id)
    if (!found) throw new Error(`fake PayPal: no subscription ${id}`)
    return found
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const rawBody = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const request: FakePayPalRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      rawBody,
      body: parseBody(rawBody),
    }
    state.requests.push(request)
    const delay = delays.get(request.path)?.shift()
    if (delay !== undefined) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          state.timers.delete(timer)
          resolve()
        }, delay)
        state.timers.add(timer)
      })
    }
    const reply = failures.get(request.path)?.shift() ?? routeFakePayPalRequest(state, request)
    request.status = reply.status
    request.replyBody = reply.body
    if (res.destroyed) return
    res.writeHead(reply.status, {
      ...(reply.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Paypal-Debug-Id': randomCode(13).toLowerCase(),
      ...reply.headers,
    })
    res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const queue = <T>(map: Map<string, T[]>, path: string, item: T) => {
    map.set(path, [...(map.get(path) ?? []), item])
  }

  return {
    baseUrl: state.baseUrl,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    webhookId: state.webhookId,
    plans,
    subscriptions: state.subscriptions,
    products: state.products,
    billingPlans: state.billingPlans,
    requests: state.requests,
    approve: (id, payerId) => approveSubscription(state, subscription(id), payerId),
    activateBySystem: (id) => activateBySystem(state, subscription(id)),
    setActivationDelay(ms) {
      state.systemActivationDelayMs = ms
    },
    setStatus: (id, status) => changeStatus(state, subscription(id), status),
    chargeNow: (id) => collectPayment(state, subscription(id)),
    advanceClock(ms) {
      state.clockOffsetMs += ms
    },
    expireTokens: () => state.tokens.clear(),
    failNext: (path, status, body) =>
      queue(failures, path, (body === undefined ? troubleReply(status) : null) ?? { status, body }),
    delayNext: (path, ms) => queue(delays, path, ms),
    signWebhook: (event, rawBody) => signWebhookDelivery(state, event, rawBody),
    webhookEvent: (eventType, resource) => buildWebhookEvent(state, eventType, resource),
    subscriptionEvent: (eventType, id) => subscriptionEvent(state, eventType, subscription(id)),
    saleEvent: (eventType, id, transaction, refundedAmount) =>
      saleEvent(state, eventType, subscription(id), transaction, refundedAmount),
    async close() {
      for (const timer of state.timers) clearTimeout(timer)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}

/** JSON when it parses, else the raw text (form bodies, malformed JSON); undefined if empty. */
function parseBody(rawBody: string): unknown {
  if (rawBody === '') return undefined
  try {
    return JSON.parse(rawBody)
  } catch {
    return rawBody
  }
}
