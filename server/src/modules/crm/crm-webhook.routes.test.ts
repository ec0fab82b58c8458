/**
 * The signed webhook: connected with a secret shown once, a push delivered by the job as a JSON
 * POST whose Standard Webhooks signature (webhook-id, webhook-timestamp, webhook-signature)
 * verifies with that secret in the `standardwebhooks` library (and a replayed old timestamp does
 * not), a
 * second push delivering nothing new, a failing endpoint retried with backoff and then disabled,
 * and the SSRF guard refusing private and loopback targets where they are not allowed.
 */

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connectCrmResponse, listCrmConnectionsResponse } from '@common/contracts/crm'
import { leadsPushedEvent } from '@common/contracts/webhook-events'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crmWebhookDeliveries } from '../../db/schema'
import { generateWebhookSecret } from '../../lib/signed-webhook'
import { buildCrmLead, connect, push, pushed } from '../../testing/crm-test-helpers'
import { tierFields } from '../../testing/factories'
import { signInNewUser } from '../../testing/signed-in'
import { verifiesAsStandardWebhook as verifies } from '../../testing/standard-webhook-check'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { createDeliverWebhookJob } from './webhook/deliver-webhook.job'

interface Received {
  at: number
  path: string
  headers: IncomingHttpHeaders
  body: string
}

let t: TestApp
let receiver: Server
let receiverUrl: string
const received: Received[] = []
/** What the receiver answers, by path. */
const answers = new Map<string, number>()

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    received.push({
      at: Date.now(),
      path: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    })
    res.writeHead(answers.get(req.url ?? '/') ?? 204)
    res.end()
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  t = await buildTestApp({
    config: { CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: true },
    jobs: [createDeliverWebhookJob({ attempts: 3, delaySeconds: 1 })],
  })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function connectedWebhook(path: string) {
  const signedIn = await signInNewUser(t, tierFields('pro'))
  const response = await connect(signedIn.client, {
    provider: 'webhook',
    url: `${receiverUrl}${path}`,
  })
  expect(response.status).toBe(201)
  const body = connectCrmResponse.parse(await response.json())
  return { ...signedIn, secret: body.webhookSecret! }
}

describe('the signed webhook', () => {
  it('delivers a push signed with the secret shown once, and a second push sends nothing', async () => {
    const { client, user, secret } = await connectedWebhook('/hooks/ok')
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32)
    const listed = await (await client.get('/api/crm/connections')).text()
    expect(listed).not.toContain(secret)

    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    const sample = await buildCrmLead(t.database.db, { userId: user.id, isSample: true })
    expect(await pushed(client, 'webhook', [lead.id, sample.id])).toMatchObject({
      queued: 2,
      skipped: { sample: 1 },
    })
    const delivery = await until('the delivery', () =>
      received.find((request) => request.path === '/hooks/ok'),
    )
    const timestamp = delivery.headers['webhook-timestamp'] as string
    expect(timestamp).toMatch(/^\d+$/)
    expect(delivery.headers['webhook-id']).toBe(JSON.parse(delivery.body).deliveryId)
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    expect(delivery.headers['webhook-signature']).toBe(
      new Webhook(secret).sign(
        delivery.headers['webhook-id'] as string,
        new Date(Number(timestamp) * 1000),
        delivery.body,
      ),
    )
    expect(verifies({ secret, body: delivery.body, headers: delivery.headers })).toBe(true)
    // Replayed ten minutes later, or with another secret, or another body: refused.
    const replay = { secret, body: delivery.body, headers: delivery.headers }
    expect(verifies({ ...replay, now: Date.now() + 600_000 })).toBe(false)
    expect(verifies({ ...replay, secret: generateWebhookSecret() })).toBe(false)
    expect(verifies({ ...replay, body: `${delivery.body} ` })).toBe(false)

    const body = JSON.parse(delivery.body)
    // What the receiver got is exactly what the OpenAPI document's webhooks describe.
    expect(leadsPushedEvent.strict().parse(body)).toEqual(body)
    expect(body.event).toBe('leads.pushed')
    expect(body.records).toHaveLength(2)
    expect(body.records.map((record: { defendant: string }) => record.defendant).sort()).toEqual([
      'Marcus Bell',
      'Tanya R Bell',
    ])
    expect(body.records[0]).toMatchObject({
      caseNumber: lead.caseNumber,
      county: 'Hamilton',
      state: 'OH',
      saleDate: '2026-05-14',
      status: 'new',
      phones: [],
    })

    expect(await pushed(client, 'webhook', [lead.id])).toMatchObject({ queued: 0, unchanged: 2 })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(received.filter((request) => request.path === '/hooks/ok')).toHaveLength(1)
  })

  it('retries a failing endpoint with backoff, then disables the webhook', async () => {
    answers.set('/hooks/down', 500)
    const { client, user } = await connectedWebhook('/hooks/down')
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    await pushed(client, 'webhook', [lead.id])
    const failed = await until('the delivery to fail', async () => {
      const [row] = await t.database.db
        .select()
        .from(crmWebhookDeliveries)
        .where(eq(crmWebhookDeliveries.userId, user.id))
      return row?.status === 'failed' ? row : undefined
    })
    expect(failed.attempts).toBe(3)
    const attempts = received.filter((request) => request.path === '/hooks/down')
    expect(attempts).toHaveLength(3)
    // Backoff: the second attempt waits longer than the first retry did (1 s, then 2 s).
    const gaps = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at]
    expect(gaps[0]).toBeGreaterThanOrEqual(900)
    expect(gaps[1]).toBeGreaterThanOrEqual(1800)
    // Each attempt is signed afresh (its own timestamp) over the same body.
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1)

    const listed = listCrmConnectionsResponse.parse(
      await (await client.get('/api/crm/connections')).json(),
    )
    expect(listed.connections[0]).toMatchObject({ status: 'disabled' })
    expect(listed.connections[0]?.lastError).toMatch(/Disabled after 3 failed attempts/)
    const refused = await push(client, 'webhook', [lead.id])
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toMatch(/disabled/)

    // Connecting again re-enables it; the records of the failed delivery are sent again.
    answers.set('/hooks/down', 200)
    expect(
      (await connect(client, { provider: 'webhook', url: `${receiverUrl}/hooks/down` })).status,
    ).toBe(201)
    expect(await pushed(client, 'webhook', [lead.id])).toMatchObject({ queued: 2 })
  })
})

describe('the SSRF guard', () => {
  let guarded: TestApp
  beforeAll(async () => {
    guarded = await buildTestApp()
  })
  afterAll(() => guarded.close())

  it('refuses loopback, private and link-local webhook targets with 400', async () => {
    const { client } = await signInNewUser(guarded, tierFields('pro'))
    for (const url of [
      receiverUrl,
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hook',
      'http://localhost/hook',
    ]) {
      const response = await connect(client, { provider: 'webhook', url })
      expect(response.status, url).toBe(400)
      const body = await response.json()
      expect(body.code).toBe('CRM_TARGET_REFUSED')
      expect(body.message).toMatch(/private or reserved address/)
    }
    const notHttp = await connect(client, { provider: 'webhook', url: 'file:///etc/passwd' })
    expect(notHttp.status).toBe(400)
    expect(await notHttp.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})
