/**
 * The subscribe flow and webhooks through the real PayPal adapter, against a local server
 * that speaks PayPal's REST API.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentWebhookEvents, users } from '../../db/schema'
import { type FakePayPal, startFakePayPal } from '../../testing/fake-paypal'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { applyPaymentWebhookJob } from './apply-payment-webhook.job'
import { createPayPalProvider } from './providers/paypal-provider'

let paypal: FakePayPal
let t: TestApp
beforeAll(async () => {
  paypal = await startFakePayPal()
  t = await buildTestApp({
    jobs: [applyPaymentWebhookJob],
    payments: () =>
      createPayPalProvider({
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        baseUrl: paypal.baseUrl,
        webhookId: paypal.webhookId,
        planIds: paypal.plans,
        log: pino({ level: 'silent' }),
      }),
  })
})
afterAll(async () => {
  await t.close()
  await paypal.close()
})

const signedIn = () => signInNewUser(t)

async function startOrder(client: TestClient, tier: 'basic' | 'pro' | 'elite') {
  const response = await client.post('/api/paypal/create-subscription', {
    subscriptionId: `${tier}-monthly`,
    tier,
  })
  expect(response.status).toBe(200)
  const { approvalUrl } = await response.json()
  const subscriptionId = new URL(approvalUrl).searchParams.get('token')!
  return { approvalUrl: approvalUrl as string, subscriptionId }
}

async function subscribe(client: TestClient, tier: 'basic' | 'pro' | 'elite') {
  const { subscriptionId } = await startOrder(client, tier)
  paypal.approve(subscriptionId, 'PAYER123')
  const response = await client.post('/api/paypal/complete-subscription', {
    token: subscriptionId,
    payerId: 'PAYER123',
  })
  expect(response.status).toBe(200)
  return subscriptionId
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
  return row!
}

async function deliver(event: object) {
  const { headers, rawBody } = paypal.signWebhook(event)
  return fetch(`${t.baseUrl}/api/paypal/webhook`, { method: 'POST', headers, body: rawBody })
}

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition not met in time')
}

const processed = async (eventId: string) => {
  const [row] = await t.database.db
    .select()
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId))
  return Boolean(row?.processedAt)
}

describe('subscribing with PayPal', () => {
  it('creates the subscription with custom_id, return URLs and an idempotency key, then grants on ACTIVE', async () => {
    const { client, user } = await signedIn()
    const { approvalUrl, subscriptionId } = await startOrder(client, 'pro')
    expect(approvalUrl.startsWith(paypal.baseUrl)).toBe(true)
    const sent = paypal.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/billing/subscriptions',
    )!
    expect(sent.headers['paypal-request-id']).toBeTruthy()
    expect(sent.body).toMatchObject({
      plan_id: paypal.plans.pro,
      custom_id: user.id,
      application_context: {
        return_url: 'http://app.test/subscription-success?tier=pro',
        cancel_url: 'http://app.test/subscription-cancelled',
      },
    })

    paypal.approve(subscriptionId, 'PAYER123')
    const done = await client.post('/api/paypal/complete-subscription', {
      token: subscriptionId,
      payerId: 'PAYER123',
    })
    expect(done.status).toBe(200)
    expect(paypal.subscriptions.get(subscriptionId)?.status).toBe('ACTIVE')
    expect(await userRow(user.id)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      paypalSubscriptionId: subscriptionId,
    })
  })

  it('APPROVED is not paid: if PayPal will not activate it, nothing is granted', async () => {
    const { client, user } = await signedIn()
    const { subscriptionId } = await startOrder(client, 'basic')
    paypal.approve(subscriptionId)
    paypal.failNext(`/v1/billing/subscriptions/${subscriptionId}/activate`, 422, {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed.',
      details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
    })
    const response = await client.post('/api/paypal/complete-subscription', {
      token: subscriptionId,
      payerId: 'P',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect((await response.json()).code).toBe('PAYMENT_PROVIDER_ERROR')
    expect((await userRow(user.id)).subscriptionStatus).not.toBe('active')
  })

  it('a subscription still awaiting approval grants nothing', async () => {
    const { client, user } = await signedIn()
    const { subscriptionId } = await startOrder(client, 'elite')
    const response = await client.post('/api/paypal/complete-subscription', {
      token: subscriptionId,
      payerId: 'FORGED',
    })
    expect(response.status).toBe(402)
    expect((await response.json()).code).toBe('PAYMENT_NOT_APPROVED')
    expect((await userRow(user.id)).subscriptionTier).toBe('free')
  })

  it('a subscription created for another user is refused', async () => {
    const { client, user } = await signedIn()
    const { subscriptionId } = await startOrder(client, 'pro')
    paypal.approve(subscriptionId)
    paypal.subscriptions.get(subscriptionId)!.customId = 'someone-else'
    const response = await client.post('/api/paypal/complete-subscription', {
      token: subscriptionId,
      payerId: 'P',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('ORDER_MISMATCH')
    expect((await userRow(user.id)).subscriptionStatus).not.toBe('active')
  })

  it('10 parallel create calls make one PayPal subscription', async () => {
    const { client, user } = await signedIn()
    const before = paypal.subscriptions.size
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/paypal/create-subscription', {
          subscriptionId: 'basic-monthly',
          tier: 'basic',
        }),
      ),
    )
    const urls = new Set(await Promise.all(replies.map(async (r) => (await r.json()).approvalUrl)))
    expect(urls.size).toBe(1)
    expect(paypal.subscriptions.size - before).toBe(1)
    expect([...paypal.subscriptions.values()].filter((s) => s.customId === user.id)).toHaveLength(1)
  })
})

describe('webhooks', () => {
  it('a bad signature -> 400 and no change', async () => {
    const { client, user } = await signedIn()
    const subscriptionId = await subscribe(client, 'pro')
    const event = paypal.webhookEvent('BILLING.SUBSCRIPTION.CANCELLED', {
      id: subscriptionId,
      status: 'CANCELLED',
    })
    const { headers, rawBody } = paypal.signWebhook(event)
    const tampered = rawBody.replace('CANCELLED', 'SUSPENDED')
    const response = await fetch(`${t.baseUrl}/api/paypal/webhook`, {
      method: 'POST',
      headers,
      body: tampered,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'INVALID_WEBHOOK_SIGNATURE',
      message: 'The webhook signature could not be verified.',
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await userRow(user.id)).subscriptionStatus).toBe('active')
  })

  it('the same event delivered 5 times changes things once; cancelled ends the paid tier', async () => {
    const { client, user } = await signedIn()
    const subscriptionId = await subscribe(client, 'pro')
    paypal.setStatus(subscriptionId, 'CANCELLED')
    const event = paypal.webhookEvent('BILLING.SUBSCRIPTION.CANCELLED', {
      id: subscriptionId,
      status: 'CANCELLED',
    })
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(event)))
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const bodies = await Promise.all(replies.map((r) => r.json()))
    expect(bodies.filter((b) => b.duplicate === false)).toHaveLength(1)
    await waitFor(() => processed(event.id))
    const rows = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id))
    expect(rows).toHaveLength(1)
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: 'cancelled' })
    const usage = await (await client.get('/api/billing/usage')).json()
    expect(usage.effectiveTier).toBe('free')
  })

  it('a late ACTIVATED after CANCELLED leaves it cancelled', async () => {
    const { client, user } = await signedIn()
    const subscriptionId = await subscribe(client, 'basic')
    const activated = paypal.webhookEvent('BILLING.SUBSCRIPTION.ACTIVATED', {
      id: subscriptionId,
      status: 'ACTIVE',
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    paypal.setStatus(subscriptionId, 'CANCELLED')
    const cancelled = paypal.webhookEvent('BILLING.SUBSCRIPTION.CANCELLED', {
      id: subscriptionId,
      status: 'CANCELLED',
    })
    await deliver(cancelled)
    await waitFor(() => processed(cancelled.id))
    await deliver(activated)
    await waitFor(() => processed(activated.id))
    expect((await userRow(user.id)).subscriptionStatus).toBe('cancelled')
  })

  it('suspended and payment failed end access to the paid tier', async () => {
    for (const eventType of [
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
    ]) {
      const { client, user } = await signedIn()
      const subscriptionId = await subscribe(client, 'elite')
      const event = paypal.webhookEvent(eventType, { id: subscriptionId })
      await deliver(event)
      await waitFor(() => processed(event.id))
      expect((await userRow(user.id)).subscriptionStatus).toBe('suspended')
    }
  })

  it('an ACTIVATED event grants a paid order whose buyer never came back', async () => {
    const { client, user } = await signedIn()
    const { subscriptionId } = await startOrder(client, 'pro')
    paypal.approve(subscriptionId, 'PAYER9')
    paypal.setStatus(subscriptionId, 'ACTIVE')
    const event = paypal.webhookEvent('BILLING.SUBSCRIPTION.ACTIVATED', {
      id: subscriptionId,
      status: 'ACTIVE',
    })
    await deliver(event)
    await waitFor(() => processed(event.id))
    expect(await userRow(user.id)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
  })
})
