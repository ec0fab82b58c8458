import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { complianceAudits, robotsCache } from '../../../db/schema'
import {
  buildIngestionSource,
  fakeSiteListingConfig,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../testing/fake-county-fixtures'
import { startRecordingServer } from '../../../testing/fake-county-server'
import {
  FAKE_SITE_DISALLOWED_PREFIX,
  type FakeCountySite,
  type FakeCountySiteOptions,
  startFakeCountySite,
} from '../../../testing/fake-county-site'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { type PoliteFetchOptions, politeFetch } from './polite-fetcher'
import { ROBOTS_TTL_MS } from './robots-policy'

let database: TestDatabase
const sites: FakeCountySite[] = []
beforeAll(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close()
})
afterAll(() => database.destroy())

async function setUp(options: FakeCountySiteOptions = {}) {
  const site = await startFakeCountySite(options)
  sites.push(site)
  const { sourceId } = await buildIngestionSource(database.db, {
    baseUrl: site.baseUrl,
    config: fakeSiteListingConfig(),
  })
  const fetch = (path: string, extra: Partial<PoliteFetchOptions> = {}) =>
    politeFetch({
      db: database.db,
      sourceId,
      url: `${site.baseUrl}${path}`,
      userAgent: TEST_USER_AGENT,
      allowHosts: LOOPBACK_ALLOW_LIST,
      maxWaitMs: 5000,
      ...extra,
    })
  return { site, sourceId, fetch }
}

describe('robots.txt', () => {
  it('5xx: nothing else is requested from the host, and the verdict is cached', async () => {
    const { site, sourceId, fetch } = await setUp({ robots: { status: 503 } })
    for (const path of [
      '/sheriff-sales',
      '/sheriff-sales?page=2',
      '/sheriff-sales/sale/2026-0101',
    ]) {
      const result = await fetch(path)
      expect(result).toMatchObject({ ok: false, outcome: 'robots_unreachable' })
    }
    expect(site.pageRequests()).toHaveLength(0)
    expect(site.requests.map((request) => request.path)).toEqual(['/robots.txt'])
    const [cached] = await database.db
      .select()
      .from(robotsCache)
      .where(eq(robotsCache.domain, new URL(site.baseUrl).host))
    expect(cached).toMatchObject({
      isAccessible: false,
      allowsUserAgent: 'disallowed',
      errorCount: 1,
    })
    const audits = await database.db
      .select()
      .from(complianceAudits)
      .where(
        and(
          eq(complianceAudits.sourceId, sourceId),
          eq(complianceAudits.activityType, 'robots_check'),
        ),
      )
    expect(audits.filter((audit) => audit.status === 'error')).toHaveLength(1)
    expect(audits.filter((audit) => audit.status === 'blocked')).toHaveLength(3)
  })

  it('a network error on robots.txt also closes the host', async () => {
    const closed = await startRecordingServer(() => undefined)
    const baseUrl = closed.baseUrl
    await closed.close()
    const { sourceId } = await buildIngestionSource(database.db, {
      baseUrl,
      config: fakeSiteListingConfig(),
    })
    const result = await politeFetch({
      db: database.db,
      sourceId,
      url: `${baseUrl}/sheriff-sales`,
      userAgent: TEST_USER_AGENT,
      allowHosts: LOOPBACK_ALLOW_LIST,
    })
    expect(result).toMatchObject({ ok: false, outcome: 'robots_unreachable' })
  })

  it('4xx (404): everything is allowed', async () => {
    const { site, fetch } = await setUp({ robots: { status: 404 } })
    const result = await fetch('/sheriff-sales')
    expect(result).toMatchObject({ ok: true, status: 200 })
    expect(site.pageRequests().map((request) => request.path)).toEqual(['/sheriff-sales'])
  })

  it('a disallowed path is never fetched, and the refusal is audited', async () => {
    const { site, sourceId, fetch } = await setUp()
    const result = await fetch(`${FAKE_SITE_DISALLOWED_PREFIX}2026-0101`)
    expect(result).toMatchObject({ ok: false, outcome: 'blocked_robots' })
    const viaRedirect = await fetch(
      `/moved?to=${encodeURIComponent(`${FAKE_SITE_DISALLOWED_PREFIX}2026-0102`)}`,
    )
    expect(viaRedirect).toMatchObject({ ok: false, outcome: 'blocked_robots' })
    expect(
      site.requests.some((request) => request.path.startsWith(FAKE_SITE_DISALLOWED_PREFIX)),
    ).toBe(false)
    const [blocked] = await database.db
      .select()
      .from(complianceAudits)
      .where(
        and(
          eq(complianceAudits.sourceId, sourceId),
          eq(complianceAudits.activityType, 'robots_check'),
          eq(complianceAudits.status, 'blocked'),
        ),
      )
    expect(blocked).toMatchObject({
      userAgent: TEST_USER_AGENT,
      requestUrl: `${site.baseUrl}${FAKE_SITE_DISALLOWED_PREFIX}2026-0101`,
      reason: expect.stringContaining(`Disallow: ${FAKE_SITE_DISALLOWED_PREFIX}`),
    })
  })

  it('is fetched once and cached for at most 24 hours', async () => {
    const { site, fetch } = await setUp({ crawlDelaySeconds: 0 })
    await fetch('/sheriff-sales')
    await fetch('/sheriff-sales?page=2')
    expect(site.requests.filter((request) => request.path === '/robots.txt')).toHaveLength(1)
    const [cached] = await database.db
      .select()
      .from(robotsCache)
      .where(eq(robotsCache.domain, new URL(site.baseUrl).host))
    expect(cached?.robotsContent).toContain(`Disallow: ${FAKE_SITE_DISALLOWED_PREFIX}`)
    expect(cached?.allowsUserAgent).toBe('partial')
    expect(cached!.nextCheck!.getTime()).toBeLessThanOrEqual(Date.now() + ROBOTS_TTL_MS)
  })

  it('crawl-delay keeps requests to the host apart', async () => {
    const { site, fetch } = await setUp({ crawlDelaySeconds: 1, minIntervalMs: 900 })
    for (const page of [1, 2, 3]) {
      expect(await fetch(`/sheriff-sales?page=${page}`)).toMatchObject({ ok: true })
    }
    const times = site.pageRequests().map((request) => request.at)
    expect(times).toHaveLength(3)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(950)
    expect(site.throttled()).toBe(0)
  })

  it('a crawl-delay longer than the caller waits is a rate_limited refusal without a request', async () => {
    const { site, fetch } = await setUp({ crawlDelaySeconds: 30 })
    expect(await fetch('/sheriff-sales')).toMatchObject({ ok: true })
    const second = await fetch('/sheriff-sales?page=2', { maxWaitMs: 0 })
    expect(second).toMatchObject({ ok: false, outcome: 'rate_limited' })
    expect(second.ok ? 0 : second.retryAfterMs).toBeGreaterThan(20_000)
    expect(site.pageRequests()).toHaveLength(1)
  })
})
