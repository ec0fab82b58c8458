/**
 * Test helper: the real app with the real PayPal adapter pointed at the fake PayPal, and the
 * steps a buyer and PayPal take: start an order, follow PayPal's approve link back to the
 * return URL (subscription_id, ba_token, token; no PayerID), complete as the success page does,
 * deliver signed webhooks.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { expect } from 'vitest'
import { paymentWebhookEvents, users } from '../db/schema'
import type { JobDefinition } from '../jobs/job-definition'
import { createPayPalProvider } from '../modules/billing'
import { type FakePayPal, type FakePayPalOptions, startFakePayPal } from './fake-paypal'
import type { TestClient } from './http-client'
import { signInNewUser } from './signed-in'
import { buildTestApp, type TestApp } from './test-app'

type Tier = 'basic' | 'pro' | 'elite'

export interface PayPalTestApp {
  t: TestApp
  paypal: FakePayPal
  signedIn: () => ReturnType<typeof signInNewUser>
  /** POST create-subscription; the approve link and the subscription it approves. */
  startOrder(
    client: TestClient,
    tier: Tier,
  ): Promise<{ approvalUrl: string; subscriptionId: string }>
  /** The buyer opens the approve link; PayPal sends them back: the return URL's parameters. */
  approveAtPayPal(approvalUrl: string): Promise<URLSearchParams>
  /** POST complete-subscription with what the success page reads from the return URL. */
  complete(client: TestClient, back: URLSearchParams): Promise<Response>
  /** start, approve, complete: the user is subscribed; returns the subscription id. */
  subscribe(client: TestClient, tier: Tier): Promise<string>
  deliver(event: object): Promise<Response>
  userRow(id: string): Promise<typeof users.$inferSelect>
  processed(eventId: string): Promise<boolean>
  close(): Promise<void>
}

/** Polls `check` every 100 ms until it holds (or fails after `ms`). */
export async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition not met in time')
}

export async function buildPayPalTestApp(
  options: { jobs?: readonly JobDefinition[]; fake?: FakePayPalOptions } = {},
): Promise<PayPalTestApp> {
  const paypal = await startFakePayPal(options.fake)
  const t = await buildTestApp({
    jobs: options.jobs,
    payments: () =>
      createPayPalProvider({
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        baseUrl: paypal.baseUrl,
        webhookId: paypal.webhookId,
        planIds: paypal.plans,
        retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
        log: pino({ level: 'silent' }),
      }),
  })

  const subscriptionOfLink = (approvalUrl: string) => {
    const baToken = new URL(approvalUrl).searchParams.get('ba_token')
    const sub = [...paypal.subscriptions.values()].find(
      (s) => s.baToken === baToken || s.revision?.baToken === baToken,
    )
    if (!sub) throw new Error(`no subscription behind ${approvalUrl}`)
    return sub.id
  }

  const app: PayPalTestApp = {
    t,
    paypal,
    signedIn: () => signInNewUser(t),
    async startOrder(client, tier) {
      const response = await client.post('/api/paypal/create-subscription', {
        subscriptionId: `${tier}-monthly`,
        tier,
      })
      expect(response.status).toBe(200)
      const { approvalUrl } = (await response.json()) as { approvalUrl: string }
      return { approvalUrl, subscriptionId: subscriptionOfLink(approvalUrl) }
    },
    async approveAtPayPal(approvalUrl) {
      const page = await fetch(approvalUrl, { redirect: 'manual' })
      expect(page.status).toBe(302)
      return new URL(page.headers.get('location') ?? '').searchParams
    },
    complete(client, back) {
      return client.post('/api/paypal/complete-subscription', {
        token: back.get('token') ?? undefined,
        payerId: back.get('PayerID') ?? undefined,
        subscriptionId: back.get('subscription_id') ?? undefined,
        baToken: back.get('ba_token') ?? undefined,
      })
    },
    async subscribe(client, tier) {
      const { approvalUrl, subscriptionId } = await app.startOrder(client, tier)
      const response = await app.complete(client, await app.approveAtPayPal(approvalUrl))
      expect(response.status).toBe(200)
      return subscriptionId
    },
    deliver(event) {
      const { headers, rawBody } = paypal.signWebhook(event)
      return fetch(`${t.baseUrl}/api/paypal/webhook`, { method: 'POST', headers, body: rawBody })
    },
    async userRow(id) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
      return row!
    },
    async processed(eventId) {
      const [row] = await t.database.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, eventId))
      return Boolean(row?.processedAt)
    },
    async close() {
      await t.close()
      await paypal.close()
    },
  }
  return app
}
