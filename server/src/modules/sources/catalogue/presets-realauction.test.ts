import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseEvents, filings } from '../../../db/schema'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { startRealAuctionSite } from '../../../testing/recorded-source-sites'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { storeFilings } from '../../records'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { expandAuctionTokens, readAuctionItems } from '../ingestion/connectors/realauction'
import { mapConnectorRecord } from '../ingestion/connectors/record-mapping'
import { runPresetOnLoopback } from '../testing/preset-test-support'
import { flPascoRealAuction, paButlerRealAuction } from './presets-realauction'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

/** The recorded items HTML cut before each item that starts with `marker`: one string each. */
function splitItems(html: string, marker: string): string[] {
  const starts: number[] = []
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + 1)) starts.push(at)
  return starts.map((start, index) => html.slice(start, starts[index + 1]))
}

/** The items spread over pages of `sizes` items, each its own `{retHTML, rlist}` answer. */
function pagesOf(items: readonly string[], sizes: readonly number[]): string[] {
  const pages: string[] = []
  let next = 0
  for (const size of sizes) {
    const page = items.slice(next, next + size)
    next += size
    const rlist = page.map((item) => /aid="(\d+)"/.exec(item)![1]).join(',')
    pages.push(JSON.stringify({ retHTML: page.join(''), rlist }))
  }
  return pages
}

const updateRequests = (site: { requests: { query: URLSearchParams }[] }) =>
  site.requests
    .filter((request) => request.query.get('FNC') === 'LOAD')
    .map((request) => `PageDir=${request.query.get('PageDir')}&doR=${request.query.get('doR')}`)

