/**
 * The webhook verification example (docs/api/examples/verify-webhook.ts), which the OpenAPI
 * document's `webhooks` point to, accepts what the app signs and refuses the rest: run as a
 * receiver, it answers 204 to a delivery signed by the app's own signer (the one alerts and CRM
 * webhooks use) and 401 to a changed body, another secret or an old timestamp.
 */
import type { AddressInfo } from 'node:net'
import { alertTestEvent } from '@common/contracts/webhook-events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateWebhookSecret, webhookSignatureHeaders } from '../server/src/lib/signed-webhook'

const secret = generateWebhookSecret()
let example: typeof import('../docs/api/examples/verify-webhook')
let url: string

beforeAll(async () => {
  process.env.FORECLOSURE_LEADS_WEBHOOK_SECRET = secret
  example = await import('../docs/api/examples/verify-webhook')
  await new Promise<void>((resolve) => example.receiver.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(example.receiver.address() as AddressInfo).port}/hooks`
})
afterAll(() => new Promise((resolve) => example.receiver.close(resolve)))

const event = alertTestEvent.parse({
  id: 'evt_test_1',
  type: 'test',
  createdAt: '2026-11-29T12:00:00.000Z',
  data: { message: 'A test event from Foreclosure Leads alerts. Nothing happened to any case.' },
})
const body = JSON.stringify(event)

function signed(options: { key?: string; at?: Date; body?: string } = {}) {
  return webhookSignatureHeaders({
    secret: options.key ?? secret,
    id: 'delivery-1',
    body: options.body ?? body,
    at: options.at,
  })!
}

async function deliver(payload: string, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  })
  return response.status
}

describe('the webhook verification example', () => {
  it('reads the event of a body the app signed', () => {
    expect(example.verifiedEvent(body, signed())).toEqual(event)
  })

  it('answers 204 to a signed delivery and 401 to a changed, foreign or stale one', async () => {
    expect(await deliver(body, signed())).toBe(204)
    expect(await deliver(`${body} `, signed())).toBe(401)
    expect(await deliver(body, signed({ key: generateWebhookSecret() }))).toBe(401)
    expect(await deliver(body, signed({ at: new Date(Date.now() - 10 * 60_000) }))).toBe(401)
    expect(await deliver(body, {})).toBe(401)
  })
})
