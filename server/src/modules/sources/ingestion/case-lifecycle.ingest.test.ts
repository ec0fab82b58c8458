/**
 * The lifecycle of cases across re-ingestion (issue 16): a CivilView listing (Atlantic County's
 * recorded sales), the same listing with one sale adjourned and one cancelled, the same again,
 * then a transfer record (a sheriff's deed) for the adjourned one.
 */
import { type CaseStage, effectiveStage, isActiveCase } from '@common/lifecycle'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseEvents, filings } from '../../../db/schema'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import {
  atlanticCivilViewSales,
  type CivilViewSale,
  startCivilViewSite,
} from '../../../testing/recorded-source-sites'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { storeFilings } from '../../records'
import { njAtlanticCivilView } from '../catalogue/presets-civilview'
import { runPresetOnLoopback } from '../testing/preset-test-support'
import { type FileImportSpec, importRecordsFile } from './import-file.service'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

/** Runs the Atlantic preset on a loopback listing of `sales` and stores what it read. */
async function ingest(sales: CivilViewSale[]) {
  const site = await startCivilViewSite({ countyId: 25, sales })
  try {
    const { sourceId, result } = await runPresetOnLoopback(
      database.db,
      njAtlanticCivilView,
      site.baseUrl,
    )
    const stored = await storeFilings(database.db, {
      sourceId,
      sourceName: njAtlanticCivilView.name,
      filings: result.filings,
    })
    return { sourceId, stored }
  } finally {
    await site.close()
  }
}

async function caseOf(caseNumber: string) {
  const [filing] = await database.db
    .select()
    .from(filings)
    .where(eq(filings.caseNumber, caseNumber))
  const events = await database.db
    .select()
    .from(caseEvents)
    .where(eq(caseEvents.filingId, filing!.id))
    .orderBy(asc(caseEvents.createdAt))
  return {
    filing: { ...filing!, stage: filing!.stage as CaseStage | null },
    events: events.map((event) => [event.kind, event.saleDate, event.postponementCount]),
  }
}

// Recorded sales still 'Scheduled': F-000518-17 (20 Navajo Ct, Galloway Township, 1/3/2019),
// F-022505-17 (Corbin City, 2/7/2019), F-6110-14 (1908 Grant Ave, Atlantic City, 1/3/2019).
const ADJOURNED = 'F-000518-17'
const UNCHANGED = 'F-022505-17'
const CANCELLED = 'F-6110-14'

describe.skipIf(!hasRealData)('case lifecycle across re-ingestion', () => {
  it('a listing, then one sale adjourned and one cancelled, then a transfer: events, stages and next sale dates', async () => {
    const first = atlanticCivilViewSales([4, 9, 11])
    const run1 = await ingest(first)
    expect(run1.stored).toMatchObject({ inserted: 3, updated: 0 })
    for (const [caseNumber, date] of [
      [ADJOURNED, '2019-01-03'],
      [UNCHANGED, '2019-02-07'],
      [CANCELLED, '2019-01-03'],
    ] as const) {
      const { filing, events } = await caseOf(caseNumber)
      expect(filing).toMatchObject({
        stage: 'sale_scheduled',
        nextSaleDate: date,
        postponementCount: 0,
      })
      // The listing states an 'Approx. Judgment': the judgment, then the sale it set.
      expect(events).toEqual([
        ['judgment', null, null],
        ['sale_scheduled', date, null],
      ])
    }

    // The same listing a week later: one sale adjourned to 1/31, one cancelled.
    const second = first.map((sale) => {
      if (sale.details['Court Case #'] === ADJOURNED) {
        return {
          ...sale,
          saleDate: '01/31/2019',
          details: { ...sale.details, 'Sales Date': '01/31/2019' },
          statusHistory: [
            ['Adjourned - Plaintiff', '1/31/2019'] as [string, string],
            ...(sale.statusHistory ?? []),
          ],
        }
      }
      if (sale.details['Court Case #'] === CANCELLED) {
        return {
          ...sale,
          statusHistory: [
            ['Cancelled', '1/2/2019'] as [string, string],
            ...(sale.statusHistory ?? []),
          ],
        }
      }
      return sale
    })
    const run2 = await ingest(second)
    expect(run2.stored).toMatchObject({ inserted: 0, updated: 3 })
    expect(await database.db.select().from(filings)).toHaveLength(3)

    const adjourned = await caseOf(ADJOURNED)
    expect(adjourned.filing).toMatchObject({
      stage: 'postponed',
      nextSaleDate: '2019-01-31',
      saleDate: '2019-01-31',
      postponementCount: 1,
      saleStatus: 'postponed',
    })
    expect(adjourned.events).toEqual([
      ['judgment', null, null],
      ['sale_scheduled', '2019-01-03', null],
      ['postponed', '2019-01-31', 1],
    ])
    const cancelled = await caseOf(CANCELLED)
    expect(cancelled.filing).toMatchObject({
      stage: 'cancelled',
      nextSaleDate: null,
      saleStatus: 'cancelled',
    })
    expect(cancelled.events.map(([kind]) => kind)).toEqual([
      'judgment',
      'sale_scheduled',
      'cancelled',
    ])
    expect((await caseOf(UNCHANGED)).events).toHaveLength(2)

    // Re-ingesting the same listing records nothing new.
    await ingest(second)
    expect(await database.db.select().from(caseEvents)).toHaveLength(8)

    // A sheriff's deed recorded for the adjourned sale's property (a transfer record: no case
    // number, matched by the normalised address and ZIP of a sale set before it).
    const transfer = await storeFilings(database.db, {
      sourceId: run1.sourceId,
      sourceName: "Sheriff's deeds (test transfer record)",
      filings: [
        {
          sourceRecordId: 'DEED-TEST-1',
          documentType: 'Sheriff Sale',
          caseNumber: null,
          court: null,
          defendantName: null,
          plaintiffName: null,
          // Abbreviated where the listing spells it out ('20 Navajo Court'): the same street.
          propertyAddress: '20 NAVAJO CT.',
          city: 'Galloway Township',
          county: 'Atlantic',
          state: 'NJ',
          zipCode: '08205',
          filingDate: '2019-02-11',
          saleDate: '2019-01-31',
          loanAmount: null,
          amountKind: null,
          saleStatus: 'sold',
          documentUrl: null,
          raw: {},
        },
      ],
    })
    expect(transfer).toMatchObject({ inserted: 0, updated: 1 })
    const sold = await caseOf(ADJOURNED)
    expect(sold.filing).toMatchObject({ stage: 'sold', nextSaleDate: null, saleStatus: 'sold' })
    expect(sold.events.map(([kind]) => kind)).toEqual([
      'judgment',
      'sale_scheduled',
      'postponed',
      'sold',
    ])

    // The "Active" rule and the stage shown today.
    const today = '2019-01-10'
    expect(isActiveCase(sold.filing, today)).toBe(false)
    expect(isActiveCase(cancelled.filing, today)).toBe(false)
    const unchanged = (await caseOf(UNCHANGED)).filing
    expect(isActiveCase(unchanged, today)).toBe(true)
    expect(effectiveStage('sale_scheduled', unchanged.nextSaleDate, today)).toBe('sale_scheduled')
    expect(effectiveStage('sale_scheduled', unchanged.nextSaleDate, '2019-03-01')).toBe('unknown')
  })
})

