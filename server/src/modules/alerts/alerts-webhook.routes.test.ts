/**
 * The alerts webhook through real HTTP: a receiving server on 127.0.0.1 (allowed by the test's
 * configuration) gets a test event and an alert's JSON whose Standard Webhooks signature
 * (webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">) verifies with the
 * secret shown once, kept sealed at rest; a failing
 * endpoint is retried by pg-boss and the webhook disabled with an in-app notification; the SSRF
 * guard refuses loopback and private URLs where they are not allowed; Pro has no webhooks.
 */

import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  getWebhookResponse,
  listNotificationsResponse,
  saveWebhookResponse,
} from '@common/contracts/alerts'
import { alertMatchedEvent, alertTestEvent } from '@common/contracts/webhook-events'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertWebhooks } from '../../db/schema'
import { generateWebhookSecret } from '../../lib/signed-webhook'
import { inDays, ingestSales, until } from '../../testing/alerts-test-helpers'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { verifiesAsStandardWebhook as verifies } from '../../testing/standard-webhook-check'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { evaluateAlertsJob } from './evaluation/evaluate-alerts.job'
import { createDeliverAlertWebhookJob } from './webhooks/deliver-alert-webhook.job'
import { saveWebhook } from './webhooks/webhook-settings.service'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

