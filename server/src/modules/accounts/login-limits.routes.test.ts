/**
 * Login limits that an attacker who knows an e-mail cannot turn against its owner: wrong
 * passwords from one address limit that address for that account only; the account-wide limit
 * needs many addresses, and a password reset lifts it.
 */
import { like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResetTokens, requestThrottles } from '../../db/schema'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { createTestClient } from '../../testing/http-client'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { hashResetToken } from './password-reset.service'

let t: TestApp
beforeAll(async () => {
  // TRUST_PROXY: X-Forwarded-For names the client, so a test can speak from several addresses.
  t = await buildTestApp({ config: { TRUST_PROXY: true } })
})
afterAll(() => t.close())

const login = (email: string, password: string, from: string) =>
  createTestClient(t.baseUrl).post('/api/login', { email, password }, { 'x-forwarded-for': from })

const LOCKED =
  'Too many failed sign-ins to this account today. Reset your password to sign in now, or try again within 24 hours.'

/** Ends the 15-minute windows, as if the attacker had waited. */
const waitOutShortWindows = () =>
  t.database.db
    .update(requestThrottles)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(like(requestThrottles.bucket, 'login:% ip:%'))

describe('login limits', () => {
  it('ten wrong passwords from one address do not lock the owner out elsewhere', async () => {
    const owner = await buildUser(t.database.db)
    const statuses = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await login(owner.email, `guess-${i}`, '203.0.113.66')).status)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    const limited = await login(owner.email, FACTORY_PASSWORD, '203.0.113.66')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please wait 15 minutes and try again.',
    })
    // The owner, from their own address, signs in at once.
    expect((await login(owner.email, FACTORY_PASSWORD, '198.51.100.7')).status).toBe(200)
  })

  it('one address gets 30 guesses a day at one account, then waits a day', async () => {
    const owner = await buildUser(t.database.db)
    const statuses: number[] = []
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 10; i++) {
        statuses.push((await login(owner.email, 'wrong', '203.0.113.70')).status)
      }
      await waitOutShortWindows()
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30)
    const refused = await login(owner.email, 'wrong', '203.0.113.70')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
    expect((await refused.json()).message).toBe(LOCKED)
    expect((await login(owner.email, FACTORY_PASSWORD, '198.51.100.8')).status).toBe(200)
  }, 60_000)

  it('the account-wide daily limit holds against many addresses, and a password reset lifts it', async () => {
    const owner = await buildUser(t.database.db)
    // 100 failed attempts today from other addresses (what at least 4 of them can reach).
    await t.database.db.insert(requestThrottles).values({
      bucket: `login:account:${owner.email} all`,
      hits: 100,
      windowStartedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const locked = await login(owner.email, FACTORY_PASSWORD, '198.51.100.9')
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ code: 'RATE_LIMITED', message: LOCKED })

    await t.database.db.insert(passwordResetTokens).values({
      tokenHash: hashResetToken('reset-token-of-the-owner'),
      userId: owner.id,
      email: owner.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    const reset = await createTestClient(t.baseUrl).post(
      '/api/reset-password',
      {
        token: 'reset-token-of-the-owner',
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      },
      { 'x-forwarded-for': '198.51.100.9' },
    )
    expect(reset.status).toBe(200)
    expect((await login(owner.email, 'a-new-password', '198.51.100.9')).status).toBe(200)
  })

  it("refused attempts are not counted against the account's daily limit", async () => {
    const owner = await buildUser(t.database.db)
    for (let i = 0; i < 25; i++) await login(owner.email, 'wrong', '203.0.113.80')
    const [row] = await t.database.db
      .select({ hits: requestThrottles.hits })
      .from(requestThrottles)
      .where(like(requestThrottles.bucket, `login:account:${owner.email} all`))
    expect(row?.hits).toBe(10)
  })

  it('a success clears the count of its address for that account', async () => {
    const owner = await buildUser(t.database.db)
    for (let i = 0; i < 9; i++) await login(owner.email, 'wrong', '203.0.113.90')
    expect((await login(owner.email, FACTORY_PASSWORD, '203.0.113.90')).status).toBe(200)
    for (let i = 0; i < 10; i++) {
      expect((await login(owner.email, 'wrong', '203.0.113.90')).status).toBe(401)
    }
  })
})
