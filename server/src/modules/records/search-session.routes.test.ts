/**
 * POST /api/public-records/search reads the session on every search (docs/decisions/0050; the
 * per-process session hint of 0047 is gone): a session ended elsewhere, expired, or whose plan
 * changed is searched as it is now, and counts and writes nothing it may not. Real HTTP, real
 * database; the session reads are counted on the pool.
 */
import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { publicRecordsSearches, requestThrottles, sessions, users } from '../../db/schema'
import { search, seedSearchFilings } from '../../testing/search-routes-test-fixtures'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let sessionReads = 0
let restore: (() => void) | null = null
beforeAll(async () => {
  t = await buildTestApp()
  await seedSearchFilings(t.database.db)
})
afterAll(() => t.close())
afterEach(() => {
  restore?.()
  restore = null
})

/** Counts the session reads (requireUser's statement) the app makes from now on. */
function countSessionReads(): void {
  sessionReads = 0
  const pool = t.database.pool
  const query = pool.query
  pool.query = function (this: typeof pool, ...args: unknown[]) {
    const first = args[0] as string | { text?: string }
    const text = typeof first === 'string' ? first : (first?.text ?? '')
    if (text.includes('"sessions"."sess"')) sessionReads++
    return (query as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof pool.query
  restore = () => {
    pool.query = query
  }
}

const ELITE = { subscriptionTier: 'elite', subscriptionStatus: 'active', authProvider: 'paypal' }

async function savedSearches(userId: string): Promise<number> {
  const rows = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(publicRecordsSearches)
    .where(eq(publicRecordsSearches.userId, userId))
  return Number(rows[0]?.n ?? 0)
}

async function minuteHits(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ hits: requestThrottles.hits })
    .from(requestThrottles)
    .where(like(requestThrottles.bucket, `search:minute:${userId}`))
  return row?.hits ?? 0
}

describe('a search and its session', () => {
  it('reads the session on each search; a session ended elsewhere gets 401 and writes nothing', async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    countSessionReads()
    expect((await search(client, { state: 'FL', zipCode: '33130' })).status).toBe(200)
    expect(sessionReads).toBe(1)
    const second = await search(client, { state: 'FL', zipCode: '33130' })
    expect(second.status).toBe(200)
    expect((await second.json()).totalFound).toBe(5)
    expect(sessionReads).toBe(2)
    expect(await savedSearches(user.id)).toBe(2)
    expect(await minuteHits(user.id)).toBe(2)

    // Signed out by another process: the row is gone.
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id))
    const refused = await search(client, { state: 'FL', zipCode: '33130' })
    expect(refused.status).toBe(401)
    expect(sessionReads).toBe(3)
    expect(await savedSearches(user.id)).toBe(2)
    expect(await minuteHits(user.id)).toBe(2)
  })

  it('an expired session gets 401 and writes nothing', async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    expect((await search(client, { state: 'FL', zipCode: '33130' })).status).toBe(200)
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id))
    expect((await search(client, { state: 'FL', zipCode: '33130' })).status).toBe(401)
    expect(await savedSearches(user.id)).toBe(1)
    expect(await minuteHits(user.id)).toBe(1)
  })

  it('a plan changed elsewhere is searched as the plan is now, counted once', async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    expect((await search(client, { state: 'FL', zipCode: '33130' })).status).toBe(200)
    // Downgraded to Basic elsewhere: 20 record views a month, no city or county filters.
    await t.database.db
      .update(users)
      .set({ subscriptionTier: 'basic' })
      .where(eq(users.id, user.id))
    countSessionReads()
    const refused = await search(client, { state: 'FL', zipCode: '33130', city: 'Miami' })
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('FILTERS_NOT_IN_PLAN')
    expect(sessionReads).toBe(1)
    expect(await savedSearches(user.id)).toBe(1)
    expect(await minuteHits(user.id)).toBe(1)
    const basic = await search(client, { state: 'FL', zipCode: '33130' })
    expect(basic.status).toBe(200)
    expect(await savedSearches(user.id)).toBe(2)
    expect(await minuteHits(user.id)).toBe(2)
  })

  it('a trial user: the session read, then the trial allowance', async () => {
    const { client, user } = await signInNewUser(t)
    countSessionReads()
    expect((await search(client, { state: 'FL', zipCode: '33130' })).status).toBe(200)
    expect((await search(client, { state: 'FL', zipCode: '32801' })).status).toBe(200)
    expect(sessionReads).toBe(2)
    const third = await search(client, { state: 'FL', zipCode: '33130' })
    expect(third.status).toBe(403)
    expect(await savedSearches(user.id)).toBe(2)
    const [row] = await t.database.db
      .select({ count: users.trialSearchCount })
      .from(users)
      .where(and(eq(users.id, user.id)))
    expect(row?.count).toBe(2)
  })
})
