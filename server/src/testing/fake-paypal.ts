/**
 * startFakePayPal(): a real HTTP server on a loopback port that speaks the parts of PayPal's
 * REST API the app uses (OAuth token, subscriptions, webhook verification, catalogue products
 * and plans) with PayPal's status codes and bodies, so the real PayPal adapter is tested over
 * HTTP. The returned object steers it: approve, change states, expire tokens, inject one
 * failure or delay, sign webhook deliveries, and inspect every request it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PaidTier } from '@common/enums'
import type { ProviderSubscriptionStatus } from '../modules/billing'
import { presetPlans } from './fake-paypal-catalogue'
import { routeFakePayPalRequest } from './fake-paypal-router'
import {
  changeStatus,
  type FakePayPalRequest,
  type FakePayPalState,
  type FakePlan,
  type FakeProduct,
  type FakeReply,
  type FakeSubscription,
  randomCode,
} from './fake-paypal-state'
import { buildWebhookEvent, type SignedWebhook, signWebhookDelivery } from './fake-paypal-webhooks'

export type {
  FakePayPalRequest,
  FakePlan,
  FakeProduct,
  FakeSubscription,
} from './fake-paypal-state'
export type { SignedWebhook } from './fake-paypal-webhooks'

/** Credentials the fake accepts (defaults: fake-client-id, a random secret, WH-FAKE-0001). */
export interface FakePayPalOptions {
  clientId?: string
  clientSecret?: string
  webhookId?: string
  /** expires_in of the tokens it issues; 32400 s (9 h, PayPal's usual) by default. */
  tokenLifetimeSeconds?: number
}

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
  /** Every request received, oldest first, with the status it was answered. */
  requests: FakePayPalRequest[]
  /** The buyer approves: APPROVAL_PENDING -> APPROVED, with a payer id (random if omitted). */
  approve(subscriptionId: string, payerId?: string): void
  /** Moves a subscription to any status (e.g. ACTIVE, SUSPENDED) as PayPal would. */
  setStatus(subscriptionId: string, status: ProviderSubscriptionStatus): void
  /** Every token issued so far stops working (401 AUTHENTICATION_FAILURE). */
  expireTokens(): void
  /** The next request to `path` (any method) is answered `status` with `body` as JSON. */
  failNext(path: string, status: number, body?: unknown): void
  /** The next request to `path` is answered only after `ms` milliseconds. */
  delayNext(path: string, ms: number): void
  /** A delivery of `event` whose signature this fake's verify endpoint accepts. */
  signWebhook(event: object): SignedWebhook
  /** A PayPal-shaped webhook event about `resource`. */
  webhookEvent(
    eventType: string,
    resource: Record<string, unknown>,
  ): ReturnType<typeof buildWebhookEvent>
  /** Stops the server, dropping open connections and pending delays. */
  close(): Promise<void>
}

/** Starts a fake on 127.0.0.1 at a free port. */
export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const state: FakePayPalState = {
    baseUrl: '',
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? `fake-secret-${randomCode(20)}`,
    webhookId: options.webhookId ?? 'WH-FAKE-0001',
    webhookSecret: Buffer.from(randomCode(32)),
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 32_400,
    tokens: new Map(),
    subscriptions: new Map(),
    products: new Map(),
    billingPlans: new Map(),
    idempotency: new Map(),
    requests: [],
  }
  const plans = presetPlans(state)
  const failures = new Map<string, FakeReply[]>()
  const delays = new Map<string, number[]>()
  const timers = new Set<NodeJS.Timeout>()

  const approve = (subscriptionId: string, payerId?: string) => {
    const subscription = state.subscriptions.get(subscriptionId)
    if (subscription?.status !== 'APPROVAL_PENDING') {
      throw new Error(`fake PayPal: ${subscriptionId} is not waiting for approval`)
    }
    subscription.payerId = payerId ?? randomCode(13)
    changeStatus(subscription, 'APPROVED')
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
          timers.delete(timer)
          resolve()
        }, delay)
        timers.add(timer)
      })
    }
    const reply =
      failures.get(request.path)?.shift() ?? routeFakePayPalRequest(state, request, approve)
    request.status = reply.status
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
    approve,
    setStatus(subscriptionId, status) {
      const subscription = state.subscriptions.get(subscriptionId)
      if (!subscription) throw new Error(`fake PayPal: no subscription ${subscriptionId}`)
      changeStatus(subscription, status)
    },
    expireTokens: () => state.tokens.clear(),
    failNext: (path, status, body) => queue(failures, path, { status, body }),
    delayNext: (path, ms) => queue(delays, path, ms),
    signWebhook: (event) => signWebhookDelivery(state, event),
    webhookEvent: (eventType, resource) => buildWebhookEvent(state, eventType, resource),
    async close() {
      for (const timer of timers) clearTimeout(timer)
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
