/**
 * The fake PayPal and the adapter against PayPal's own OpenAPI documents
 * (../shared/data/reference/paypal): every request the adapter sends in a full life cycle, and
 * every answer the fake gives (successes and PayPal's errors), must fit the documents' schemas,
 * so neither can drift from PayPal unnoticed. Skipped when the documents are absent.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPayPalProvider,
  type PaymentProvider,
  setUpPayPalCatalogue,
} from '../modules/billing'
import { type FakePayPal, startFakePayPal } from './fake-paypal'
import { hasPayPalReference, loadPayPalSchemas, type PayPalSchemas } from './paypal-openapi'

let fake: FakePayPal
let adapter: PaymentProvider
let schemas: PayPalSchemas

beforeAll(async () => {
  fake = await startFakePayPal()
  adapter = createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.baseUrl,
    webhookId: fake.webhookId,
    planIds: fake.plans,
    retry: { attempts: 2, baseDelayMs: 5 },
    log: pino({ level: 'silent' }),
  })
  if (hasPayPalReference) schemas = loadPayPalSchemas()
})
afterAll(() => fake?.close())

/** Marks a request the test breaks on purpose (its answer is still checked). */
const BROKEN = 'x-test-broken-on-purpose'

/** Runs a call that may fail on purpose; the exchange is what matters. */
const attempt = (call: Promise<unknown>) => call.catch(() => undefined)

async function token(): Promise<string> {
  const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')
  const answer = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  return ((await answer.json()) as { access_token: string }).access_token
}

describe.skipIf(!hasPayPalReference)('the fake and the adapter fit PayPal’s documents', () => {
  it('the validator reads the documents and catches a reply that drifted', () => {
    const drifted = {
      name: 'AUTHENTICATION_FAILURE',
      message:
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    }
    expect(schemas.check('subscriptions', 'error_401', drifted)).toEqual([
      '/message must be equal to one of the allowed values',
    ])
    expect(
      schemas.checkExchange({
        method: 'GET',
        path: '/v1/billing/subscriptions/I-1',
        query: new URLSearchParams(),
        body: undefined,
        rawBody: '',
        status: 200,
        replyBody: { id: 'I-1', status: 'ACTIVE', billing_info: { next_billing_time: 'soon' } },
      }),
    ).toEqual(
      expect.arrayContaining([
        "reply 200: /billing_info must have required property 'outstanding_balance'",
        "reply 200: /billing_info must have required property 'failed_payments_count'",
      ]),
    )
    expect(
      schemas.checkExchange({
        method: 'POST',
        path: '/v1/billing/subscriptions/I-1/activate',
        query: new URLSearchParams(),
        body: undefined,
        rawBody: '',
        status: 422,
        replyBody: {
          name: 'UNPROCESSABLE_ENTITY',
          message:
            'The requested action could not be performed, semantically incorrect, or failed business validation.',
          details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: 'made up' }],
        },
      }),
    ).not.toEqual([])
  })

  it('every request and answer of a whole life cycle fits', async () => {
    await setUpPayPalCatalogue({
      baseUrl: fake.baseUrl,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
    })
    const input = {
      userId: 'user-1',
      returnUrl: 'http://app.test/subscription-success?tier=basic',
      cancelUrl: 'http://app.test/subscription-cancelled',
    }
    const created = await adapter.createSubscription({ ...input, tier: 'basic', requestId: 'k-1' })
    await adapter.createSubscription({ ...input, tier: 'basic', requestId: 'k-1' })
    const id = created.subscriptionId
    await adapter.getSubscription(id)
    await attempt(adapter.cancelSubscription(id, 'too early'))
    await attempt(
      adapter.reviseSubscription({ ...input, subscriptionId: id, tier: 'pro', requestId: 'r-0' }),
    )
    await fetch(created.approvalUrl, { redirect: 'manual' })
    await adapter.getSubscription(id)
    const revised = await adapter.reviseSubscription({
      ...input,
      subscriptionId: id,
      tier: 'pro',
      requestId: 'r-1',
    })
    await fetch(revised.approvalUrl, { redirect: 'manual' })
    fake.chargeNow(id)
    await adapter.listTransactions(id, {
      start: new Date(Date.now() - 86_400_000),
      end: new Date(Date.now() + 86_400_000),
    })
    const event = fake.subscriptionEvent('BILLING.SUBSCRIPTION.UPDATED', id)
    await adapter.verifyWebhook(fake.signWebhook(event))
    fake.failNext(`/v1/billing/subscriptions/${id}`, 503)
    fake.failNext(`/v1/billing/subscriptions/${id}`, 500)
    await attempt(adapter.getSubscription(id))
    await adapter.cancelSubscription(id, 'Cancelled by the customer')
    await adapter.cancelSubscription(id, 'Cancelled twice')
    await attempt(adapter.getSubscription('I-UNKNOWN'))
    const unknownPlan = createPayPalProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      baseUrl: fake.baseUrl,
      webhookId: fake.webhookId,
      planIds: { ...fake.plans, basic: 'P-NOT-A-PLAN' },
      log: pino({ level: 'silent' }),
    })
    await attempt(unknownPlan.createSubscription({ ...input, tier: 'basic', requestId: 'k-2' }))

    // PayPal's refusals the adapter never provokes, asked directly.
    const bearer = await token()
    const call = (method: string, path: string, body?: string, auth = `Bearer ${bearer}`) =>
      fetch(`${fake.baseUrl}${path}`, {
        method,
        headers: { Authorization: auth, 'Content-Type': 'application/json', [BROKEN]: '1' },
        body,
      })
    await call('GET', `/v1/billing/subscriptions/${id}`, undefined, 'Bearer nope')
    await call('POST', `/v1/billing/subscriptions/${id}/activate`, '{"reason":"back"}')
    await call('GET', `/v1/billing/subscriptions/${id}/transactions`)

    const problems: string[] = []
    let checked = 0
    for (const exchange of fake.requests) {
      const found = schemas.checkExchange(exchange)
      if (found === null) continue
      checked++
      // A request broken on purpose: only PayPal's answer to it is checked.
      const deliberate = exchange.headers[BROKEN] === '1'
      for (const problem of found.filter((p) => !(deliberate && p.startsWith('request:')))) {
        problems.push(`${exchange.method} ${exchange.path} -> ${exchange.status}: ${problem}`)
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(20)
    const statuses = new Set(fake.requests.map((r) => r.status))
    for (const status of [200, 201, 204, 400, 401, 404, 422, 500, 503]) {
      expect(statuses, `an answer ${status} was checked`).toContain(status)
    }
  })

  it('its webhook events fit the `event` schema, and a subscription event carries a `subscription`', async () => {
    const created = await adapter.createSubscription({
      tier: 'elite',
      userId: 'user-2',
      requestId: 'k-3',
      returnUrl: 'http://app.test/ok',
      cancelUrl: 'http://app.test/no',
    })
    fake.approve(created.subscriptionId)
    const sub = fake.subscriptions.get(created.subscriptionId)!
    const events = [
      fake.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', sub.id),
      fake.saleEvent('PAYMENT.SALE.COMPLETED', sub.id, sub.transactions[0]!),
      fake.saleEvent('PAYMENT.SALE.REFUNDED', sub.id, sub.transactions[0]!),
    ]
    for (const event of events) {
      expect(schemas.check('webhooks', 'event', event), event.event_type).toEqual([])
    }
    expect(schemas.check('subscriptions', 'subscription', events[0]?.resource)).toEqual([])
    expect(fake.webhookId).toMatch(/^[a-zA-Z0-9]+$/)
  })
})
