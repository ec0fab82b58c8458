/**
 * The payment simulator standing in for PayPal beyond the first payment: a change of plan is a
 * revise the payer approves, and its payments are listed in the billing history, labelled.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paypalOrders, simulatedSubscriptions, users } from '../../db/schema'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { approveOnSimulator, returnBody } from '../../testing/simulator-checkout'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function signedIn(): Promise<{ client: TestClient; userId: string }> {
  const { client, user } = await signInNewUser(t)
  return { client, userId: user.id }
}

const create = (client: TestClient, tier: string) =>
  client.post('/api/paypal/create-subscription', { subscriptionId: `${tier}-monthly`, tier })

describe('the simulator after the first payment', () => {
  it('a change of plan revises the simulated subscription after the payer approves it', async () => {
    const { client, userId } = await signedIn()
    const first = await approveOnSimulator(
      client,
      (await (await create(client, 'basic')).json()).approvalUrl,
    )
    await client.post('/api/paypal/complete-subscription', returnBody(first))
    const subscriptionId = first.searchParams.get('subscription_id')!

    const { approvalUrl } = await (await create(client, 'elite')).json()
    const page = await client.get(new URL(approvalUrl).pathname + new URL(approvalUrl).search)
    expect(await page.text()).toContain('Approve your plan change')
    const back = await approveOnSimulator(client, approvalUrl)
    expect(back.searchParams.get('subscription_id')).toBe(subscriptionId)
    const done = await client.post('/api/paypal/complete-subscription', returnBody(back))
    expect(done.status).toBe(200)
    expect((await done.json()).tier).toBe('elite')
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId))
    expect(user).toMatchObject({ subscriptionTier: 'elite', paypalSubscriptionId: subscriptionId })
    const subs = await t.database.db
      .select()
      .from(simulatedSubscriptions)
      .where(eq(simulatedSubscriptions.customId, userId))
    expect(subs.map((sub) => [sub.status, sub.planId])).toEqual([['ACTIVE', 'SIM-PLAN-ELITE']])
  })

  it("billing history lists the simulator's own payments, labelled simulated", async () => {
    const { client, userId } = await signedIn()
    const back = await approveOnSimulator(
      client,
      (await (await create(client, 'pro')).json()).approvalUrl,
    )
    await client.post('/api/paypal/complete-subscription', returnBody(back))
    // Two months ago: the activation payment and one monthly payment since.
    await t.database.db
      .update(simulatedSubscriptions)
      .set({ activatedAt: new Date(Date.now() - 40 * 24 * 3600_000) })
      .where(eq(simulatedSubscriptions.customId, userId))
    await t.database.db
      .update(paypalOrders)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600_000) })
      .where(eq(paypalOrders.userId, userId))
    const history = await (await client.get('/api/billing/history')).json()
    expect(history.simulated).toBe(true)
    expect(
      history.transactions.map((tx: { amount: string; status: string }) => [tx.amount, tx.status]),
    ).toEqual([
      ['69.99', 'COMPLETED'],
      ['69.99', 'COMPLETED'],
    ])
    const [newest, oldest] = history.transactions
    expect(Date.parse(newest.time)).toBeGreaterThan(Date.parse(oldest.time))
    expect(newest.id).toMatch(/^SIMTX-/)
  })

  it('an upgrade keeps the earlier payment at its price and plan; the next one is the new plan', async () => {
    const { client, userId } = await signedIn()
    const first = await approveOnSimulator(
      client,
      (await (await create(client, 'pro')).json()).approvalUrl,
    )
    await client.post('/api/paypal/complete-subscription', returnBody(first))
    const upgrade = await approveOnSimulator(
      client,
      (await (await create(client, 'elite')).json()).approvalUrl,
    )
    expect(
      (await client.post('/api/paypal/complete-subscription', returnBody(upgrade))).status,
    ).toBe(200)

    // Just after the upgrade: the Pro payment, as it was paid (the new price applies next month).
    const now = await (await client.get('/api/billing/history')).json()
    expect(
      now.transactions.map((tx: { amount: string; tier: string }) => [tx.amount, tx.tier]),
    ).toEqual([['69.99', 'pro']])

    // Forty days on: Pro paid 40 days ago, the upgrade 35 days ago, Elite's first payment since.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000)
    const [sub] = await t.database.db
      .select()
      .from(simulatedSubscriptions)
      .where(eq(simulatedSubscriptions.customId, userId))
    await t.database.db
      .update(simulatedSubscriptions)
      .set({
        activatedAt: daysAgo(40),
        earlierPlans: sub!.earlierPlans.map((plan) => ({
          ...plan,
          until: daysAgo(35).toISOString(),
        })),
      })
      .where(eq(simulatedSubscriptions.customId, userId))
    const orders = await t.database.db
      .select()
      .from(paypalOrders)
      .where(eq(paypalOrders.userId, userId))
    for (const order of orders) {
      const at = daysAgo(order.subscriptionTier === 'pro' ? 40 : 35)
      await t.database.db
        .update(paypalOrders)
        .set({ createdAt: at, completedAt: at })
        .where(eq(paypalOrders.id, order.id))
    }
    const later = await (await client.get('/api/billing/history')).json()
    expect(
      later.transactions.map((tx: { amount: string; tier: string; status: string }) => [
        tx.amount,
        tx.tier,
        tx.status,
      ]),
    ).toEqual([
      ['99.00', 'elite', 'COMPLETED'],
      ['69.99', 'pro', 'COMPLETED'],
    ])
    const [elite, pro] = later.transactions
    expect(Date.parse(elite.time)).toBeGreaterThan(Date.parse(pro.time))
  })
})
