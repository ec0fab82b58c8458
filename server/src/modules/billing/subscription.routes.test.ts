import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paypalOrders, simulatedSubscriptions, users } from '../../db/schema'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { createTestClient, type TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { approveOnSimulator, returnBody } from '../../testing/simulator-checkout'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function signedIn(overrides = {}): Promise<{ client: TestClient; userId: string }> {
  const { client, user } = await signInNewUser(t, overrides)
  return { client, userId: user.id }
}

const create = (client: TestClient, tier: string) =>
  client.post('/api/paypal/create-subscription', { subscriptionId: `${tier}-monthly`, tier })

describe('subscribe through the simulator', () => {
  it('create -> approve -> complete grants the tier; completing again is idempotent', async () => {
    const { client, userId } = await signedIn()
    const created = await create(client, 'pro')
    expect(created.status).toBe(200)
    const { approvalUrl } = await created.json()
    expect(approvalUrl).toMatch(/\/api\/billing\/simulator\/checkout\?ba_token=BA-SIM[0-9A-F]{16}$/)

    const [order] = await t.database.db
      .select()
      .from(paypalOrders)
      .where(eq(paypalOrders.userId, userId))
    expect(order).toMatchObject({
      subscriptionTier: 'pro',
      expectedAmount: '69.99',
      currency: 'USD',
      status: 'pending',
    })

    const back = await approveOnSimulator(client, approvalUrl)
    expect(back.pathname).toBe('/subscription-success')
    // Shaped as PayPal's: subscription_id, ba_token, a token that is neither, and no PayerID.
    expect(back.searchParams.get('tier')).toBe('pro')
    expect(back.searchParams.get('subscription_id')).toBe(order?.paypalOrderId)
    expect(back.searchParams.get('ba_token')).toBe(
      new URL(approvalUrl).searchParams.get('ba_token'),
    )
    expect(back.searchParams.get('token')).toMatch(/^[0-9A-F]{17}$/)
    expect(back.searchParams.has('PayerID')).toBe(false)

    const completed = await client.post('/api/paypal/complete-subscription', returnBody(back))
    expect(completed.status).toBe(200)
    expect(await completed.json()).toEqual({
      tier: 'pro',
      status: 'active',
      message: 'Your Pro subscription is now active.',
    })
    const me = await (await client.get('/api/user')).json()
    expect(me).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'active' })

    const again = await client.post('/api/paypal/complete-subscription', returnBody(back))
    expect(again.status).toBe(200)
    expect((await again.json()).tier).toBe('pro')

    const second = await (await create(client, 'pro')).json()
    expect(second).toEqual({
      approvalUrl: null,
      message: 'You already have an active subscription.',
    })
  })

  it('does not grant a subscription that was never approved', async () => {
    const { client, userId } = await signedIn()
    const { approvalUrl } = await (await create(client, 'elite')).json()
    const baToken = new URL(approvalUrl).searchParams.get('ba_token')!
    const response = await client.post('/api/paypal/complete-subscription', {
      baToken,
      payerId: 'FORGED',
    })
    expect(response.status).toBe(402)
    expect((await response.json()).code).toBe('PAYMENT_NOT_APPROVED')
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId))
    expect(user?.subscriptionStatus).not.toBe('active')
  })

  it("refuses another user's token and a made-up token", async () => {
    const buyer = await signedIn()
    const { approvalUrl } = await (await create(buyer.client, 'basic')).json()
    const back = await approveOnSimulator(buyer.client, approvalUrl)

    const thief = await signedIn()
    const stolen = await thief.client.post('/api/paypal/complete-subscription', returnBody(back))
    expect(stolen.status).toBe(404)
    expect((await stolen.json()).code).toBe('ORDER_NOT_FOUND')
    const invented = await thief.client.post('/api/paypal/complete-subscription', {
      token: 'SIM-invented',
      payerId: 'X',
    })
    expect(invented.status).toBe(404)
    expect((await invented.json()).code).toBe('ORDER_NOT_FOUND')
    const me = await (await thief.client.get('/api/user')).json()
    expect(me.subscriptionStatus).not.toBe('active')
  })

  it('refuses a subscription whose plan is not the one ordered (tampered provider state)', async () => {
    const { client, userId } = await signedIn()
    const { approvalUrl } = await (await create(client, 'basic')).json()
    const back = await approveOnSimulator(client, approvalUrl)
    await t.database.db
      .update(simulatedSubscriptions)
      .set({ planId: 'SIM-PLAN-ELITE' })
      .where(eq(simulatedSubscriptions.id, back.searchParams.get('subscription_id')!))
    const response = await client.post('/api/paypal/complete-subscription', returnBody(back))
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('ORDER_MISMATCH')
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId))
    expect(user?.subscriptionTier).toBe('free')
    // The rejected order stays closed: completing it again is refused as such.
    const again = await client.post('/api/paypal/complete-subscription', returnBody(back))
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      code: 'ORDER_NOT_OPEN',
      message:
        'No subscription order matches this payment. Please start again from the plans page.',
    })
  })

  it('10 parallel create calls make one order and one provider subscription', async () => {
    const { client, userId } = await signedIn()
    const replies = await Promise.all(Array.from({ length: 10 }, () => create(client, 'pro')))
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200))
    const urls = new Set(await Promise.all(replies.map(async (r) => (await r.json()).approvalUrl)))
    expect(urls.size).toBe(1)
    const orders = await t.database.db
      .select()
      .from(paypalOrders)
      .where(eq(paypalOrders.userId, userId))
    expect(orders).toHaveLength(1)
    const subs = await t.database.db
      .select()
      .from(simulatedSubscriptions)
      .where(eq(simulatedSubscriptions.customId, userId))
    expect(subs).toHaveLength(1)
  })

  it('cancelling on the simulator page goes to /subscription-cancelled and grants nothing', async () => {
    const { client } = await signedIn()
    const { approvalUrl } = await (await create(client, 'pro')).json()
    const baToken = new URL(approvalUrl).searchParams.get('ba_token')!
    const cancelled = await client.request('/api/billing/simulator/checkout/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `ba_token=${baToken}`,
    })
    expect(cancelled.status).toBe(303)
    expect(new URL(cancelled.headers.get('location')!).pathname).toBe('/subscription-cancelled')
    expect((await client.post('/api/paypal/complete-subscription', { baToken })).status).toBe(402)
  })

  it('cancel from My Account: access stays until the end of the period', async () => {
    const { client } = await signedIn()
    const { approvalUrl } = await (await create(client, 'basic')).json()
    const back = await approveOnSimulator(client, approvalUrl)
    await client.post('/api/paypal/complete-subscription', returnBody(back))
    const response = await client.post('/api/billing/cancel')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toContain('cancelled')
    expect(Date.parse(body.endsAt)).not.toBeNaN()
    const twice = await client.post('/api/billing/cancel')
    expect(twice.status).toBe(400)
    expect((await twice.json()).code).toBe('SUBSCRIPTION_ALREADY_CANCELLED')
  })

  it('cancelling without a subscription, or opening an unknown test checkout, is refused', async () => {
    const { client } = await signedIn()
    const cancel = await client.post('/api/billing/cancel')
    expect(cancel.status).toBe(400)
    expect(await cancel.json()).toEqual({
      code: 'NO_ACTIVE_SUBSCRIPTION',
      message: 'You have no active subscription to cancel.',
    })
    const checkout = await client.get(
      '/api/billing/simulator/checkout?ba_token=BA-SIM0000000000000000',
    )
    expect(checkout.status).toBe(404)
    expect((await checkout.json()).code).toBe('CHECKOUT_NOT_FOUND')
    const malformed = await client.get('/api/billing/simulator/checkout?ba_token=SIM-x')
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).message).toContain('This test checkout link is not valid.')
  })
})

