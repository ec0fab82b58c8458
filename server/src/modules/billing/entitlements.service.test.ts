import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { createTestClient } from '../../testing/http-client'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { hasActiveSubscription } from '../accounts'
import { claimCounty } from './county-claims.service'
import { effectiveTier, limitsFor } from './entitlements.service'
import { consumeMonthlyUsage } from './monthly-usage.service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const DAY = 86_400_000

describe('who gets which limits', () => {
  const user = (fields: object) => ({
    subscriptionTier: 'pro',
    subscriptionStatus: 'active',
    subscriptionEndsAt: null,
    ...fields,
  })

  it('an active subscription gets its tier; anything else gets free', () => {
    expect(effectiveTier(user({}))).toBe('pro')
    expect(effectiveTier(user({ subscriptionStatus: 'suspended' }))).toBe('free')
    expect(effectiveTier(user({ subscriptionStatus: 'cancelled' }))).toBe('free')
    expect(limitsFor(user({})).countiesPerMonth).toBe(15)
    expect(limitsFor(user({ subscriptionTier: 'basic' })).recordViewsPerMonth).toBe(20)
  })

  it('a cancelled-at-period-end subscription lasts until its end', () => {
    const now = new Date()
    expect(
      hasActiveSubscription(user({ subscriptionEndsAt: new Date(now.getTime() + DAY) }), now),
    ).toBe(true)
    expect(
      hasActiveSubscription(user({ subscriptionEndsAt: new Date(now.getTime() - 1) }), now),
    ).toBe(false)
  })
})

describe('consumeMonthlyUsage', () => {
  it('never lets parallel requests pass the limit: 150 of 200 pro imports', async () => {
    const { id } = await buildUser(t.database.db)
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        consumeMonthlyUsage(t.database.db, {
          userId: id,
          counter: 'documentsUploaded',
          limit: 150,
        }),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(150)
    const last = await consumeMonthlyUsage(t.database.db, {
      userId: id,
      counter: 'documentsUploaded',
      limit: 150,
    })
    expect(last).toEqual({ ok: false, used: 150, limit: 150 })
  })

  it('refuses an amount that would cross the limit, and counts nothing then', async () => {
    const { id } = await buildUser(t.database.db)
    expect(
      await consumeMonthlyUsage(t.database.db, {
        userId: id,
        counter: 'recordsViewed',
        limit: 20,
        amount: 18,
      }),
    ).toMatchObject({ ok: true, used: 18, remaining: 2 })
    expect(
      (
        await consumeMonthlyUsage(t.database.db, {
          userId: id,
          counter: 'recordsViewed',
          limit: 20,
          amount: 3,
        })
      ).ok,
    ).toBe(false)
    expect(
      await consumeMonthlyUsage(t.database.db, {
        userId: id,
        counter: 'recordsViewed',
        limit: 20,
        amount: 2,
      }),
    ).toMatchObject({ ok: true, used: 20, remaining: 0 })
  })

  it('a limit of 0 refuses even the first use; null is unlimited', async () => {
    const { id } = await buildUser(t.database.db)
    expect(
      (
        await consumeMonthlyUsage(t.database.db, {
          userId: id,
          counter: 'socialSearches',
          limit: 0,
        })
      ).ok,
    ).toBe(false)
    expect(
      await consumeMonthlyUsage(t.database.db, {
        userId: id,
        counter: 'socialSearches',
        limit: null,
        amount: 1000,
      }),
    ).toMatchObject({ ok: true, used: 1000, remaining: null })
  })

  it('counts each calendar month apart', async () => {
    const { id } = await buildUser(t.database.db)
    const october = new Date('2026-10-15T12:00:00Z')
    const november = new Date('2026-11-15T12:00:00Z')
    await consumeMonthlyUsage(t.database.db, {
      userId: id,
      counter: 'socialSearches',
      limit: 1,
      now: october,
    })
    expect(
      (
        await consumeMonthlyUsage(t.database.db, {
          userId: id,
          counter: 'socialSearches',
          limit: 1,
          now: october,
        })
      ).ok,
    ).toBe(false)
    expect(
      (
        await consumeMonthlyUsage(t.database.db, {
          userId: id,
          counter: 'socialSearches',
          limit: 1,
          now: november,
        })
      ).ok,
    ).toBe(true)
  })
})

describe('claimCounty', () => {
  it('allows 3 distinct counties for basic even when 10 new ones race; known ones stay allowed', async () => {
    const { id } = await buildUser(t.database.db)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claimCounty(t.database.db, { userId: id, countyKey: `FL:county-${i}`, limit: 3 }),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(3)
    const allowed = results.map((r, i) => (r.ok ? i : -1)).filter((i) => i >= 0)
    expect(
      (
        await claimCounty(t.database.db, {
          userId: id,
          countyKey: `FL:COUNTY-${allowed[0]}`,
          limit: 3,
        })
      ).ok,
    ).toBe(true)
    expect(
      (await claimCounty(t.database.db, { userId: id, countyKey: 'FL:another', limit: 3 })).ok,
    ).toBe(false)
  })
})

describe('claimCounty without a limit', () => {
  it('records each county once (one statement, no lock) and reports the count, never refusing', async () => {
    const { id } = await buildUser(t.database.db)
    const claim = (countyKey: string) =>
      claimCounty(t.database.db, { userId: id, countyKey, limit: null })
    expect(await claim('FL:Miami-Dade')).toEqual({ ok: true, used: 1 })
    expect(await claim(' fl:miami-dade ')).toEqual({ ok: true, used: 1 })
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(`FL:c-${i}`)))
    expect(parallel.every((r) => r.ok)).toBe(true)
    expect(await claim('FL:Orange')).toEqual({ ok: true, used: 10 })
  })
})

describe('GET /api/billing/usage', () => {
  it('reports used and remaining against the limits that apply now', async () => {
    const user = await buildUser(t.database.db, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    await consumeMonthlyUsage(t.database.db, {
      userId: user.id,
      counter: 'documentsUploaded',
      limit: 150,
      amount: 4,
    })
    await claimCounty(t.database.db, { userId: user.id, countyKey: 'OH:hamilton', limit: 15 })
    const client = createTestClient(t.baseUrl)
    await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
    const response = await client.get('/api/billing/usage')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ tier: 'pro', effectiveTier: 'pro', isActive: true })
    expect(body.usage.documentsUploaded).toEqual({ used: 4, limit: 150, remaining: 146 })
    expect(body.usage.counties).toEqual({ used: 1, limit: 15, remaining: 14 })
    expect(body.usage.socialSearches).toEqual({ used: 0, limit: 5, remaining: 5 })
  })

  it('needs a session', async () => {
    expect((await createTestClient(t.baseUrl).get('/api/billing/usage')).status).toBe(401)
  })
})
