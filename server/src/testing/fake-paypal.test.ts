import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from './fake-paypal'

let fake: FakePayPal
beforeEach(async () => {
  fake = await startFakePayPal({ clientId: 'id-1', clientSecret: 'secret-1', webhookId: 'WH1' })
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
    // As in the document's own example: the approve link carries only the ba_token.
    expect(created.body.links[0].href).toMatch(
      new RegExp(`^${fake.baseUrl}/webapps/billing/subscriptions\\?ba_token=BA-\\w+$`),
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

  it('is activated by PayPal itself after approval; activate answers 422 until then', async () => {
    const id = (await api('POST', '/v1/billing/subscriptions', createBody())).body.id as string
    const early = await api('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'r' })
    expect(early.status).toBe(422)
    expect(early.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
    })

    fake.approve(id, 'PAYER1')
    expect(() => fake.approve(id)).toThrow(/not waiting for approval/)
    const shown = await api('GET', `/v1/billing/subscriptions/${id}`)
    expect(shown.body).toMatchObject({ status: 'ACTIVE', subscriber: { payer_id: 'PAYER1' } })
    expect(shown.body.billing_info).toMatchObject({
      outstanding_balance: { currency_code: 'USD', value: '0.00' },
      failed_payments_count: 0,
      last_payment: { amount: { currency_code: 'USD', value: '29.99' } },
    })
    expect(shown.body.billing_info.next_billing_time).toMatch(/^\d{4}-\d\d-\d\dT/)
    const again = await api('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'r' })
    expect(again.status).toBe(422)
  })

  it('an APPROVED SUBSCRIBE_NOW subscription cannot be activated by the merchant', async () => {
    await fake.close()
    fake = await startFakePayPal({
      clientId: 'id-1',
      clientSecret: 'secret-1',
      systemActivationDelayMs: null,
    })
    const id = (await api('POST', '/v1/billing/subscriptions', createBody())).body.id as string
    fake.approve(id)
    const refused = await api('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'r' })
    expect(refused.status).toBe(422)
    expect(refused.body.details).toEqual([
      {
        issue: 'SUBSCRIPTION_CANNOT_BE_ACTIVATED',
        description: 'This subscription should be activated by the system.',
      },
    ])
    // APPROVED is not paid: no billing_info yet, and it cannot be cancelled either.
    const shown = await api('GET', `/v1/billing/subscriptions/${id}`)
    expect(shown.body.status).toBe('APPROVED')
    expect(shown.body.billing_info).toBeUndefined()
    const cancel = await api('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'x' })
    expect(cancel.status).toBe(422)
    fake.activateBySystem(id)
    expect(fake.subscriptions.get(id)?.status).toBe('ACTIVE')
  })

  it('cancels only ACTIVE or SUSPENDED subscriptions, with a reason; re-activates only SUSPENDED ones, with a reason', async () => {
    const id = (await api('POST', '/v1/billing/subscriptions', createBody())).body.id as string
    expect(
      (await api('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'x' })).status,
    ).toBe(422)
    fake.approve(id)
    fake.setStatus(id, 'SUSPENDED')
    const noReason = await api('POST', `/v1/billing/subscriptions/${id}/activate`, {})
    expect(noReason.status).toBe(400)
    expect(noReason.body.details[0]).toMatchObject({
      field: '/reason',
      issue: 'MISSING_REQUIRED_PARAMETER',
    })
    expect(
      (await api('POST', `/v1/billing/subscriptions/${id}/activate`, { reason: 'back' })).status,
    ).toBe(204)
    expect(fake.subscriptions.get(id)?.status).toBe('ACTIVE')

    expect((await api('POST', `/v1/billing/subscriptions/${id}/cancel`, {})).status).toBe(400)
    expect(
      (await api('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'x' })).status,
    ).toBe(204)
    expect(fake.subscriptions.get(id)?.status).toBe('CANCELLED')
    const twice = await api('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'x' })
    expect(twice.status).toBe(422)
    expect(twice.body.details[0].issue).toBe('SUBSCRIPTION_STATUS_INVALID')
  })

  it('keeps a PayPal-Request-Id for 72 hours, then forgets it', async () => {
    const headers = { 'PayPal-Request-Id': 'k-72' }
    const first = await api('POST', '/v1/billing/subscriptions', createBody(), headers)
    fake.advanceClock(71 * 3600_000)
    const replay = await api('POST', '/v1/billing/subscriptions', createBody(), headers)
    expect(replay.body.id).toBe(first.body.id)
    fake.advanceClock(2 * 3600_000)
    const later = await api('POST', '/v1/billing/subscriptions', createBody(), headers)
    expect(later.status).toBe(201)
    expect(later.body.id).not.toBe(first.body.id)
  })

  it('answers 429 RATE_LIMIT_REACHED with Retry-After, and 500/503, on demand', async () => {
    fake.failNext('/v1/billing/subscriptions/I-NOPE', 429)
    fake.failNext('/v1/billing/subscriptions/I-NOPE', 503)
    fake.failNext('/v1/billing/subscriptions/I-NOPE', 500)
    const limited = await api('GET', '/v1/billing/subscriptions/I-NOPE')
    expect(limited.status).toBe(429)
    expect(limited.response.headers.get('retry-after')).toBe('1')
    expect(limited.body.name).toBe('RATE_LIMIT_REACHED')
    expect((await api('GET', '/v1/billing/subscriptions/I-NOPE')).body.name).toBe(
      'SERVICE_UNAVAILABLE',
    )
    expect((await api('GET', '/v1/billing/subscriptions/I-NOPE')).body.name).toBe(
      'INTERNAL_SERVER_ERROR',
    )
  })

  it('gives webhooks an id of letters and digits, as PayPal does', async () => {
    await fake.close()
    fake = await startFakePayPal()
    expect(fake.webhookId).toMatch(/^[a-zA-Z0-9]+$/)
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

  it('approves on its approval page and returns with subscription_id, ba_token and a token, no PayerID', async () => {
    const created = await api('POST', '/v1/billing/subscriptions', createBody())
    const approve = created.body.links[0].href as string
    const page = await fetch(approve, { redirect: 'manual' })
    expect(page.status).toBe(302)
    const back = new URL(page.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/ok')
    expect(back.searchParams.get('subscription_id')).toBe(created.body.id)
    expect(back.searchParams.get('ba_token')).toBe(new URL(approve).searchParams.get('ba_token'))
    const token = back.searchParams.get('token')
    expect(token).toMatch(/^[A-Z0-9]{17}$/)
    expect(token).not.toBe(created.body.id)
    expect(back.searchParams.has('PayerID')).toBe(false)
    expect(fake.subscriptions.get(created.body.id)?.status).toBe('ACTIVE')
  })

  it('verifies its own signatures over the exact bytes delivered, and nothing else', async () => {
    const event = fake.webhookEvent('BILLING.SUBSCRIPTION.CANCELLED', { id: 'I-1' })
    const { headers, rawBody } = fake.signWebhook(event)
    // The fake writes '/' as '\\/' (valid JSON), so a parse-and-stringify changes the bytes.
    expect(rawBody).toContain('\\/')
    expect(JSON.parse(rawBody)).toEqual(event)
    const verify = (eventText: string, sig = headers['paypal-transmission-sig']) => {
      const head = JSON.stringify({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: sig,
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: 'WH1',
      })
      return api(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        `${head.slice(0, -1)},"webhook_event":${eventText}}`,
      )
    }
    expect((await verify(rawBody)).body).toEqual({ verification_status: 'SUCCESS' })
    expect((await verify(JSON.stringify(event))).body.verification_status).toBe('FAILURE')
    expect((await verify(rawBody.replace('I-1', 'I-2'))).body.verification_status).toBe('FAILURE')
    expect((await verify(rawBody, 'c2ln')).body.verification_status).toBe('FAILURE')
    expect((await api('POST', '/v1/notifications/verify-webhook-signature', {})).status).toBe(400)
  })
})
