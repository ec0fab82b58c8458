/**
 * PayPal's webhooks through the real adapter and the job that applies them: what each event
 * does to a subscriber, in the order PayPal's own clock gives them.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentWebhookEvents, paypalOrders } from '../../db/schema'
import { FACTORY_PASSWORD } from '../../testing/factories'
import { buildPayPalTestApp, type PayPalTestApp, waitFor } from '../../testing/paypal-app'
import { applyPaymentWebhookJob } from './apply-payment-webhook.job'
import { cancelReplacedSubscriptionJob } from './cancel-replaced-subscription.job'

let app: PayPalTestApp
beforeAll(async () => {
  app = await buildPayPalTestApp({ jobs: [applyPaymentWebhookJob, cancelReplacedSubscriptionJob] })
})
afterAll(() => app.close())

/** Delivers an event and waits until it has been applied. */
async function applied(event: { id: string }) {
  const response = await app.deliver(event)
  expect(response.status).toBe(200)
  await waitFor(() => app.processed(event.id))
}

const DAY = 24 * 3600_000

describe('webhook deliveries', () => {
  it('a bad signature -> 400 and no change', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    const event = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionId)
    const { headers, rawBody } = app.paypal.signWebhook(event)
    expect(rawBody).toContain('"ACTIVE"')
    const response = await fetch(`${app.t.baseUrl}/api/paypal/webhook`, {
      method: 'POST',
      headers,
      body: rawBody.replace('"ACTIVE"', '"EXPIRED"'),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'INVALID_WEBHOOK_SIGNATURE',
      message: 'The webhook signature could not be verified.',
    })
    expect((await app.userRow(user.id)).subscriptionStatus).toBe('active')
  })

  it('the same event delivered 5 times is stored once and applied once', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    app.paypal.setStatus(subscriptionId, 'SUSPENDED')
    const event = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionId)
    const replies = await Promise.all(Array.from({ length: 5 }, () => app.deliver(event)))
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const bodies = await Promise.all(replies.map((r) => r.json()))
    expect(bodies.filter((b) => b.duplicate === false)).toHaveLength(1)
    await waitFor(() => app.processed(event.id))
    const rows = await app.t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.attempts).toBe(1)
    expect((await app.userRow(user.id)).subscriptionStatus).toBe('suspended')
    const usage = await (await client.get('/api/billing/usage')).json()
    expect(usage.effectiveTier).toBe('free')
  })

  it('suspended and payment failed end access to the paid tier; RE-ACTIVATED brings it back', async () => {
    for (const eventType of [
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
    ]) {
      const { client, user } = await app.signedIn()
      const subscriptionId = await app.subscribe(client, 'elite')
      app.paypal.setStatus(subscriptionId, 'SUSPENDED')
      await applied(app.paypal.subscriptionEvent(eventType, subscriptionId))
      expect((await app.userRow(user.id)).subscriptionStatus).toBe('suspended')

      await new Promise((resolve) => setTimeout(resolve, 5))
      app.paypal.setStatus(subscriptionId, 'ACTIVE')
      await applied(
        app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.RE-ACTIVATED', subscriptionId),
      )
      expect((await app.userRow(user.id)).subscriptionStatus).toBe('active')
    }
  })

  it('a late ACTIVATED (older by PayPal’s clock) after SUSPENDED leaves it suspended', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'basic')
    app.paypal.advanceClock(1000)
    const activated = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId)
    app.paypal.advanceClock(1000)
    app.paypal.setStatus(subscriptionId, 'SUSPENDED')
    const suspended = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionId)
    await applied(suspended)
    app.paypal.setStatus(subscriptionId, 'ACTIVE')
    await applied(activated)
    expect((await app.userRow(user.id)).subscriptionStatus).toBe('suspended')
    app.paypal.advanceClock(-2000)
  })

  it('orders by PayPal’s clock, not ours: an event after the grant applies though PayPal runs a minute behind', async () => {
    app.paypal.advanceClock(-60_000)
    try {
      const { client, user } = await app.signedIn()
      const subscriptionId = await app.subscribe(client, 'pro')
      app.paypal.advanceClock(20_000)
      app.paypal.setStatus(subscriptionId, 'SUSPENDED')
      const event = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionId)
      // By this machine's clock the event is 40 s old: older than the grant; by PayPal's, newer.
      expect(Date.parse(event.create_time)).toBeLessThan(Date.now() - 30_000)
      await applied(event)
      expect((await app.userRow(user.id)).subscriptionStatus).toBe('suspended')
    } finally {
      app.paypal.advanceClock(40_000)
    }
  })
})

describe('cancellations', () => {
  it('cancelled in the buyer’s PayPal account: access lasts to the end of the paid period', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    app.paypal.setStatus(subscriptionId, 'CANCELLED')
    await applied(app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.CANCELLED', subscriptionId))
    const row = await app.userRow(user.id)
    expect(row.subscriptionStatus).toBe('active')
    const endsAt = row.subscriptionEndsAt?.getTime() ?? 0
    // A month after the payment PayPal collected at activation.
    expect(endsAt).toBeGreaterThan(Date.now() + 27 * DAY)
    expect(endsAt).toBeLessThan(Date.now() + 32 * DAY)
    const usage = await (await client.get('/api/billing/usage')).json()
    expect(usage).toMatchObject({
      effectiveTier: 'pro',
      endsAt: row.subscriptionEndsAt?.toISOString(),
    })
  })

  it('cancelled in the product: the same end of access, and the webhook changes nothing', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'basic')
    const cancelled = await client.post('/api/billing/cancel')
    expect(cancelled.status).toBe(200)
    const { endsAt } = await cancelled.json()
    expect(Date.parse(endsAt)).toBeGreaterThan(Date.now() + 27 * DAY)
    expect(app.paypal.subscriptions.get(subscriptionId)?.status).toBe('CANCELLED')
    await applied(app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.CANCELLED', subscriptionId))
    const row = await app.userRow(user.id)
    expect(row.subscriptionStatus).toBe('active')
    expect(row.subscriptionEndsAt?.toISOString()).toBe(endsAt)
  })
})

