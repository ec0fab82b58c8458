import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complianceAudits, rateLimits } from '../../../db/schema'
import {
  buildIngestionSource,
  fakeSiteListingConfig,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../testing/fake-county-fixtures'
import { type FakeCountySite, startFakeCountySite } from '../../../testing/fake-county-site'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { politeFetch } from './polite-fetcher'
import { consumeSourceRateLimit, setSourceRateLimit } from './source-rate-limit'

let database: TestDatabase
let site: FakeCountySite
beforeAll(async () => {
  database = await createTestDatabase()
  site = await startFakeCountySite({
    robots: { body: 'User-agent: *\nDisallow: /admin/\n' },
  })
})
afterAll(async () => {
  await site.close()
  await database.destroy()
})

async function newSource() {
  const { sourceId } = await buildIngestionSource(database.db, {
    baseUrl: site.baseUrl,
    config: fakeSiteListingConfig(),
  })
  return sourceId
}

describe('per-source rate limits', () => {
  it('hold across two workers fetching at the same time: requests never exceed the quota', async () => {
    const sourceId = await newSource()
    await setSourceRateLimit(database.db, sourceId, 'minute', 5)
    await setSourceRateLimit(database.db, sourceId, 'day', 1000)
    const before = site.pageRequests().length
    const worker = async (name: string) => {
      const outcomes: string[] = []
      for (let i = 0; i < 6; i++) {
        const result = await politeFetch({
          db: database.db,
          sourceId,
          url: `${site.baseUrl}/sheriff-sales?page=${(i % 3) + 1}&worker=${name}`,
          userAgent: TEST_USER_AGENT,
          allowHosts: LOOPBACK_ALLOW_LIST,
        })
        outcomes.push(result.ok ? 'ok' : result.outcome)
      }
      return outcomes
    }
    const [a, b] = await Promise.all([worker('a'), worker('b')])
    const all = [...a!, ...b!]
    expect(site.pageRequests().length - before).toBe(5)
    expect(all.filter((outcome) => outcome === 'ok')).toHaveLength(5)
    expect(all.filter((outcome) => outcome === 'rate_limited')).toHaveLength(7)
    const [minute] = await database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.sourceId, sourceId), eq(rateLimits.window, 'minute')))
    expect(minute?.currentCount).toBe(5)
    const [day] = await database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.sourceId, sourceId), eq(rateLimits.window, 'day')))
    expect(day?.currentCount).toBe(5)
    const blocked = await database.db
      .select()
      .from(complianceAudits)
      .where(
        and(
          eq(complianceAudits.sourceId, sourceId),
          eq(complianceAudits.activityType, 'rate_limit'),
          eq(complianceAudits.status, 'blocked'),
        ),
      )
    expect(blocked).toHaveLength(7)
  })

  it('never overspends under many parallel consumers', async () => {
    const sourceId = await newSource()
    await setSourceRateLimit(database.db, sourceId, 'minute', 7)
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => consumeSourceRateLimit(database.db, sourceId)),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(7)
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.sourceId, sourceId))
    expect(row?.currentCount).toBe(7)
  })

  it('refuses with the time until the full window rolls over, and counts nothing when refused', async () => {
    const sourceId = await newSource()
    await setSourceRateLimit(database.db, sourceId, 'hour', 2)
    await setSourceRateLimit(database.db, sourceId, 'minute', 10)
    expect(await consumeSourceRateLimit(database.db, sourceId)).toEqual({
      allowed: true,
      limited: true,
    })
    expect(await consumeSourceRateLimit(database.db, sourceId)).toEqual({
      allowed: true,
      limited: true,
    })
    const refused = await consumeSourceRateLimit(database.db, sourceId)
    expect(refused).toMatchObject({ allowed: false, window: 'hour', quota: 2 })
    expect(refused.allowed ? 0 : refused.retryAfterMs).toBeGreaterThan(59 * 60 * 1000)
    const counts = await database.db
      .select({ window: rateLimits.window, count: rateLimits.currentCount })
      .from(rateLimits)
      .where(eq(rateLimits.sourceId, sourceId))
      .orderBy(rateLimits.window)
    expect(counts).toEqual([
      { window: 'hour', count: 2 },
      { window: 'minute', count: 2 },
    ])
  })

  it('starts a new window once the old one has passed', async () => {
    const sourceId = await newSource()
    await setSourceRateLimit(database.db, sourceId, 'minute', 1)
    expect((await consumeSourceRateLimit(database.db, sourceId)).allowed).toBe(true)
    expect((await consumeSourceRateLimit(database.db, sourceId)).allowed).toBe(false)
    await database.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.sourceId, sourceId))
    expect((await consumeSourceRateLimit(database.db, sourceId)).allowed).toBe(true)
  })

  it('waits for the window when the caller allows the wait', async () => {
    // A site of its own: the sources above share the other one, and with it its host quota.
    const ownSite = await startFakeCountySite({ robots: { body: 'User-agent: *\n' } })
    const { sourceId } = await buildIngestionSource(database.db, {
      baseUrl: ownSite.baseUrl,
      config: fakeSiteListingConfig(),
    })
    await setSourceRateLimit(database.db, sourceId, 'minute', 1)
    await database.db
      .update(rateLimits)
      .set({ currentCount: 1, windowStart: sql`now() - interval '59 seconds'` })
      .where(eq(rateLimits.sourceId, sourceId))
    const started = Date.now()
    const result = await politeFetch({
      db: database.db,
      sourceId,
      url: `${ownSite.baseUrl}/sheriff-sales`,
      userAgent: TEST_USER_AGENT,
      allowHosts: LOOPBACK_ALLOW_LIST,
      maxWaitMs: 5000,
    })
    await ownSite.close()
    expect(result.ok).toBe(true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(500)
  })
})
