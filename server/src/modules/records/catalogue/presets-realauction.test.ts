import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { startRealAuctionSite } from '../../../testing/recorded-source-sites'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { expandAuctionTokens, readAuctionItems } from '../ingestion/connectors/realauction'
import { runPresetOnLoopback } from './preset-test-support'
import { flPascoRealAuction, paButlerRealAuction } from './presets-realauction'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

describe.skipIf(!hasRealData)('RealAuction presets on the recorded responses', () => {
  it('Butler PA: calendar, preview (session cookie), then the recorded items', async () => {
    const html = readRealFile(
      'sources/pa_butler_realforeclose_sheriff_sale_area_w_items_2026-09-18.html',
    )
    const site = await startRealAuctionSite({
      day: '09/18/2026',
      updateBody: JSON.stringify({ retHTML: html, rlist: '9182,9183' }),
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
      expect(site.requests[0]!.path).toBe('/robots.txt')
      // The site's 429 (with Retry-After) was sat out, not taken as the end of the run.
      expect(site.throttled()).toBeGreaterThan(0)
    } finally {
      await site.close()
    }
  })

  it('Pasco FL: the raw XHR answer, token-compressed, read as five items', async () => {
    const body = readRealFile('sources/fl_pasco_realforeclose_xhr_area_w_raw_2026-06-05.json')
    const site = await startRealAuctionSite({ day: '06/05/2026', updateBody: body })
    try {
      const { result } = await runPresetOnLoopback(database.db, flPascoRealAuction, site.baseUrl)
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
      expect(result.filings[0]!.raw).toMatchObject({
        parcel_id: '30-26-16-0540-00000-0080',
        property_app_market_value: '$41,990.00',
        plaintiff_max_bid: 'Hidden',
        auction_type: 'FORECLOSURE',
      })
    } finally {
      await site.close()
    }
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
