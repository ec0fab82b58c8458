/**
 * Hardening D5: sign-ups are limited per client address (here 5 an hour, the default), so one
 * address can neither collect unlimited trials nor probe e-mails through EMAIL_EXISTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../testing/factories'
import { createTestClient } from '../../testing/http-client'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  // TRUST_PROXY: X-Forwarded-For names the client, so a test can speak from several addresses.
  t = await buildTestApp({ config: { REGISTER_RATE_LIMIT_PER_HOUR: 5, TRUST_PROXY: true } })
})
afterAll(() => t.close())

let counter = 0
function person(overrides: Record<string, string> = {}) {
  counter++
  return {
    firstName: `Trial${counter}`,
    lastName: `Collector${counter}`,
    email: `trial${counter}@example.com`,
    password: 'collect-them-all',
    ...overrides,
  }
}

const register = (from: string, body: Record<string, string> = person()) =>
  createTestClient(t.baseUrl).post('/api/register', body, { 'x-forwarded-for': from })

describe('sign-up limit per address', () => {
  it('40 parallel sign-ups from one address: 5 accounts, the rest 429 with Retry-After', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => register('203.0.113.7')))
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(35)
    const limited = replies.find((r) => r.status === 429)!
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message:
        'Too many sign-ups from your network. Please try again in an hour, or sign in if you already have an account.',
    })
  })

  it('counts refused attempts too: EMAIL_EXISTS cannot be used to probe e-mails', async () => {
    const existing = await buildUser(t.database.db)
    const probes = []
    for (let i = 0; i < 6; i++) {
      probes.push(await register('198.51.100.4', person({ email: existing.email })))
    }
    expect(probes.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('other addresses keep their own count; an IPv6 /64 counts as one address', async () => {
    expect((await register('192.0.2.1')).status).toBe(201)
    for (let i = 1; i <= 5; i++) {
      expect((await register(`2001:db8:7:7::${i}`)).status).toBe(201)
    }
    expect((await register('2001:db8:7:7:ffff::99')).status).toBe(429)
    expect((await register('2001:db8:7:8::1')).status).toBe(201)
  })

  it('a request refused by validation is not counted', async () => {
    for (let i = 0; i < 8; i++) {
      const invalid = await register('192.0.2.50', person({ email: 'not-an-email' }))
      expect(invalid.status).toBe(400)
    }
    expect((await register('192.0.2.50')).status).toBe(201)
  })
})
