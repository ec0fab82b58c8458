/**
 * Inputs a security probe found answered with 500 (issue "Hardening", D3 and D4): a NUL
 * character in any text field, and the payment simulator's buttons on an unknown or a finished
 * checkout. Each must be a 4xx that says what to do, and must spend nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient } from '../testing/http-client'
import { signInNewUser } from '../testing/signed-in'
import { buildTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const form = (baToken: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ ba_token: baToken }).toString(),
})

describe('a NUL character in text (D3)', () => {
  it('is refused in a search, naming the field, and the trial search is not spent', async () => {
    const { client } = await signInNewUser(t)
    const before = await (await client.get('/api/trial/status')).json()
    for (const field of ['city', 'county'] as const) {
      const response = await client.post('/api/public-records/search', {
        state: 'NJ',
        zipCode: '07102',
        [field]: 'New\u0000ark',
      })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.message).toBe(
        `${field}: Text may not contain the NUL character (\\u0000). Remove it and try again.`,
      )
    }
    const after = await (await client.get('/api/trial/status')).json()
    expect(after.searchesRemaining).toBe(before.searchesRemaining)
  })

  it('is refused in a registration name, and no account is made', async () => {
    const client = createTestClient(t.baseUrl)
    for (const field of ['firstName', 'lastName'] as const) {
      const response = await client.post('/api/register', {
        firstName: 'Ann',
        lastName: 'Lee',
        email: `nul.${field}@example.com`,
        password: 'longpassword1',
        [field]: 'A\u0000nn',
      })
      expect(response.status).toBe(400)
      expect((await response.json()).fields[0].path).toBe(field)
      const login = await client.post('/api/login', {
        email: `nul.${field}@example.com`,
        password: 'longpassword1',
      })
      expect(login.status).toBe(401)
    }
  })

  it('is refused in a subscription token and in a key', async () => {
    const { client } = await signInNewUser(t)
    const token = await client.post('/api/paypal/complete-subscription', { token: 'I-\u0000' })
    expect(token.status).toBe(400)
    const key = await client.post('/api/paypal/complete-subscription', {
      token: 'I-1',
      'pay\u0000er': 'x',
    })
    expect(key.status).toBe(400)
  })
})

describe('the payment simulator on a checkout it cannot act on (D4)', () => {
  it('answers 404 for an unknown token, on Approve and on Cancel', async () => {
    const client = createTestClient(t.baseUrl)
    for (const action of ['approve', 'cancel']) {
      const response = await client.request(
        `/api/billing/simulator/checkout/${action}`,
        form('BA-SIM0000000000000000'),
      )
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        code: 'CHECKOUT_NOT_FOUND',
        message: 'This test checkout does not exist.',
      })
    }
  })

  it('answers 409 when the checkout was already approved', async () => {
    const { client } = await signInNewUser(t)
    const created = await client.post('/api/paypal/create-subscription', {
      subscriptionId: 'pro-monthly',
      tier: 'pro',
    })
    const token = new URL((await created.json()).approvalUrl).searchParams.get('ba_token')!
    const first = await client.request('/api/billing/simulator/checkout/approve', form(token))
    expect(first.status).toBe(303)
    const again = await client.request('/api/billing/simulator/checkout/cancel', form(token))
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      code: 'CHECKOUT_NOT_OPEN',
      message: 'This test checkout is already active.',
    })
  })
})