let t: TestApp
let guarded: TestApp
let receiver: Server
let receiverUrl: string
const received: Received[] = []
const answers = new Map<string, number>()

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    received.push({
      path: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    })
    res.writeHead(answers.get(req.url ?? '/') ?? 200)
    res.end('ok')
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  t = await buildTestApp({
    config: { ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS: true },
    jobs: [evaluateAlertsJob, createDeliverAlertWebhookJob({ attempts: 3, delaySeconds: 1 })],
    alerts: { webhookFailuresToDisable: 3 },
  })
  guarded = await buildTestApp()
})
afterAll(async () => {
  await t.close()
  await guarded.close()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

function put(client: TestClient, url: string) {
  return client.request('/api/alerts/webhook', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  })
}

async function eliteWithWebhook(path: string) {
  const signedIn = await signInNewUser(t, tierFields('elite'))
  const response = await put(signedIn.client, `${receiverUrl}${path}`)
  expect(response.status).toBe(200)
  return { ...signedIn, ...saveWebhookResponse.parse(await response.json()) }
}

describe('the alerts webhook', () => {
  it('posts a signed test event and a signed alert; the deliveries are listed', async () => {
    const { client, secret } = await eliteWithWebhook('/hooks/ok')
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const shown = await (await client.get('/api/alerts/webhook')).text()
    expect(shown).not.toContain(secret)

    expect((await client.post('/api/alerts/webhook/test')).status).toBe(202)
    const test = await until('the test event', () =>
      received.find((r) => r.path === '/hooks/ok' && r.body.includes('"type":"test"')),
    )
    const id = test.headers['webhook-id'] as string
    const timestamp = test.headers['webhook-timestamp'] as string
    const signature = test.headers['webhook-signature'] as string
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(timestamp).toMatch(/^\d+$/)
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    // The receiver's check, by hand: HMAC-SHA256 of "<id>.<timestamp>.<body>", keyed with the
    // secret's base64-decoded bytes, in base64.
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
    expect(
      `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${test.body}`).digest('base64')}`,
    ).toBe(signature)
    expect(verifies({ secret, body: test.body, headers: test.headers })).toBe(true)
    expect(verifies({ secret, body: `${test.body} `, headers: test.headers })).toBe(false)
    expect(
      verifies({ secret: generateWebhookSecret(), body: test.body, headers: test.headers }),
    ).toBe(false)
    expect(
      verifies({ secret, body: test.body, headers: test.headers, now: Date.now() + 600_000 }),
    ).toBe(false)

    const monitor = await client.post('/api/alerts', {
      name: 'Wildwood',
      state: 'NJ',
      zipCodes: ['08260'],
      channels: ['in_app', 'webhook'],
    })
    expect(monitor.status).toBe(201)
    await ingestSales(t, [
      {
        case: 'F-400-26',
        address: '9 Hook St',
        sale: inDays(25),
        status: 'Scheduled',
        zip: '08260',
      },
    ])
    const alert = await until('the alert', () =>
      received.find((r) => r.path === '/hooks/ok' && r.body.includes('alert.matched')),
    )
    expect(verifies({ secret, body: alert.body, headers: alert.headers })).toBe(true)
    const payload = JSON.parse(alert.body)
    // What the receiver got is exactly what the OpenAPI document's webhooks describe.
    expect(alertMatchedEvent.strict().parse(payload)).toEqual(payload)
    expect(alertTestEvent.strict().parse(JSON.parse(test.body))).toEqual(JSON.parse(test.body))
    expect(payload).toMatchObject({
      type: 'alert.matched',
      data: {
        alert: { name: 'Wildwood' },
        event: { kind: 'sale_scheduled' },
        filing: { caseNumber: 'F-400-26', zipCode: '08260', state: 'NJ' },
      },
    })
    const listed = getWebhookResponse.parse(await (await client.get('/api/alerts/webhook')).json())
    expect(listed.webhook).toMatchObject({ status: 'active', consecutiveFailures: 0 })
    expect(listed.deliveries.map((d) => [d.event, d.status, d.responseStatus, d.attempts])).toEqual(
      [
        ['alert.matched', 'delivered', 200, 1],
        ['test', 'delivered', 200, 1],
      ],
    )
  })

  it('keeps the secret sealed at rest, and never signs with one stored unsealed', async () => {
    const { client, user, secret } = await eliteWithWebhook('/hooks/sealed')
    const stored = async () =>
      (await t.database.db.select().from(alertWebhooks).where(eq(alertWebhooks.userId, user.id)))[0]
        ?.secret ?? ''
    const sealed = await stored()
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain(secret)

    // A secret in plain text in the row (not written by this code): not used, nothing is posted.
    await t.database.db
      .update(alertWebhooks)
      .set({ secret: generateWebhookSecret() })
      .where(eq(alertWebhooks.userId, user.id))
    expect((await client.post('/api/alerts/webhook/test')).status).toBe(202)
    const settings = await until('the delivery failed', async () => {
      const answer = getWebhookResponse.parse(
        await (await client.get('/api/alerts/webhook')).json(),
      )
      return answer.deliveries[0]?.status === 'failed' ? answer : undefined
    })
    expect(settings.deliveries[0]).toMatchObject({
      attempts: 1,
      lastError: 'this server cannot open the signing secret (SECRETS_SEALING_KEY)',
    })
    expect(received.filter((r) => r.path === '/hooks/sealed')).toEqual([])
  })

  it('is refused (503) on a server that has no key to seal its secret, keeping nothing', async () => {
    const { user } = await signInNewUser(t, tierFields('elite'))
    const deps = {
      db: t.database.db,
      jobs: null,
      publicUrl: 'http://app.test',
      allowPrivateTargets: true,
      unsubscribeSecret: 'x',
      secrets: null,
    }
    await expect(saveWebhook(deps, user, `${receiverUrl}/hooks/nokey`)).rejects.toMatchObject({
      status: 503,
      code: 'ALERTS_UNAVAILABLE',
      message:
        'Webhooks need SECRETS_SEALING_KEY on this server to keep their signing secrets encrypted.',
    })
    expect(
      await t.database.db.select().from(alertWebhooks).where(eq(alertWebhooks.userId, user.id)),
    ).toEqual([])
  })

  it('retries a failing endpoint, then disables the webhook with a notification', async () => {
    answers.set('/hooks/down', 500)
    const { client } = await eliteWithWebhook('/hooks/down')
    expect((await client.post('/api/alerts/webhook/test')).status).toBe(202)
    const settings = await until('the webhook disabled', async () => {
      const answer = getWebhookResponse.parse(
        await (await client.get('/api/alerts/webhook')).json(),
      )
      return answer.webhook?.status === 'disabled' ? answer : undefined
    })
    expect(received.filter((r) => r.path === '/hooks/down')).toHaveLength(3)
    expect(settings.webhook?.lastError).toBe('the endpoint answered 500')
    expect(settings.deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      responseStatus: 500,
    })
    const bell = listNotificationsResponse.parse(
      await (await client.get('/api/notifications')).json(),
    )
    expect(bell.notifications[0]).toMatchObject({
      kind: 'webhook_disabled',
      title: 'Your alerts webhook was disabled',
      link: '/alerts',
    })
    const again = await client.post('/api/alerts/webhook/test')
    expect(again.status).toBe(409)
    expect((await again.json()).code).toBe('ALERT_WEBHOOK_NOT_SET')
    // Saving the URL again re-enables it, with a new secret.
    answers.set('/hooks/down', 204)
    expect((await put(client, `${receiverUrl}/hooks/down`)).status).toBe(200)
    expect((await client.post('/api/alerts/webhook/test')).status).toBe(202)
  })

  it('refuses loopback and private URLs where they are not allowed, and bad URLs', async () => {
    const { client } = await signInNewUser(guarded, tierFields('elite'))
    for (const url of [
      `${receiverUrl}/hooks/ok`,
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hook',
    ]) {
      const response = await put(client, url)
      expect(response.status, url).toBe(400)
      const body = await response.json()
      expect(body.code).toBe('ALERT_WEBHOOK_TARGET_REFUSED')
      expect(body.message).toMatch(/^This webhook URL cannot be used: /)
    }
    const bad = await put(client, 'not a url')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/Enter a full URL/)
    const ftp = await put(client, 'ftp://example.com/x')
    expect((await ftp.json()).message).toMatch(/must start with https:\/\/ or http:\/\//)
  })

  it('is not offered on Pro', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const response = await put(client, `${receiverUrl}/hooks/ok`)
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('ALERT_FEATURE_NOT_IN_PLAN')
  })
})
