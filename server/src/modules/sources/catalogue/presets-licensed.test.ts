import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complianceAudits } from '../../../db/schema'
import { reply } from '../../../testing/fake-county-server'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { startRecordedSite } from '../../../testing/recorded-source-sites'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { importWithPreset } from '../importers/file-import-preset'
import { paMontgomeryUpsetSale as upsetFilePreset } from '../importers/presets'
import { IngestionFetchError } from '../ingestion/connectors/connector'
import { runPresetOnLoopback } from '../testing/preset-test-support'
import { ctJudicialPendingSales, paMontgomeryUpsetSale } from './presets-licensed'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

/** What the CT Judicial robots.txt says, per the recording's repository: Googlebot only. */
const GOOGLEBOT_ONLY = 'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n'

function ctSite(robots: string) {
  const page = readRealFile(
    'sources/ct_fairfield_judicial_pending_foreclosure_sales_by_town_2026-08-10.html',
  )
  return startRecordedSite({
    robots,
    route(request, response) {
      if (request.path === '/foreclosures/Public/PendPostbyTownDetails.aspx') {
        reply(response, 200, page)
      } else reply(response, 404, 'Not found')
    },
  })
}

describe.skipIf(!hasRealData)('licensed-only and document sources', () => {
  it('CT Judicial: the catalogue says a licensed feed is required and the fetcher refuses', async () => {
    expect(ctJudicialPendingSales.access).toBe('licensed_feed_required')
    expect(ctJudicialPendingSales.notRunnable).toMatch(/^licensed feed required/)
    const site = await ctSite(GOOGLEBOT_ONLY)
    try {
      const run = runPresetOnLoopback(database.db, ctJudicialPendingSales, site.baseUrl)
      const error = await run.then(
        () => null,
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(IngestionFetchError)
      expect((error as IngestionFetchError).failure.outcome).toBe('blocked_robots')
      expect((error as IngestionFetchError).retryable).toBe(false)
      // Only robots.txt was asked for; the page never was.
      expect(site.pageRequests()).toEqual([])
      const audits = await database.db
        .select()
        .from(complianceAudits)
        .where(eq(complianceAudits.activityType, 'robots_check'))
      expect(audits.some((audit) => audit.status === 'blocked')).toBe(true)
    } finally {
      await site.close()
    }
  })

  it('CT Judicial: the page layout the preset reads is the recorded one (loopback that allows us)', async () => {
    const site = await ctSite('User-agent: *\nAllow: /\n')
    try {
      const { result } = await runPresetOnLoopback(
        database.db,
        { ...ctJudicialPendingSales, id: 'ct-judicial-layout-check' },
        site.baseUrl,
      )
      expect(result.filings.map((filing) => [filing.caseNumber, filing.saleDate])).toEqual([
        ['FBTCV256151688S', '2026-08-15'],
        ['FBTCV246133765S', '2026-08-15'],
        ['FBTCV256152305S', '2026-08-29'],
      ])
      expect(result.filings[1]!.raw).toMatchObject({
        address: expect.stringContaining('325 Oldfield Road, Fairfield, CT 06824'),
      })
    } finally {
      await site.close()
    }
  })

  it('Montgomery PA upset sale: the recorded PDF table rows import with the file preset', () => {
    // The catalogue reads the PDF itself (presets-upset-sale.test.ts) with the file preset's mapping.
    const connector = paMontgomeryUpsetSale.connector as { mapping: Record<string, unknown> }
    const { documentUrl: _url, ...pdfFields } = connector.mapping.fields as Record<string, unknown>
    expect(pdfFields).toEqual(upsetFilePreset.mapping.fields)
    const outcome = importWithPreset(
      readRealFile('sources/pa_montgomery_upset_sale_list_pdf_table_rows_2026-08-07.csv'),
      upsetFilePreset,
    )
    if (!outcome.ok) throw new Error(outcome.error)
    expect(outcome.result.rejected).toEqual([])
    expect(outcome.result.filings.map(({ raw, ...filing }) => filing)).toEqual([
      expect.objectContaining({
        caseNumber: 'U26-0002',
        propertyAddress: '224 -228 FOREST AVE',
        defendantName: 'CARRIAGE HOUSE EAST LLC',
        city: 'Ambler',
        county: 'Montgomery',
        state: 'PA',
        documentType: 'Tax Foreclosure',
        loanAmount: '2708.65',
        amountKind: 'minimum_bid',
      }),
      expect.objectContaining({
        caseNumber: 'U26-0048',
        defendantName: 'Jeannie T Pham-To',
        loanAmount: '7766.51',
      }),
      expect.objectContaining({
        caseNumber: 'U26-0644',
        city: 'Hatfield Township',
        propertyAddress: '2544 BETHLEHEM PIKE',
        loanAmount: '26802.52',
      }),
    ])
  })
})