describe.skipIf(!hasRealData)("a source's 'Sold to Plaintiff'", () => {
  it("Philadelphia's sheriff sale list: each sale to the plaintiff is an REO case, recorded once", async () => {
    // The recorded Bid4Assets list (19 sales of 07-07-26), its 'Page Status' as the sale status.
    const content = readRealFile(
      'documents/pa_philadelphia_sheriff_sale_bid4assets_listing_excerpt_2026-07.csv',
    )
    const spec: FileImportSpec = {
      kind: 'mapping',
      mapping: {
        format: 'csv',
        defaults: { state: 'PA', county: 'Philadelphia', documentType: 'Sheriff Sale' },
        fields: {
          sourceRecordId: 'Auction ID',
          caseNumber: 'Book/Writ',
          address: 'Address',
          loanAmount: { column: 'Debt Amount', kind: 'judgment' },
          saleStatus: 'Page Status',
          soldTo: 'Page Status',
          salePrice: 'Final Bid',
          parcel: 'OPA',
        },
      },
    }
    const sourceName = 'Philadelphia sheriff sales 07-07-26 (Bid4Assets list)'
    const first = await importRecordsFile(database.db, { content, spec, sourceName })
    expect(first).toMatchObject({ parsed: 19, inserted: 19 })
    const byStage = async () => {
      const rows = await database.db
        .select({ caseNumber: filings.caseNumber, stage: filings.stage, sale: filings.saleStatus })
        .from(filings)
        .where(eq(filings.county, 'Philadelphia'))
      const count: Record<string, number> = {}
      for (const row of rows)
        count[`${row.stage}/${row.sale}`] = (count[`${row.stage}/${row.sale}`] ?? 0) + 1
      return count
    }
    // 9 sold to the plaintiff: sold sales, REO cases; the rest as their status says.
    expect(await byStage()).toEqual({
      'reo/sold': 9,
      'postponed/postponed': 8,
      'sold/sold': 1,
      'bankruptcy_stay/stayed': 1,
    })
    const woodcrest = await caseOf('2602-371')
    expect(woodcrest.filing.propertyAddress).toBe('5818 WOODCREST AVENUE')
    expect(woodcrest.events).toEqual([['reo', null, null]])
    // The list's buyer and final bid go with the sale's event.
    const [reo] = await database.db
      .select({ detail: caseEvents.detail })
      .from(caseEvents)
      .where(eq(caseEvents.filingId, woodcrest.filing.id))
    expect(reo?.detail).toMatchObject({ soldTo: 'plaintiff', salePrice: '179000.00' })
    expect(isActiveCase({ ...woodcrest.filing, filingDate: null }, '2026-07-08')).toBe(false)

    // The same list again records nothing new.
    await importRecordsFile(database.db, { content, spec, sourceName })
    expect((await caseOf('2602-371')).events).toEqual([['reo', null, null]])
  })
})