describe('bad input and refusals', () => {
  it.each([
    [{ subscriptionId: 'gold-monthly', tier: 'gold' }],
    [{ subscriptionId: 'pro-monthly', tier: 'elite' }],
    [{}],
    [{ subscriptionId: 5, tier: null }],
  ])('create-subscription %j -> 400', async (body) => {
    const { client } = await signedIn()
    const response = await client.post('/api/paypal/create-subscription', body)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBeTruthy()
  })

  it('complete-subscription without a token -> 400', async () => {
    const { client } = await signedIn()
    const response = await client.post('/api/paypal/complete-subscription', { token: '  ' })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('The payment token is missing.')
  })

  it.each([
    '/api/paypal/create-subscription',
    '/api/paypal/complete-subscription',
    '/api/billing/cancel',
  ])('%s needs a session', async (path) => {
    expect((await createTestClient(t.baseUrl).post(path, {})).status).toBe(401)
  })

  it("answers 'Subscription service not available' when payments are off", async () => {
    const off = await buildTestApp({ payments: 'off' })
    try {
      const user = await buildUser(off.database.db)
      const client = createTestClient(off.baseUrl)
      await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
      const response = await create(client, 'pro')
      expect(response.status).toBe(503)
      const refusal = await response.json()
      expect(refusal.message).toContain('Subscription service not available')
      expect(refusal.code).toBe('PAYMENTS_NOT_CONFIGURED')
      expect((await client.get('/api/billing/simulator/checkout?token=SIM-abcdefgh')).status).toBe(
        404,
      )
    } finally {
      await off.close()
    }
  })
})
