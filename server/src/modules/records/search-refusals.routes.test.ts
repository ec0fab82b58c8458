/**
 * The search refusals search.routes.test.ts does not provoke, each with its domain code, status
 * and the spec's message: the plan's daily limit (counted apart, and inside Elite's one search
 * statement) and a trial that never started.
 */
import { SEARCH_MESSAGES } from '@common/contracts/records'
import { TIER_LIMITS } from '@common/plans'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicRecordsSearches, requestThrottles } from '../../db/schema'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { TRIAL_REFUSALS } from '../accounts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const query = { state: 'FL', zipCode: '33130' }

describe('search refusals answer their domain code', () => {
  it("a plan's searches for the day spent: 403 DAILY_LIMIT", async () => {
    const { client, user } = await signInNewUser(t, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    const day = new Date().toISOString().slice(0, 10)
    await t.database.db.insert(requestThrottles).values({
      bucket: `search:day:${day}:${user.id}`,
      hits: TIER_LIMITS.pro.searchesPerDay ?? 0,
      windowStartedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const response = await client.post('/api/public-records/search', query)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'DAILY_LIMIT',
      message: SEARCH_MESSAGES.dailyLimit,
    })
  })

  it('Elite (rate limits counted in the search statement): the day spent is 403 DAILY_LIMIT, the minute 429; a refused search saves nothing and a minute refusal counts no day', async () => {
    const { client, user } = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    const day = new Date().toISOString().slice(0, 10)
    const dayBucket = `search:day:${day}:${user.id}`
    await t.database.db.insert(requestThrottles).values({
      bucket: dayBucket,
      hits: TIER_LIMITS.elite.searchesPerDay ?? 0,
      windowStartedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const daily = await client.post('/api/public-records/search', query)
    expect(daily.status).toBe(403)
    expect(await daily.json()).toEqual({ code: 'DAILY_LIMIT', message: SEARCH_MESSAGES.dailyLimit })

    await t.database.db
      .update(requestThrottles)
      .set({ hits: 0 })
      .where(eq(requestThrottles.bucket, dayBucket))
    await t.database.db
      .update(requestThrottles)
      .set({ hits: 10 })
      .where(eq(requestThrottles.bucket, `search:minute:${user.id}`))
    const minute = await client.post('/api/public-records/search', query)
    expect(minute.status).toBe(429)
    expect(Number(minute.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await minute.json()).code).toBe('RATE_LIMITED')
    const [dayRow] = await t.database.db
      .select()
      .from(requestThrottles)
      .where(eq(requestThrottles.bucket, dayBucket))
    expect(dayRow?.hits).toBe(0)
    const saved = await t.database.db
      .select()
      .from(publicRecordsSearches)
      .where(eq(publicRecordsSearches.userId, user.id))
    expect(saved).toEqual([])
  })

  it('a trial that never started: 403 TRIAL_NOT_STARTED', async () => {
    const { client } = await signInNewUser(t, { trialStartedAt: null })
    const response = await client.post('/api/public-records/search', query)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'TRIAL_NOT_STARTED',
      message: TRIAL_REFUSALS.notStarted,
      reason: 'not_started',
    })
  })
})
