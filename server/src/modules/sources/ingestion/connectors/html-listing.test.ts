import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  buildIngestionSource,
  fakeSiteListingConfig,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../../testing/fake-county-fixtures'
import {
  FAKE_SITE_DISALLOWED_PREFIX,
  type FakeCountySite,
  type FakeCountySiteOptions,
  startFakeCountySite,
} from '../../../../testing/fake-county-site'
import { createTestDatabase, type TestDatabase } from '../../../../testing/test-database'
import { politeFetch } from '../polite-fetcher'
import type { ConnectorRun } from './connector'
import { parseConnectorConfig } from './connector-config'
import { type HtmlListingConfig, runHtmlListing } from './html-listing'

let database: TestDatabase
const sites: FakeCountySite[] = []
beforeAll(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close()
})
afterAll(() => database.destroy())

function listingConfig(overrides: Record<string, unknown> = {}): HtmlListingConfig {
  const parsed = parseConnectorConfig({ ...fakeSiteListingConfig(), ...overrides })
  if (!parsed.ok || parsed.config.connector !== 'html-listing')
    throw new Error(String(!parsed.ok && parsed.error))
  return parsed.config
}

async function setUp(
  options: FakeCountySiteOptions = {},
): Promise<{ site: FakeCountySite; run: ConnectorRun }> {
  const site = await startFakeCountySite(options)
  sites.push(site)
  const { sourceId } = await buildIngestionSource(database.db, {
    baseUrl: site.baseUrl,
    config: fakeSiteListingConfig(),
  })
  const run: ConnectorRun = {
    baseUrl: site.baseUrl,
    fetch: (url) =>
      politeFetch({
        db: database.db,
        sourceId,
        url,
        userAgent: TEST_USER_AGENT,
        allowHosts: LOOPBACK_ALLOW_LIST,
        maxWaitMs: 10_000,
      }),
  }
  return { site, run }
}

describe('HTML listing connector', () => {
  it('reads the 3 listing pages and every detail page into normalized filings', async () => {
    const { site, run } = await setUp()
    const result = await runHtmlListing(listingConfig(), run)

    const listingPages = site.requests.filter((request) => request.path === '/sheriff-sales')
    expect(listingPages.map((request) => request.query.get('page'))).toEqual([null, '2', '3'])
    expect(
      site.requests.filter((request) => request.path.startsWith('/sheriff-sales/sale/')),
    ).toHaveLength(8)
    expect(result.pagesFetched).toBe(11)
    expect(result.rejected).toEqual([])
    expect(result.filings).toHaveLength(8)
    expect(result.filings.map((filing) => filing.caseNumber)).toEqual(
      site.sales.map((sale) => sale.caseNumber),
    )

    const { raw, ...first } = result.filings[0]!
    expect(first).toEqual({
      sourceRecordId: '2026-0101',
      documentType: 'Sheriff Sale',
      caseNumber: 'CV-2025-04417',
      court: 'Fairview County Court of Common Pleas',
      defendantName: 'Trina Marlowe',
      plaintiffName: 'First Federal Savings of Fairview',
      propertyAddress: '1412 Birchwood Ln',
      city: 'Marlow Heights',
      county: 'Fairview',
      state: 'OH',
      zipCode: '45123',
      filingDate: '2025-11-03',
      saleDate: '2026-03-05',
      loanAmount: '123456.78',
      amountKind: 'judgment',
      saleStatus: null,
      documentUrl: `${site.baseUrl}/sheriff-sales/sale/2026-0101`,
    })
    expect(raw).toMatchObject({
      listingUrl: `${site.baseUrl}/sheriff-sales`,
      judgment: '$123,456.78',
    })

    const obrien = result.filings.find((filing) => filing.caseNumber === 'CV-2025-04588')
    expect(obrien).toMatchObject({
      defendantName: "Maeve O'Brien",
      plaintiffName: 'Hearthstone Bank, N.A.',
      propertyAddress: '2203 Old Mill Dr',
      city: 'Pike Crossing',
      zipCode: '45127',
      loanAmount: '212004.15',
    })
    const last = result.filings.at(-1)
    expect(last).toMatchObject({
      caseNumber: 'CV-2025-04902',
      saleDate: '2026-03-26',
      zipCode: '45131',
    })
    for (const filing of result.filings) {
      expect(filing.zipCode).toMatch(/^\d{5}$/)
      expect(filing.loanAmount).toMatch(/^\d+\.\d{2}$/)
      expect(filing.defendantName).not.toContain(',')
    }
  })

  it('skips a detail page robots.txt disallows, never fetching it, and keeps the listing fields', async () => {
    const { site, run } = await setUp({ sealedSales: ['2026-0104'] })
    const result = await runHtmlListing(listingConfig(), run)
    expect(
      site.requests.some((request) => request.path.startsWith(FAKE_SITE_DISALLOWED_PREFIX)),
    ).toBe(false)
    expect(result.notes).toEqual([
      expect.stringContaining(`${FAKE_SITE_DISALLOWED_PREFIX}2026-0104 skipped: blocked_robots`),
    ])
    const sealed = result.filings.find((filing) => filing.sourceRecordId === '2026-0104')
    expect(sealed).toMatchObject({
      caseNumber: 'CV-2025-04610',
      saleDate: '2026-03-12',
      defendantName: null,
    })
    expect(result.filings).toHaveLength(8)
  })

  it('sits out a 429 with Retry-After and then reads the page', async () => {
    const { site, run } = await setUp({
      crawlDelaySeconds: 0,
      minIntervalMs: 400,
      retryAfterSeconds: 1,
    })
    const result = await runHtmlListing(listingConfig({ maxPages: 1 }), run)
    expect(result.filings.map((filing) => filing.defendantName)).toEqual([
      'Trina Marlowe',
      'Desmond Okafor',
      "Maeve O'Brien",
    ])
    expect(site.throttled()).toBeGreaterThan(0)
    const requests = site.pageRequests()
    for (let i = 1; i < requests.length; i++) {
      if (requests[i - 1]!.status === 429) {
        expect(requests[i]!.path).toBe(requests[i - 1]!.path)
        expect(requests[i]!.at - requests[i - 1]!.at).toBeGreaterThanOrEqual(950)
      }
    }
  })

  it('refuses a config with a selector outside the supported subset', () => {
    const parsed = parseConnectorConfig({ ...fakeSiteListingConfig(), rowSelector: 'tr:hover' })
    expect(parsed).toEqual({ ok: false, error: expect.stringContaining('rowSelector') })
    const noMapping = parseConnectorConfig({ ...fakeSiteListingConfig(), mapping: { fields: {} } })
    expect(noMapping.ok).toBe(false)
  })
})