describe('refunds and chargebacks', () => {
  it('a full refund ends access now and cancels the subscription at PayPal', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    const [payment] = app.paypal.subscriptions.get(subscriptionId)!.transactions
    await applied(app.paypal.saleEvent('PAYMENT.SALE.COMPLETED', subscriptionId, payment!))
    // The refund names the sale only; the subscription is found through the stored sale.
    const refund = app.paypal.saleEvent('PAYMENT.SALE.REFUNDED', subscriptionId, payment!)
    expect(refund.resource).not.toHaveProperty('billing_agreement_id')
    await applied(refund)
    expect((await app.userRow(user.id)).subscriptionStatus).toBe('cancelled')
    await waitFor(async () => app.paypal.subscriptions.get(subscriptionId)?.status === 'CANCELLED')
    const usage = await (await client.get('/api/billing/usage')).json()
    expect(usage.effectiveTier).toBe('free')
  })

  it('a partial refund changes nothing', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    const [payment] = app.paypal.subscriptions.get(subscriptionId)!.transactions
    await applied(app.paypal.saleEvent('PAYMENT.SALE.COMPLETED', subscriptionId, payment!))
    await applied(app.paypal.saleEvent('PAYMENT.SALE.REFUNDED', subscriptionId, payment!, '10.00'))
    expect((await app.userRow(user.id)).subscriptionStatus).toBe('active')
    expect(app.paypal.subscriptions.get(subscriptionId)?.status).toBe('ACTIVE')
  })

  it('a chargeback (PAYMENT.SALE.REVERSED) does not leave access behind', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'elite')
    const [payment] = app.paypal.subscriptions.get(subscriptionId)!.transactions
    await applied(app.paypal.saleEvent('PAYMENT.SALE.REVERSED', subscriptionId, payment!))
    expect((await app.userRow(user.id)).subscriptionStatus).toBe('cancelled')
    await waitFor(async () => app.paypal.subscriptions.get(subscriptionId)?.status === 'CANCELLED')
  })
})

describe('activations and plan changes by webhook', () => {
  it('an ACTIVATED event grants a paid order whose buyer never came back', async () => {
    const { client, user } = await app.signedIn()
    const { subscriptionId } = await app.startOrder(client, 'pro')
    app.paypal.approve(subscriptionId, 'PAYER9')
    await applied(app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId))
    expect(await app.userRow(user.id)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
  })

  it('an ACTIVATED event that grants a new subscription cancels the one it replaced', async () => {
    const { client, user } = await app.signedIn()
    const old = await app.subscribe(client, 'basic')
    app.paypal.failNext(`/v1/billing/subscriptions/${old}/revise`, 422, {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [{ issue: 'USER_ACCOUNT_CLOSED', description: 'User account locked or closed.' }],
    })
    const { subscriptionId } = await app.startOrder(client, 'elite')
    expect(subscriptionId).not.toBe(old)
    app.paypal.approve(subscriptionId)
    await applied(app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId))
    expect(await app.userRow(user.id)).toMatchObject({
      subscriptionTier: 'elite',
      paypalSubscriptionId: subscriptionId,
    })
    await waitFor(async () => app.paypal.subscriptions.get(old)?.status === 'CANCELLED')
  })

  it('BILLING.SUBSCRIPTION.UPDATED: the tier follows the plan PayPal now bills', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'basic')
    const { approvalUrl } = await app.startOrder(client, 'elite')
    await app.approveAtPayPal(approvalUrl)
    // The buyer consented but never came back; PayPal tells us.
    await applied(app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.UPDATED', subscriptionId))
    expect((await app.userRow(user.id)).subscriptionTier).toBe('elite')
  })

  it('a subscription approved at PayPal after its account was deleted is cancelled there when it activates', async () => {
    const { client, user } = await app.signedIn()
    const { approvalUrl, subscriptionId } = await app.startOrder(client, 'pro')
    const deleted = await client.post('/api/account/delete', {
      currentPassword: FACTORY_PASSWORD,
      confirmation: 'DELETE',
    })
    expect(deleted.status).toBe(200)
    // PayPal cannot cancel a subscription still waiting for approval: the approve page still works.
    await app.approveAtPayPal(approvalUrl)
    app.paypal.activateBySystem(subscriptionId)
    expect(app.paypal.subscriptions.get(subscriptionId)?.status).toBe('ACTIVE')
    await applied(app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId))
    const sub = app.paypal.subscriptions.get(subscriptionId)
    expect(sub?.status).toBe('CANCELLED')
    expect(sub?.customId).toBe(user.id)
  })

  it('one whose user still exists, with no open order any more, is not cancelled by that rule', async () => {
    const { client, user } = await app.signedIn()
    const { approvalUrl, subscriptionId } = await app.startOrder(client, 'basic')
    await app.t.database.db
      .update(paypalOrders)
      .set({ status: 'expired' })
      .where(eq(paypalOrders.userId, user.id))
    await app.approveAtPayPal(approvalUrl)
    app.paypal.activateBySystem(subscriptionId)
    await applied(app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId))
    expect(app.paypal.subscriptions.get(subscriptionId)?.status).toBe('ACTIVE')
  })
})
