import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complianceAudits, tosValidation } from '../../../db/schema'
import {
  buildIngestionSource,
  fakeSiteListingConfig,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../testing/fake-county-fixtures'
import { type FakeCountySite, startFakeCountySite } from '../../../testing/fake-county-site'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { type PoliteFetchOptions, politeFetch } from './polite-fetcher'
import { approveDomainForIngestion } from './tos-policy'

let database: TestDatabase
let site: FakeCountySite
let sourceId: string
beforeAll(async () => {
  database = await createTestDatabase()
  site = await startFakeCountySite({ crawlDelaySeconds: 0 })
  ;({ sourceId } = await buildIngestionSource(database.db, {
    baseUrl: site.baseUrl,
    config: fakeSiteListingConfig(),
  }))
})
afterAll(async () => {
  await site.close()
  await database.destroy()
})

const fetchUrl = (url: string, extra: Partial<PoliteFetchOptions> = {}) =>
  politeFetch({
    db: database.db,
    sourceId,
    url,
    userAgent: TEST_USER_AGENT,
    allowHosts: LOOPBACK_ALLOW_LIST,
    ...extra,
  })

describe('SSRF guard', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.7/admin',
    'http://[::1]:8080/',
    'http://[::ffff:127.0.0.1]/',
    'gopher://example.com/',
  ])('refuses %s without a request', async (url) => {
    const result = await fetchUrl(url)
    expect(result).toMatchObject({ ok: false, outcome: 'blocked_address' })
  })

  it('refuses a hostname resolving to 127.0.0.1 unless allow-listed, without any request', async () => {
    const port = new URL(site.baseUrl).port
    const before = site.requests.length
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }]
    const refused = await fetchUrl(`http://county-records.example:${port}/sheriff-sales`, {
      resolve,
      allowHosts: [],
    })
    expect(refused).toMatchObject({ ok: false, outcome: 'blocked_address' })
    const localhost = await fetchUrl(`http://localhost:${port}/sheriff-sales`, { allowHosts: [] })
    expect(localhost).toMatchObject({ ok: false, outcome: 'blocked_address' })
    const direct = await fetchUrl(`${site.baseUrl}/sheriff-sales`, { allowHosts: [] })
    expect(direct).toMatchObject({ ok: false, outcome: 'blocked_address' })
    expect(site.requests.length).toBe(before)
  })

  it('refuses a redirect from an allowed host to a private address', async () => {
    for (const target of ['http://169.254.169.254/latest/meta-data/', 'http://192.168.1.1/']) {
      const result = await fetchUrl(`${site.baseUrl}/moved?to=${encodeURIComponent(target)}`)
      expect(result).toMatchObject({ ok: false, outcome: 'blocked_address' })
    }
    const audits = await database.db
      .select()
      .from(complianceAudits)
      .where(
        and(eq(complianceAudits.domain, '169.254.169.254'), eq(complianceAudits.status, 'blocked')),
      )
    expect(audits.length).toBeGreaterThan(0)
  })
})

describe('terms of service', () => {
  it('refuses a domain with no review and one still under review, and audits it', async () => {
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }]
    const port = new URL(site.baseUrl).port
    const url = `http://unreviewed-county.example:${port}/sheriff-sales`
    const before = site.requests.length
    const allowHosts = ['unreviewed-county.example']
    expect(await fetchUrl(url, { resolve, allowHosts })).toMatchObject({
      ok: false,
      outcome: 'blocked_tos',
    })
    await database.db
      .insert(tosValidation)
      .values({ domain: 'unreviewed-county.example', complianceStatus: 'review_required' })
    expect(await fetchUrl(url, { resolve, allowHosts })).toMatchObject({
      ok: false,
      outcome: 'blocked_tos',
    })
    expect(site.requests.length).toBe(before)
    const audits = await database.db
      .select()
      .from(complianceAudits)
      .where(eq(complianceAudits.domain, 'unreviewed-county.example'))
      .orderBy(complianceAudits.id)
    expect(audits.map((audit) => [audit.activityType, audit.status])).toEqual([
      ['tos_check', 'blocked'],
      ['tos_check', 'blocked'],
    ])
    expect(audits[0]?.reason).toMatch(/no terms-of-service review/)

    await approveDomainForIngestion(database.db, 'unreviewed-county.example', {
      tosUrl: `http://unreviewed-county.example:${port}/terms`,
      notes: 'read the terms: public records, no restriction on automated access',
    })
    expect(await fetchUrl(url, { resolve, allowHosts })).toMatchObject({ ok: true, status: 200 })
  })
})

describe('limits on a response', () => {
  it('gives up at the deadline', async () => {
    const started = Date.now()
    const result = await fetchUrl(`${site.baseUrl}/slow?ms=3000`, { timeoutMs: 300 })
    expect(result).toMatchObject({ ok: false, outcome: 'timeout' })
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('stops reading past the size cap, declared or streamed', async () => {
    const streamed = await fetchUrl(`${site.baseUrl}/huge`, { maxBytes: 100_000 })
    expect(streamed).toMatchObject({ ok: false, outcome: 'too_large', status: 200 })
    const declared = await fetchUrl(`${site.baseUrl}/sheriff-sales`, { maxBytes: 1000 })
    expect(declared).toMatchObject({ ok: false, outcome: 'too_large' })
  })

  it('returns Retry-After of a 429 as the delay to wait', async () => {
    const result = await fetchUrl(`${site.baseUrl}/busy`)
    expect(result).toMatchObject({
      ok: false,
      outcome: 'http_error',
      status: 429,
      retryAfterMs: 7000,
    })
    const [audit] = await database.db
      .select()
      .from(complianceAudits)
      .where(
        and(eq(complianceAudits.activityType, 'scraping'), eq(complianceAudits.responseCode, 429)),
      )
    expect(audit).toMatchObject({ status: 'warning', userAgent: TEST_USER_AGENT })
  })

  it('audits every decision of a successful fetch', async () => {
    const url = `${site.baseUrl}/sheriff-sales?page=3`
    expect(await fetchUrl(url)).toMatchObject({ ok: true, finalUrl: url })
    const audits = await database.db
      .select()
      .from(complianceAudits)
      .where(eq(complianceAudits.requestUrl, url))
      .orderBy(complianceAudits.id)
    expect(audits.map((audit) => [audit.activityType, audit.status])).toEqual([
      ['tos_check', 'allowed'],
      ['robots_check', 'allowed'],
      ['rate_limit', 'allowed'],
      ['scraping', 'allowed'],
    ])
    expect(audits.at(-1)).toMatchObject({ responseCode: 200, userAgent: TEST_USER_AGENT, sourceId })
  })
})
