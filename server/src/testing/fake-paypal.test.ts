import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from './fake-paypal'

let fake: FakePayPal
beforeEach(async () => {
  fake = await startFakePayPal({ clientId: 'id-1', clientSecret: 'secret-1', webhookId: 'WH-1' })
})
afterEach(() => fake.close())

async function token(basic = 'id-1:secret-1', body = 'grant_type=client_credentials') {
  return fetch(`${fake.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(basic).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  })
}

async function api(method: string, path: string, body?: unknown, headers = {}) {
  const { access_token } = (await (await token()).json()) as { access_token: string }
  const response = await fetch(`${fake.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, response }
}

const createBody = () => ({
  plan_id: fake.plans.basic,
  custom_id: 'user-1',
  application_context: { return_url: 'http://app.test/ok', cancel_url: 'http://app.test/no' },
})

describe('startFakePayPal', () => {
  it('issues tokens only for the right client credentials and grant type', async () => {
    const wrong = await token('id-1:other')
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    })
    expect((await token('id-1:secret-1', 'grant_type=password')).status).toBe(400)
    const right = await token()
    expect(right.status).toBe(200)
    expect(await right.json()).toMatchObject({ token_type: 'Bearer', expires_in: 32_400 })
  })

  it('refuses unknown and expired bearer tokens with AUTHENTICATION_FAILURE', async () => {
    const none = await fetch(`${fake.baseUrl}/v1/billing/subscriptions/I-1`)
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' })

    const { access_token } = (await (await token()).json()) as { access_token: string }
    fake.expireTokens()
    const expired = await fetch(`${fake.baseUrl}/v1/billing/subscriptions/I-1`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
    expect(expired.status).toBe(401)
  })

  it('creates subscriptions pending approval, with approve, edit and self links', async () => {
    const created = await api('POST', '/v1/billing/subscriptions', createBody(), {
      Prefer: 'return=representation',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'APPROVAL_PENDING', plan_id: 'P-BASIC-FAKE' })
    const id = created.body.id as string
    const rels = (created.body.links as Array<{ rel: string; href: string }>).map((l) => l.rel)
    expect(rels).toEqual(['approve', 'edit', 'self'])
    expect(created.body.links[0].href).toMatch(
      new RegExp(`^${fake.baseUrl}/checkoutnow\\?ba_token=BA-\\w+&token=${id}$`),
    )
    expect(fake.subscriptions.get(id)?.customId).toBe('user-1')

    const minimal = await api('POST', '/v1/billing/subscriptions', createBody())
    expect(minimal.body.plan_id).toBeUndefined()
    expect(minimal.body.links).toHaveLength(3)
  })

  it('replays a PayPal-Request-Id with 200 and the same subscription', async () => {
    const headers = { 'PayPal-Request-Id': 'k-1' }
    const first = await api('POST', '/v1/billing/subscriptions', createBody(), headers)
    const again = await api('POST', '/v1/billing/subscriptions', createBody(), headers)
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.id).toBe(first.body.id)
    expect(fake.subscriptions.size).toBe(1)
  })

  it('validates the create request as PayPal does', async () => {
    const missing = await api('POST', '/v1/billing/subscriptions', {})
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/plan_id', issue: 'MISSING_REQUIRED_PARAMETER' }],
    })
    const unknown = await api('POST', '/v1/billing/subscriptions', { plan_id: 'P-NOPE' })
    expect(unknown.body.details[0]).toMatchObject({ field: '/plan_id', value: 'P-NOPE' })
    const malformed = await api('POST', '/v1/billing/subscriptions', '{"plan_id":')
    expect(malformed.body.details[0].issue).toBe('MALFORMED_REQUEST_JSON')
    const form = await api('POST', '/v1/billing/subscriptions', 'a=b', {
      'Content-Type': 'text/plain',
    })
    expect(form.status).toBe(415)
  })

  it('moves subscriptions through approval, activation and cancellation', async () => {
    const id = (await api('POST', '/v1/billing/subscriptions', createBody())).body.id as string
    const early = await api('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'r' })
    expect(early.status).toBe(422)
    expect(early.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
    })

    fake.approve(id, 'PAYER1')
    expect(() => fake.approve(id)).toThrow(/not waiting for approval/)
    expect((await api('POST', `/v1/billing/subscriptions/${id}/activate`, {})).status).toBe(204)
    const shown = await api('GET', `/v1/billing/subscriptions/${id}`)
    expect(shown.body).toMatchObject({ status: 'ACTIVE', subscriber: { payer_id: 'PAYER1' } })
    expect(shown.body.billing_info.next_billing_time).toMatch(/^\d{4}-\d\d-\d\dT/)

    const noReason = await api('POST', `/v1/billing/subscriptions/${id}/cancel`, {})
    expect(noReason.status).toBe(400)
    expect(
      (await api('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'x' })).status,
    ).toBe(204)
    expect(fake.subscriptions.get(id)?.status).toBe('CANCELLED')
  })

  it('answers RESOURCE_NOT_FOUND for an unknown subscription', async () => {
    const missing = await api('GET', '/v1/billing/subscriptions/I-NOPE')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ name: 'RESOURCE_NOT_FOUND' })
    expect(missing.body.debug_id).toEqual(expect.any(String))
  })

  it('injects a failure once, and records requests with their status', async () => {
    fake.failNext('/v1/billing/subscriptions/I-NOPE', 503, { name: 'SERVICE_UNAVAILABLE' })
    expect((await api('GET', '/v1/billing/subscriptions/I-NOPE')).status).toBe(503)
    expect((await api('GET', '/v1/billing/subscriptions/I-NOPE')).status).toBe(404)
    const statuses = fake.requests
      .filter((r) => r.path === '/v1/billing/subscriptions/I-NOPE')
      .map((r) => r.status)
    expect(statuses).toEqual([503, 404])
  })

  it('delays the next answer when told', async () => {
    fake.delayNext('/v1/billing/subscriptions/I-NOPE', 250)
    const started = Date.now()
    await api('GET', '/v1/billing/subscriptions/I-NOPE')
    expect(Date.now() - started).toBeGreaterThanOrEqual(240)
  })

  it('approves on its checkout page and sends the buyer back to the return URL', async () => {
    const created = await api('POST', '/v1/billing/subscriptions', createBody())
    const approve = created.body.links[0].href as string
    const page = await fetch(approve, { redirect: 'manual' })
    expect(page.status).toBe(302)
    const back = new URL(page.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/ok')
    expect(back.searchParams.get('subscription_id')).toBe(created.body.id)
    expect(back.searchParams.get('token')).toBe(created.body.id)
    const held = fake.subscriptions.get(created.body.id)
    expect(held?.status).toBe('APPROVED')
    expect(back.searchParams.get('PayerID')).toBe(held?.payerId)
  })

  it('verifies its own webhook signatures and nothing else', async () => {
    const event = fake.webhookEvent('BILLING.SUBSCRIPTION.CANCELLED', { id: 'I-1' })
    const { headers } = fake.signWebhook(event)
    const verify = (webhookEvent: unknown, sig = headers['paypal-transmission-sig']) =>
      api('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: sig,
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: 'WH-1',
        webhook_event: webhookEvent,
      })
    expect((await verify(event)).body).toEqual({ verification_status: 'SUCCESS' })
    expect((await verify({ ...event, id: 'WH-OTHER' })).body.verification_status).toBe('FAILURE')
    expect((await verify(event, 'c2ln')).body.verification_status).toBe('FAILURE')
    expect((await api('POST', '/v1/notifications/verify-webhook-signature', {})).status).toBe(400)
  })
})