describe.skipIf(!hasRealData)('RealAuction presets on the recorded responses', () => {
  it('Butler PA: calendar, preview (session cookie), then the recorded items, one a page', async () => {
    const html = readRealFile(
      'sources/pa_butler_realforeclose_sheriff_sale_area_w_items_2026-09-18.html',
    )
    const items = splitItems(html, '<div class="AUCTION_ITEM')
    expect(items).toHaveLength(2)
    // The calendar states the day's two items: the second page ends the day, no third request.
    const site = await startRealAuctionSite({
      day: '09/18/2026',
      updatePages: pagesOf(items, [1, 1]),
      stated: 2,
      busyFirst: 1,
    })
    try {
      const { result } = await runPresetOnLoopback(database.db, paButlerRealAuction, site.baseUrl)
      expect(result.rejected).toEqual([])
      expect(result.filings.map(({ raw, ...filing }) => filing)).toEqual([
        expect.objectContaining({
          sourceRecordId: '2025-30042',
          caseNumber: '2025-30042',
          documentType: 'Sheriff Sale',
          propertyAddress: '301 BELLWOOD COURT',
          city: 'CRANBERRY TOWNSHIP',
          county: 'Butler',
          state: 'PA',
          zipCode: '16066',
          saleDate: '2026-09-18',
          loanAmount: '26113.54',
          amountKind: 'judgment',
          saleStatus: 'scheduled',
        }),
        expect.objectContaining({
          caseNumber: '2025-30138',
          propertyAddress: '108 SETTLERS COURT',
          city: 'FREEPORT',
          zipCode: '16229',
          loanAmount: '403499.77',
        }),
      ])
      expect(result.filings[0]!.raw).toMatchObject({
        parcel_id: '130-S4-CU3024-0000',
        opening_bid: '$2,618.40',
        case_status: 'ACTIVE',
        aid: '9182',
      })
      // The item list came on the preview's session cookie; robots.txt was read first.
      const update = site.requests.find((request) => request.query.get('FNC') === 'LOAD')
      expect(update?.headers.cookie).toContain('CFID=4711')
      expect(updateRequests(site)).toEqual(['PageDir=0&doR=1', 'PageDir=1&doR=0'])
      expect(site.requests[0]!.path).toBe('/robots.txt')
      // The site's 429 (with Retry-After) was sat out, not taken as the end of the run.
      expect(site.throttled()).toBeGreaterThan(0)
    } finally {
      await site.close()
    }
  })

  it('Pasco FL: the raw XHR answer, token-compressed, over three pages, read as five items', async () => {
    const body = readRealFile('sources/fl_pasco_realforeclose_xhr_area_w_raw_2026-06-05.json')
    const recorded = JSON.parse(body) as { retHTML: string; rlist: string }
    // The recorded answer's five items (still token-compressed) cut into pages of 2, 2 and 1.
    const items = splitItems(recorded.retHTML, '<div id="AITEM_')
    expect(items.map((item) => /aid="(\d+)"/.exec(item)![1]).join(',')).toBe(recorded.rlist)
    const site = await startRealAuctionSite({
      day: '06/05/2026',
      updatePages: pagesOf(items, [2, 2, 1]),
    })
    try {
      const { sourceId, result } = await runPresetOnLoopback(
        database.db,
        flPascoRealAuction,
        site.baseUrl,
      )
      expect(result.rejected).toEqual([])
      expect(result.filings).toHaveLength(5)
      expect(result.filings.map((filing) => filing.caseNumber)).toEqual([
        '51-2025-CA-000925-CAAX-WS',
        '51-2025-CA-001914-CAAX-WS',
        expect.any(String),
        expect.any(String),
        '51-2025-CC-005322-CCAX-WS',
      ])
      expect(result.filings[0]).toMatchObject({
        propertyAddress: '4248 CEDAR GROVE ST',
        city: 'HOLIDAY',
        zipCode: '34691',
        state: 'FL',
        county: 'Pasco',
        loanAmount: '65120.89',
        saleDate: '2026-06-05',
        saleStatus: 'scheduled',
      })
      expect(result.filings[4]).toMatchObject({
        propertyAddress: '12519 HOLLYBROOK LANE',
        city: 'HUDSON',
        zipCode: '34669',
        loanAmount: '8631.98',
      })
      // No count on the calendar: the fourth request answers the last page again, and ends it.
      expect(updateRequests(site)).toEqual([
        'PageDir=0&doR=1',
        'PageDir=1&doR=0',
        'PageDir=1&doR=0',
        'PageDir=1&doR=0',
      ])
      expect(result.notes).toEqual([])
      expect(result.filings[0]!.raw).toMatchObject({
        parcel_id: '30-26-16-0540-00000-0080',
        property_app_market_value: '$41,990.00',
        plaintiff_max_bid: 'Hidden',
        auction_type: 'FORECLOSURE',
      })

      // Each item's 'Final Judgment Amount' is a judgment entered, then the sale it set; the
      // same answer stored again records nothing.
      const store = () =>
        storeFilings(database.db, {
          sourceId,
          sourceName: flPascoRealAuction.name,
          filings: result.filings,
        })
      expect(await store()).toMatchObject({ inserted: 5 })
      const events = () =>
        database.db
          .select({ filingId: caseEvents.filingId, kind: caseEvents.kind })
          .from(caseEvents)
          .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id))
      const first = await events()
      const stored = await database.db
        .select({ id: filings.id, stage: filings.stage })
        .from(filings)
      expect(stored).toHaveLength(5)
      for (const filing of stored) {
        expect(filing.stage).toBe('sale_scheduled')
        expect(
          first.filter((event) => event.filingId === filing.id).map((event) => event.kind),
        ).toEqual(['judgment', 'sale_scheduled'])
      }
      expect(await store()).toMatchObject({ inserted: 0, updated: 5 })
      expect(await events()).toHaveLength(10)
    } finally {
      await site.close()
    }
  })

  it('a site that answers the first page whatever is asked is read once, not looped on', async () => {
    const body = readRealFile('sources/fl_pasco_realforeclose_xhr_area_w_raw_2026-06-05.json')
    const site = await startRealAuctionSite({
      day: '06/05/2026',
      updateBody: body,
      ignorePageDir: true,
    })
    try {
      const preset = { ...flPascoRealAuction, id: 'test-pasco-one-page' }
      const { result } = await runPresetOnLoopback(database.db, preset, site.baseUrl)
      expect(result.filings).toHaveLength(5)
      expect(updateRequests(site)).toEqual(['PageDir=0&doR=1', 'PageDir=1&doR=0'])
    } finally {
      await site.close()
    }
  })

  it('a day with more pages than maxPagesPerDay stops there and says so', async () => {
    const recorded = JSON.parse(
      readRealFile('sources/fl_pasco_realforeclose_xhr_area_w_raw_2026-06-05.json'),
    ) as { retHTML: string }
    const items = splitItems(recorded.retHTML, '<div id="AITEM_')
    const site = await startRealAuctionSite({
      day: '06/05/2026',
      updatePages: pagesOf(items, [1, 1, 1, 1, 1]),
      stated: 5,
    })
    // Its own source row (id), so the Pasco tests' quota of 10 a minute is not shared.
    const capped = {
      ...flPascoRealAuction,
      id: 'test-pasco-capped',
      connector: { ...flPascoRealAuction.connector, maxPagesPerDay: 2 },
    } as typeof flPascoRealAuction
    try {
      const { result } = await runPresetOnLoopback(database.db, capped, site.baseUrl)
      expect(result.filings.map((filing) => filing.caseNumber)).toEqual([
        '51-2025-CA-000925-CAAX-WS',
        '51-2025-CA-001914-CAAX-WS',
      ])
      expect(updateRequests(site)).toHaveLength(2)
      expect(result.notes).toEqual([
        '06/05/2026: stopped after 2 pages (2 items of 5 stated); the rest of the day, if any, is not read',
      ])
    } finally {
      await site.close()
    }
  })

  it("a closed item's status panel: 'Redeemed' and 'Sold To Plaintiff' become the case's outcome", () => {
    // Panel words from public scrapers' tests of the site's status JSON (A, B, C, D, SL, ST);
    // the item (case, amount) is made up.
    const panel = (...words: string[]) =>
      words.map((word, index) => `@A${index % 2 ? 'Astat_DATA' : 'ASTAT_LBL'}">${word}@B`).join('')
    const item = (aid: string, words: string[]) =>
      `<div @C@E_ITEM PREVIEW" aid="${aid}">@A@E_STATS">${panel(...words)}@B@A@E_DETAILS"><@I @Cad_tab"><tbody>@H@CAD_LBL">Case #:@F @CAD_DTA">X-${aid}@G@H@CAD_LBL">Property Address:@F @CAD_DTA">1 MADE UP ST@G</tbody></@I>@B@B`
    const html = expandAuctionTokens(
      item('2', ['Auction Status', 'Redeemed']) +
        item('3', [
          'Auction Sold',
          '09/28/2026 09:03 AM ET',
          'Amount',
          '$33,334.00',
          'Sold To',
          'Plaintiff',
        ]) +
        item('4', ['Auction Sold', '09/28/2026 09:03 AM ET', 'Sold To', '3rd Party Bidder']),
    )
    const records = readAuctionItems(html, '09/28/2026')
    expect(records.map((record) => [record.sale_status, record.case_outcome])).toEqual([
      ['cancelled', 'redeemed'],
      ['sold', 'reo'],
      ['sold', undefined],
    ])
    expect(records[1]!.status_message).toBe(
      'Auction Sold 09/28/2026 09:03 AM ET Amount $33,334.00 Sold To Plaintiff',
    )
    // Through the preset's mapping: the filing carries the outcome the lifecycle records.
    const parsed = parseConnectorConfig(flPascoRealAuction.connector)
    if (!parsed.ok || parsed.config.connector !== 'realauction') throw new Error('not realauction')
    const { mapping } = parsed.config
    const mapped = records.map((record, index) => mapConnectorRecord(record, index + 1, mapping))
    expect(
      mapped.map((filing) => ('reason' in filing ? filing.reason : filing.caseOutcome)),
    ).toEqual(['redeemed', 'reo', undefined])
    // The sold item's panel also says who bought and for how much.
    expect(
      mapped.map((filing) =>
        'reason' in filing ? filing.reason : [filing.soldTo ?? null, filing.salePrice ?? null],
      ),
    ).toEqual([
      [null, null],
      ['plaintiff', '33334.00'],
      ['third_party', null],
    ])
  })

  it('a cancelled item (status panel) is read as cancelled', () => {
    const html = expandAuctionTokens(
      '<div @C@E_ITEM PREVIEW" aid="1">@A@E_STATS">@AASTAT_MSGB Astat_DATA">Canceled per County@B@B@A@E_DETAILS"><@I @Cad_tab"><tbody>@H@CAD_LBL">Case #:@F @CAD_DTA">X-1@G</tbody></@I>@B@B',
    )
    expect(readAuctionItems(html, '01/02/2027')).toEqual([
      expect.objectContaining({
        case: 'X-1',
        status_message: 'Canceled per County',
        sale_status: 'cancelled',
      }),
    ])
  })
})
