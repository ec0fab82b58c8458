import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../../db/client'
import { complianceAudits, hostRateLimits } from '../../../db/schema'
import {
  buildIngestionSource,
  fakeSiteListingConfig,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../testing/fake-county-fixtures'
import { type FakeCountySite, startFakeCountySite } from '../../../testing/fake-county-site'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { SOURCE_PRESETS } from '../catalogue/catalogue'
import { syncSourceCatalogue } from '../catalogue/sync-catalogue.service'
import { consumeRequestQuota } from './host-rate-limit'
import { politeFetch } from './polite-fetcher'
import { setSourceRateLimit } from './source-rate-limit'

let database: TestDatabase
/** A second worker: its own pool on the same PostgreSQL database (PGlite has one process). */
let other: { db: Db; close(): Promise<void> }
const sites: FakeCountySite[] = []
beforeAll(async () => {
  database = await createTestDatabase()
  other = database.url
    ? await openDatabase({ databaseUrl: database.url, poolSize: 3 })
    : { db: database.db, close: async () => undefined }
})
afterAll(async () => {
  for (const site of sites) await site.close()
  await other.close()
  await database.destroy()
})

/** A loopback site of its own (no crawl-delay unless asked) and sources on it. */
async function siteWithSources(quotas: (number | null)[], robots?: string) {
  const site = await startFakeCountySite({
    robots: { body: robots ?? 'User-agent: *\nDisallow: /admin/\n' },
  })
  sites.push(site)
  const sourceIds: string[] = []
  for (const quota of quotas) {
    const { sourceId } = await buildIngestionSource(database.db, {
      baseUrl: site.baseUrl,
      config: fakeSiteListingConfig(),
    })
    if (quota !== null) await setSourceRateLimit(database.db, sourceId, 'minute', quota)
    sourceIds.push(sourceId)
  }
  return { site, sourceIds, host: new URL(site.baseUrl).host }
}

/** `count` fetches one after the other by one worker for one source; their outcomes. */
async function fetchMany(
  db: Db,
  sourceId: string,
  site: FakeCountySite,
  count: number,
  maxWaitMs = 0,
) {
  const outcomes: string[] = []
  for (let i = 0; i < count; i++) {
    const result = await politeFetch({
      db,
      sourceId,
      url: `${site.baseUrl}/sheriff-sales?page=${(i % 3) + 1}&source=${sourceId}`,
      userAgent: TEST_USER_AGENT,
      allowHosts: LOOPBACK_ALLOW_LIST,
      maxWaitMs,
    })
    outcomes.push(result.ok ? 'ok' : result.outcome)
  }
  return outcomes
}

const auditsOf = (sourceId: string, status: 'blocked' | 'warning') =>
  database.db
    .select()
    .from(complianceAudits)
    .where(
      and(
        eq(complianceAudits.sourceId, sourceId),
        eq(complianceAudits.activityType, 'rate_limit'),
        eq(complianceAudits.status, status),
      ),
    )

describe('a host shared by several sources', () => {
  it('holds the strictest quota for all of them together, across two workers', async () => {
    const { site, sourceIds, host } = await siteWithSources([4, 6])
    const [a, b] = await Promise.all([
      fetchMany(database.db, sourceIds[0]!, site, 5),
      fetchMany(other.db, sourceIds[1]!, site, 5),
    ])
    const all = [...a!, ...b!]
    expect(site.pageRequests()).toHaveLength(4)
    expect(all.filter((outcome) => outcome === 'ok')).toHaveLength(4)
    expect(all.filter((outcome) => outcome === 'rate_limited')).toHaveLength(6)
    const [row] = await database.db
      .select()
      .from(hostRateLimits)
      .where(eq(hostRateLimits.host, host))
    expect(row).toMatchObject({ window: 'minute', quota: 4, sharingSources: 2, currentCount: 4 })
    // The source allowed 6 a minute was refused by the host's quota, in words that say so.
    const blocked = await auditsOf(sourceIds[1]!, 'blocked')
    expect(blocked.length).toBeGreaterThan(0)
    expect(blocked[0]!.reason).toBe(
      `host quota of 4 per minute for ${host} used up (shared by 2 sources, the strictest of their quotas)`,
    )
    expect(blocked[0]!.complianceRules).toMatchObject({ scope: 'host', host, quota: 4 })
    const [counted] = await database.db
      .select()
      .from(complianceAudits)
      .where(
        and(
          eq(complianceAudits.sourceId, sourceIds[0]!),
          eq(complianceAudits.activityType, 'rate_limit'),
          eq(complianceAudits.status, 'allowed'),
        ),
      )
    expect(counted?.reason).toBe('within the source quota and the host quota (shared by 2 sources)')
  })

  it('limits a source without a quota of its own when another source on its host has one', async () => {
    const { sourceIds, host } = await siteWithSources([1, null])
    expect(await consumeRequestQuota(database.db, { sourceId: sourceIds[1]!, host })).toEqual({
      allowed: true,
      sourceLimited: false,
      hostLimited: true,
      sharingSources: 2,
    })
    expect(await consumeRequestQuota(other.db, { sourceId: sourceIds[0]!, host })).toMatchObject({
      allowed: false,
      scope: 'host',
      quota: 1,
    })
  })

  it("gives the catalogue's 14 CivilView counties one quota of 20 a minute on salesweb.civilview.com", async () => {
    const civilView = SOURCE_PRESETS.filter((preset) => preset.id.endsWith('-civilview'))
    expect(civilView).toHaveLength(14)
    const ids = await syncSourceCatalogue(database.db, civilView)
    const host = 'salesweb.civilview.com'
    const verdicts = []
    // Two requests a county, one from each worker: 28 asked, 20 counted.
    for (const sourceId of ids.values()) {
      for (const db of [database.db, other.db]) {
        verdicts.push(await consumeRequestQuota(db, { sourceId, host }))
      }
    }
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(20)
    expect(verdicts.at(-1)).toMatchObject({
      allowed: false,
      scope: 'host',
      quota: 20,
      sharingSources: 14,
    })
  })

  it('keeps a source alone on its host to its own quota, with no host row', async () => {
    const { sourceIds, host } = await siteWithSources([2])
    const verdicts = await Promise.all(
      Array.from({ length: 4 }, () =>
        consumeRequestQuota(database.db, { sourceId: sourceIds[0]!, host }),
      ),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2)
    expect(verdicts.find((verdict) => !verdict.allowed)).toMatchObject({
      scope: 'source',
      quota: 2,
    })
    expect(
      await database.db.select().from(hostRateLimits).where(eq(hostRateLimits.host, host)),
    ).toEqual([])
  })

  it('waits for the host window to roll over, audits the wait, and sends nothing before it', async () => {
    const { site, sourceIds, host } = await siteWithSources([2, 2])
    await database.db.insert(hostRateLimits).values({
      host,
      window: 'minute',
      quota: 2,
      sharingSources: 2,
      currentCount: 2,
      windowStart: sql`now() - interval '58.5 seconds'`,
    })
    const [{ rolls } = { rolls: 0 }] = (
      await database.db.execute<{ rolls: number }>(sql`
        select extract(epoch from window_start + interval '1 minute') * 1000 as rolls
        from host_rate_limits where host = ${host}`)
    ).rows
    const [a, b] = await Promise.all([
      fetchMany(database.db, sourceIds[0]!, site, 1, 10_000),
      fetchMany(other.db, sourceIds[1]!, site, 1, 10_000),
    ])
    expect([...a!, ...b!]).toEqual(['ok', 'ok'])
    for (const request of site.pageRequests()) {
      expect(request.at).toBeGreaterThanOrEqual(Math.floor(Number(rolls)))
    }
    for (const sourceId of sourceIds) {
      const waits = await auditsOf(sourceId, 'warning')
      expect(waits.length).toBeGreaterThan(0)
      expect(waits[0]!.reason).toMatch(
        new RegExp(`^waiting \\d+ ms: host quota of 2 per minute for ${host} used up`),
      )
    }
  })

  it("spaces every source's requests by the host's robots.txt crawl-delay", async () => {
    const { site, sourceIds, host } = await siteWithSources(
      [null, null],
      'User-agent: *\nDisallow: /admin/\nCrawl-delay: 1\n',
    )
    const [a, b] = await Promise.all([
      fetchMany(database.db, sourceIds[0]!, site, 2, 15_000),
      fetchMany(other.db, sourceIds[1]!, site, 2, 15_000),
    ])
    expect([...a!, ...b!]).toEqual(['ok', 'ok', 'ok', 'ok'])
    const arrivals = site
      .pageRequests()
      .map((request) => request.at)
      .sort((x, y) => x - y)
    expect(arrivals).toHaveLength(4)
    for (let i = 1; i < arrivals.length; i++) {
      expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(990)
    }
    const waits = await database.db
      .select()
      .from(complianceAudits)
      .where(
        and(
          eq(complianceAudits.activityType, 'rate_limit'),
          eq(complianceAudits.status, 'warning'),
          like(complianceAudits.requestUrl, `${site.baseUrl}%`),
        ),
      )
    expect(waits.length).toBeGreaterThan(0)
    expect(waits[0]!.reason).toMatch(
      /robots\.txt asks for 1 s between requests \(every source on the host\)$/,
    )
    expect(waits[0]!.complianceRules).toMatchObject({ crawlDelay: 1, host })
  })
})
