/**
 * Nothing PayPal tells us is lost and nobody pays twice: a webhook whose first application
 * failed is applied when PayPal delivers it again or by the sweep, and the cancellation of a
 * replaced subscription is tried until PayPal confirms. The app here runs no job queue (it
 * applies webhooks at once); the sweep runs as a worker process would, with its own adapter.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentWebhookEvents, subscriptionCancellations } from '../../db/schema'
import { buildPayPalTestApp, type PayPalTestApp } from '../../testing/paypal-app'
import type { BillingDeps } from './billing.deps'
import { sweepBilling } from './billing-sweep.service'
import { createPayPalProvider } from './providers/paypal-provider'

let app: PayPalTestApp
let worker: BillingDeps
beforeAll(async () => {
  app = await buildPayPalTestApp()
  worker = {
    db: app.t.database.db,
    provider: createPayPalProvider({
      clientId: app.paypal.clientId,
      clientSecret: app.paypal.clientSecret,
      baseUrl: app.paypal.baseUrl,
      webhookId: app.paypal.webhookId,
      planIds: app.paypal.plans,
      retry: { attempts: 1 },
      log: pino({ level: 'silent' }),
    }),
    publicUrl: 'http://app.test',
    log: pino({ level: 'silent' }),
    jobs: null,
  }
})
afterAll(() => app.close())

/** PayPal answers 503 to the next `times` requests to a subscription (more than any retry). */
function paypalDown(subscriptionId: string, action = '', times = 3) {
  const path = `/v1/billing/subscriptions/${subscriptionId}${action}`
  for (let i = 0; i < times; i++) app.paypal.failNext(path, 503)
}

async function storedEvent(eventId: string) {
  const [row] = await app.t.database.db
    .select()
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId))
  return row
}

describe('webhooks are never lost', () => {
  it('an event whose application failed is applied when PayPal delivers it again', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    app.paypal.setStatus(subscriptionId, 'CANCELLED')
    const event = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.CANCELLED', subscriptionId)

    paypalDown(subscriptionId)
    const first = await app.deliver(event)
    // Not a 2xx: PayPal keeps the delivery and tries it again.
    expect(first.status).toBe(503)
    expect(await storedEvent(event.id)).toMatchObject({ processedAt: null, attempts: 1 })
    expect((await app.userRow(user.id)).subscriptionEndsAt).toBeNull()

    const again = await app.deliver(event)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect((await storedEvent(event.id))?.processedAt).toBeInstanceOf(Date)
    expect((await app.userRow(user.id)).subscriptionEndsAt).toBeInstanceOf(Date)

    const third = await app.deliver(event)
    expect(await third.json()).toEqual({ received: true, duplicate: true })
    expect((await storedEvent(event.id))?.attempts).toBe(2)
  })

  it('the sweep applies an event that was stored but never applied', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'basic')
    app.paypal.setStatus(subscriptionId, 'CANCELLED')
    const event = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.CANCELLED', subscriptionId)
    paypalDown(subscriptionId)
    expect((await app.deliver(event)).status).toBe(503)
    expect((await storedEvent(event.id))?.lastError).toContain('503')

    const outcome = await sweepBilling(worker, { minEventAgeSeconds: 0 })
    expect(outcome.eventsApplied).toBeGreaterThanOrEqual(1)
    expect((await storedEvent(event.id))?.processedAt).toBeInstanceOf(Date)
    expect((await app.userRow(user.id)).subscriptionEndsAt).toBeInstanceOf(Date)
  })
})

describe('a replaced subscription is cancelled until PayPal confirms', () => {
  it('a cancel that fails is tried again by the sweep, after its backoff, until it is done', async () => {
    const { client, user } = await app.signedIn()
    const old = await app.subscribe(client, 'basic')
    app.paypal.failNext(`/v1/billing/subscriptions/${old}/revise`, 422, {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [{ issue: 'USER_ACCOUNT_CLOSED', description: 'User account locked or closed.' }],
    })
    paypalDown(old, '/cancel')
    const replacement = await app.subscribe(client, 'pro')
    expect((await app.userRow(user.id)).paypalSubscriptionId).toBe(replacement)
    expect(app.paypal.subscriptions.get(old)?.status).toBe('ACTIVE')

    const wish = async () => {
      const [row] = await app.t.database.db
        .select()
        .from(subscriptionCancellations)
        .where(eq(subscriptionCancellations.subscriptionId, old))
      return row
    }
    expect(await wish()).toMatchObject({ attempts: 1, doneAt: null, userId: user.id })
    expect((await wish())?.lastError).toContain('503')
    // Backoff: not tried again at once.
    await sweepBilling(worker)
    expect((await wish())?.attempts).toBe(1)

    await app.t.database.db
      .update(subscriptionCancellations)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptionCancellations.subscriptionId, old))
    const outcome = await sweepBilling(worker)
    expect(outcome.cancellationsTried).toBe(1)
    expect(app.paypal.subscriptions.get(old)?.status).toBe('CANCELLED')
    expect(app.paypal.subscriptions.get(replacement)?.status).toBe('ACTIVE')
    expect((await wish())?.doneAt).toBeInstanceOf(Date)
  })
})
