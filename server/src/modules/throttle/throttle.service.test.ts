import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestThrottles } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import {
  hitThrottle,
  hitThrottleChain,
  purgeExpiredThrottles,
  resetThrottle,
  resetThrottlesWithPrefix,
  restartThrottleWindow,
} from './throttle.service'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const hitsOf = async (bucket: string) =>
  (
    await database.db
      .select({ hits: requestThrottles.hits })
      .from(requestThrottles)
      .where(eq(requestThrottles.bucket, bucket))
  )[0]?.hits ?? 0

describe('hitThrottleChain', () => {
  it('counts every rule of the chain in one statement while they allow', async () => {
    const chain = [
      { bucket: 'chain:a:minute', limit: 5, windowMs: 60_000 },
      { bucket: 'chain:a:day', limit: 100, windowMs: 86_400_000 },
    ]
    for (let i = 0; i < 3; i++)
      expect(await hitThrottleChain(database.db, chain)).toEqual({
        refusedAt: null,
        refusal: null,
        hits: [i + 1, i + 1],
      })
    expect(await hitsOf('chain:a:minute')).toBe(3)
    expect(await hitsOf('chain:a:day')).toBe(3)
  })

  it('stops at the first refusal: later rules are not counted, and says which rule refused', async () => {
    const chain = [
      { bucket: 'chain:b:minute', limit: 2, windowMs: 60_000 },
      { bucket: 'chain:b:day', limit: 100, windowMs: 86_400_000 },
    ]
    await hitThrottleChain(database.db, chain)
    await hitThrottleChain(database.db, chain)
    const third = await hitThrottleChain(database.db, chain)
    expect(third.refusedAt).toBe(0)
    expect(third.refusal).toMatchObject({ allowed: false, hits: 3 })
    expect(third.refusal?.retryAfterSeconds).toBeGreaterThan(50)
    expect(await hitsOf('chain:b:day')).toBe(2)
  })

  it('reports a refusal by a later rule with its index', async () => {
    const chain = [
      { bucket: 'chain:c:minute', limit: 10, windowMs: 60_000 },
      { bucket: 'chain:c:day', limit: 1, windowMs: 86_400_000 },
    ]
    expect((await hitThrottleChain(database.db, chain)).refusedAt).toBeNull()
    expect((await hitThrottleChain(database.db, chain)).refusedAt).toBe(1)
  })

  it('50 parallel hits against a limit of 10: exactly 10 allowed', async () => {
    const chain = [{ bucket: 'chain:d', limit: 10, windowMs: 60_000 }]
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () => hitThrottleChain(database.db, chain)),
    )
    expect(verdicts.filter((v) => v.refusal === null)).toHaveLength(10)
    expect(await hitsOf('chain:d')).toBe(50)
  })

  it('shares its buckets with hitThrottle and starts a new window once the old one expired', async () => {
    await hitThrottle(database.db, { bucket: 'chain:e', limit: 1, windowMs: 60_000 })
    const chain = [{ bucket: 'chain:e', limit: 1, windowMs: 60_000 }]
    expect((await hitThrottleChain(database.db, chain)).refusedAt).toBe(0)
    await database.pool.query(
      "update request_throttles set expires_at = now() - interval '1 second' where bucket = 'chain:e'",
    )
    expect((await hitThrottleChain(database.db, chain)).refusal).toBeNull()
    expect(await hitsOf('chain:e')).toBe(1)
  })
})

describe('restartThrottleWindow', () => {
  const expiresAt = async (bucket: string) =>
    (
      await database.db
        .select({ at: requestThrottles.expiresAt })
        .from(requestThrottles)
        .where(eq(requestThrottles.bucket, bucket))
    )[0]?.at.getTime() ?? 0

  it('restarts a live window from now and never shortens one', async () => {
    const rule = { bucket: 'restart:a', limit: 1, windowMs: 2_000 }
    expect((await hitThrottle(database.db, rule)).allowed).toBe(true)
    const first = await expiresAt(rule.bucket)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await restartThrottleWindow(database.db, rule)
    const restarted = await expiresAt(rule.bucket)
    expect(restarted).toBeGreaterThanOrEqual(first + 250)
    await restartThrottleWindow(database.db, { ...rule, windowMs: 10 })
    expect(await expiresAt(rule.bucket)).toBe(restarted)
    expect((await hitThrottle(database.db, rule)).allowed).toBe(false)
  })

  it('leaves an unknown or expired bucket alone', async () => {
    await restartThrottleWindow(database.db, { bucket: 'restart:none', limit: 1, windowMs: 1_000 })
    expect(await hitsOf('restart:none')).toBe(0)
  })
})

describe('resetThrottle and resetThrottlesWithPrefix', () => {
  const rule = (bucket: string) => ({ bucket, limit: 10, windowMs: 60_000 })

  it('forget exactly the buckets named, or those starting with the prefix (% and _ literal)', async () => {
    const names = [
      'reset:a_b x1',
      'reset:a_b x2',
      'reset:aXb x1',
      'reset:a%b x1',
      'reset:one',
      'reset:two',
    ]
    for (const name of names) await hitThrottle(database.db, rule(name))
    await resetThrottle(database.db, ['reset:one', 'reset:two'])
    await resetThrottlesWithPrefix(database.db, 'reset:a_b ')
    const left = []
    for (const name of names) if ((await hitsOf(name)) > 0) left.push(name)
    expect(left).toEqual(['reset:aXb x1', 'reset:a%b x1'])
    await resetThrottlesWithPrefix(database.db, 'reset:a%')
    expect(await hitsOf('reset:a%b x1')).toBe(0)
    expect(await hitsOf('reset:aXb x1')).toBe(1)
  })
})

describe('purgeExpiredThrottles', () => {
  it('deletes only the windows that ended before now, and nothing more a second time', async () => {
    await hitThrottle(database.db, { bucket: 'purge:open', limit: 5, windowMs: 60_000 })
    await hitThrottle(database.db, { bucket: 'purge:ended', limit: 5, windowMs: 60_000 })
    await database.db
      .update(requestThrottles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(requestThrottles.bucket, 'purge:ended'))
    expect(await purgeExpiredThrottles(database.db)).toBeGreaterThanOrEqual(1)
    expect(await hitsOf('purge:ended')).toBe(0)
    expect(await hitsOf('purge:open')).toBe(1)
    expect(await purgeExpiredThrottles(database.db)).toBe(0)
    // A window ending later than the given time is kept.
    expect(await purgeExpiredThrottles(database.db, new Date(Date.now() - 3_600_000))).toBe(0)
    expect(await hitsOf('purge:open')).toBe(1)
  })
})
