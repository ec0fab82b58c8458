/**
 * The subscribe flow through the real PayPal adapter, against a local server that speaks
 * PayPal's REST API and behaves as PayPal does: the buyer returns with subscription_id,
 * ba_token and a token that is neither (no PayerID), PayPal activates the subscription itself,
 * and a change of plan is a revise the buyer consents to.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paypalOrders, subscriptionCancellations } from '../../db/schema'
import { buildPayPalTestApp, type PayPalTestApp, waitFor } from '../../testing/paypal-app'
import { applyPaymentWebhookJob } from './apply-payment-webhook.job'
import { cancelReplacedSubscriptionJob } from './cancel-replaced-subscription.job'

let app: PayPalTestApp
beforeAll(async () => {
  app = await buildPayPalTestApp({ jobs: [applyPaymentWebhookJob, cancelReplacedSubscriptionJob] })
})
afterAll(() => app.close())
beforeEach(() => app.paypal.setActivationDelay(0))

const requestsTo = (path: string, method = 'POST') =>
  app.paypal.requests.filter((r) => r.method === method && r.path === path)

describe('subscribing with PayPal', () => {
  it('creates the subscription with custom_id, return URLs and an idempotency key, then grants on ACTIVE', async () => {
    const { client, user } = await app.signedIn()
    const { approvalUrl, subscriptionId } = await app.startOrder(client, 'pro')
    expect(approvalUrl.startsWith(app.paypal.baseUrl)).toBe(true)
    const sent = requestsTo('/v1/billing/subscriptions').at(-1)!
    expect(sent.headers['paypal-request-id']).toBeTruthy()
    expect(sent.body).toMatchObject({
      plan_id: app.paypal.plans.pro,
      custom_id: user.id,
      application_context: {
        user_action: 'SUBSCRIBE_NOW',
        return_url: 'http://app.test/subscription-success?tier=pro',
        cancel_url: 'http://app.test/subscription-cancelled',
      },
    })

    const back = await app.approveAtPayPal(approvalUrl)
    const done = await app.complete(client, back)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({
      tier: 'pro',
      status: 'active',
      message: 'Your Pro subscription is now active.',
    })
    expect(await app.userRow(user.id)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      paypalSubscriptionId: subscriptionId,
    })
  })

  it('completes on the return URL PayPal really sends: subscription_id, ba_token, a token that is neither, no PayerID', async () => {
    const { client, user } = await app.signedIn()
    const { approvalUrl, subscriptionId } = await app.startOrder(client, 'basic')
    const back = await app.approveAtPayPal(approvalUrl)
    expect(back.get('subscription_id')).toBe(subscriptionId)
    expect(back.has('PayerID')).toBe(false)
    expect(back.get('token')).not.toBe(subscriptionId)

    // What the success page sends: the token as given, subscription_id and ba_token.
    const response = await client.post('/api/paypal/complete-subscription', {
      token: back.get('token'),
      subscriptionId: back.get('subscription_id'),
      baToken: back.get('ba_token'),
    })
    expect(response.status).toBe(200)
    expect((await app.userRow(user.id)).subscriptionTier).toBe('basic')
  })

  it('finds the order by ba_token alone, and by subscription_id alone', async () => {
    for (const only of ['baToken', 'subscriptionId'] as const) {
      const { client, user } = await app.signedIn()
      const { approvalUrl } = await app.startOrder(client, 'elite')
      const back = await app.approveAtPayPal(approvalUrl)
      const body =
        only === 'baToken'
          ? { baToken: back.get('ba_token') }
          : { subscriptionId: back.get('subscription_id') }
      const response = await client.post('/api/paypal/complete-subscription', body)
      expect(response.status, only).toBe(200)
      expect((await app.userRow(user.id)).subscriptionTier).toBe('elite')
    }
  })

  it('never activates: it waits while PayPal activates the approved subscription itself', async () => {
    app.paypal.setActivationDelay(400)
    const { client, user } = await app.signedIn()
    const { approvalUrl, subscriptionId } = await app.startOrder(client, 'pro')
    const back = await app.approveAtPayPal(approvalUrl)
    expect(app.paypal.subscriptions.get(subscriptionId)?.status).toBe('APPROVED')
    const response = await app.complete(client, back)
    expect(response.status).toBe(200)
    expect(requestsTo(`/v1/billing/subscriptions/${subscriptionId}/activate`)).toHaveLength(0)
    expect((await app.userRow(user.id)).subscriptionStatus).toBe('active')
  })

  it('answers 202 pending while PayPal has not activated it; the ACTIVATED webhook grants it', async () => {
    app.paypal.setActivationDelay(null)
    const { client, user } = await app.signedIn()
    const { approvalUrl, subscriptionId } = await app.startOrder(client, 'basic')
    const back = await app.approveAtPayPal(approvalUrl)
    const pending = await app.complete(client, back)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({
      tier: 'basic',
      status: 'pending',
      message: 'PayPal has approved your Basic subscription and is activating it.',
    })
    expect((await app.userRow(user.id)).subscriptionStatus).not.toBe('active')
    expect(requestsTo(`/v1/billing/subscriptions/${subscriptionId}/activate`)).toHaveLength(0)

    app.paypal.activateBySystem(subscriptionId)
    const event = app.paypal.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId)
    await app.deliver(event)
    await waitFor(() => app.processed(event.id))
    expect(await app.userRow(user.id)).toMatchObject({
      subscriptionTier: 'basic',
      subscriptionStatus: 'active',
    })
    const again = await app.complete(client, back)
    expect(again.status).toBe(200)
    expect((await again.json()).status).toBe('active')
  })

  it('a subscription still awaiting approval grants nothing', async () => {
    const { client, user } = await app.signedIn()
    const { subscriptionId } = await app.startOrder(client, 'elite')
    const response = await client.post('/api/paypal/complete-subscription', {
      subscriptionId,
      payerId: 'FORGED',
    })
    expect(response.status).toBe(402)
    expect((await response.json()).code).toBe('PAYMENT_NOT_APPROVED')
    expect((await app.userRow(user.id)).subscriptionTier).toBe('free')
  })

  it('a subscription created for another user is refused', async () => {
    const { client, user } = await app.signedIn()
    const { approvalUrl, subscriptionId } = await app.startOrder(client, 'pro')
    const back = await app.approveAtPayPal(approvalUrl)
    app.paypal.subscriptions.get(subscriptionId)!.customId = 'someone-else'
    const response = await app.complete(client, back)
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('ORDER_MISMATCH')
    expect((await app.userRow(user.id)).subscriptionStatus).not.toBe('active')
  })

  it("another user's return parameters find nothing", async () => {
    const buyer = await app.signedIn()
    const { approvalUrl } = await app.startOrder(buyer.client, 'pro')
    const back = await app.approveAtPayPal(approvalUrl)
    const thief = await app.signedIn()
    const response = await app.complete(thief.client, back)
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('ORDER_NOT_FOUND')
  })

  it('10 parallel create calls make one PayPal subscription', async () => {
    const { client, user } = await app.signedIn()
    const before = app.paypal.subscriptions.size
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
    expect(app.paypal.subscriptions.size - before).toBe(1)
    const mine = [...app.paypal.subscriptions.values()].filter((s) => s.customId === user.id)
    expect(mine).toHaveLength(1)
  })
})

describe('changing plan', () => {
  it('an upgrade revises the subscription the buyer has: one subscription, consent, new tier', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'basic')
    const before = app.paypal.subscriptions.size

    const { approvalUrl } = await app.startOrder(client, 'pro')
    expect(approvalUrl).toContain('/webapps/billing/subscriptions/update?ba_token=')
    expect(app.paypal.subscriptions.size).toBe(before)
    const revise = requestsTo(`/v1/billing/subscriptions/${subscriptionId}/revise`)
    expect(revise).toHaveLength(1)
    expect(revise[0]?.body).toMatchObject({ plan_id: app.paypal.plans.pro })

    const back = await app.approveAtPayPal(approvalUrl)
    expect(back.get('subscription_id')).toBe(subscriptionId)
    const done = await app.complete(client, back)
    expect(done.status).toBe(200)
    expect((await done.json()).tier).toBe('pro')
    expect(await app.userRow(user.id)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      paypalSubscriptionId: subscriptionId,
    })
    expect(requestsTo(`/v1/billing/subscriptions/${subscriptionId}/cancel`)).toHaveLength(0)
    expect(app.paypal.subscriptions.get(subscriptionId)?.status).toBe('ACTIVE')
  })

  it('a plan change not yet consented to is pending and changes nothing', async () => {
    const { client, user } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'basic')
    await app.startOrder(client, 'elite')
    const early = await client.post('/api/paypal/complete-subscription', { subscriptionId })
    expect(early.status).toBe(202)
    expect((await app.userRow(user.id)).subscriptionTier).toBe('basic')
  })

  it('when PayPal will not revise, a new subscription replaces the old one, which is cancelled', async () => {
    const { client, user } = await app.signedIn()
    const old = await app.subscribe(client, 'basic')
    app.paypal.failNext(`/v1/billing/subscriptions/${old}/revise`, 422, {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [{ issue: 'USER_ACCOUNT_CLOSED', description: 'User account locked or closed.' }],
    })
    const replacement = await app.subscribe(client, 'elite')
    expect(replacement).not.toBe(old)
    expect((await app.userRow(user.id)).paypalSubscriptionId).toBe(replacement)
    // The job cancels at PayPal first, then records the cancellation done: wait for both.
    const cancellation = async () => {
      const [wish] = await app.t.database.db
        .select()
        .from(subscriptionCancellations)
        .where(eq(subscriptionCancellations.subscriptionId, old))
      return wish
    }
    await waitFor(
      async () =>
        app.paypal.subscriptions.get(old)?.status === 'CANCELLED' &&
        Boolean((await cancellation())?.doneAt),
    )
    expect(app.paypal.subscriptions.get(old)?.status).toBe('CANCELLED')
    expect((await cancellation())?.doneAt).toBeInstanceOf(Date)
    const [order] = await app.t.database.db
      .select()
      .from(paypalOrders)
      .where(eq(paypalOrders.paypalOrderId, replacement))
    expect(order?.status).toBe('completed')
  })
})

describe('billing history', () => {
  it("lists the user's PayPal payments, newest first, with date, amount and status", async () => {
    const { client } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    const history = await client.get('/api/billing/history')
    expect(history.status).toBe(200)
    const body = await history.json()
    expect(body.simulated).toBe(false)
    expect(Date.parse(body.nextBillingAt)).toBeGreaterThan(Date.now())
    expect(body.nextBillingAt).toBe(app.paypal.subscriptions.get(subscriptionId)?.nextBillingTime)
    expect(body.transactions).toEqual([
      {
        id: app.paypal.subscriptions.get(subscriptionId)?.transactions[0]?.id,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        amount: '69.99',
        currency: 'USD',
        status: 'COMPLETED',
        tier: 'pro',
      },
    ])
    const asked = app.paypal.requests.filter(
      (r) => r.path === `/v1/billing/subscriptions/${subscriptionId}/transactions`,
    )
    expect(asked[0]?.query.get('start_time')).toMatch(/Z$/)
    expect(asked[0]?.query.get('end_time')).toMatch(/Z$/)
  })

  it('after an upgrade, lists the Pro payment and the Elite one, newest first, each with its plan', async () => {
    const { client } = await app.signedIn()
    const subscriptionId = await app.subscribe(client, 'pro')
    const { approvalUrl } = await app.startOrder(client, 'elite')
    expect((await app.complete(client, await app.approveAtPayPal(approvalUrl))).status).toBe(200)
    // PayPal bills the new plan from the next cycle on: a payment after the change (its times
    // are whole seconds, so a second later than the change this app recorded).
    await new Promise((resolve) => setTimeout(resolve, 1100))
    app.paypal.chargeNow(subscriptionId)
    const body = await (await client.get('/api/billing/history')).json()
    const [pro, elite] = app.paypal.subscriptions.get(subscriptionId)?.transactions ?? []
    expect(
      body.transactions.map((tx: { id: string; amount: string; tier: string }) => [
        tx.id,
        tx.amount,
        tx.tier,
      ]),
    ).toEqual([
      [elite?.id, '99.00', 'elite'],
      [pro?.id, '69.99', 'pro'],
    ])
  })

  it('is empty for a user who never paid, and needs a session', async () => {
    const { client } = await app.signedIn()
    expect(await (await client.get('/api/billing/history')).json()).toEqual({
      simulated: false,
      nextBillingAt: null,
      transactions: [],
    })
    expect((await fetch(`${app.t.baseUrl}/api/billing/history`)).status).toBe(401)
  })
})
