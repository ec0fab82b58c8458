import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acrisMasterRows } from '../../../testing/acris-recorded-rows'
import { type SodaRow, startFakeSocrata } from '../../../testing/fake-county-socrata'
import { hasRealData } from '../../../testing/real-data'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { cartoSql } from '../ingestion/connectors/carto'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { buildWhere } from '../ingestion/connectors/socrata'
import { runPresetOnLoopback } from '../testing/preset-test-support'
import {
  ilCookRecorderForeclosures,
  mdPrinceGeorgesTaxSale,
  nyNycAcris,
  paPhiladelphiaSheriffDeeds,
} from './presets-open-data'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

describe.skipIf(!hasRealData)('NYC ACRIS preset on the recorded master rows', () => {
  it('asks SODA for the foreclosure-related document types and maps the recorded values', async () => {
    const rows = acrisMasterRows()
    // Parties and legals served empty here (the join is tested in presets-open-data.acris.test.ts).
    const portal = await startFakeSocrata({
      datasets: { 'bnx9-e6tj': rows, '636b-3b5g': [], '8h5j-fqxa': [] },
    })
    try {
      const { result } = await runPresetOnLoopback(database.db, nyNycAcris, portal.baseUrl)
      const wanted = rows.filter((row) =>
        ['JUDG', 'TLS', 'MTGE', 'ASST', 'SAT'].includes(String(row.doc_type)),
      )
      expect(wanted.length).toBe(24 + 11 + 19)
      expect(result.filings).toHaveLength(wanted.length)
      expect(result.rejected).toEqual([])
      const first = result.filings.find((filing) => filing.sourceRecordId === '2010012100518002')
      expect(first).toMatchObject({
        state: 'NY',
        county: 'New York',
        documentType: 'Other',
        caseNumber: '2010000030511',
        filingDate: '2010-01-27',
        loanAmount: '395000.00',
        amountKind: 'loan',
      })
      expect(first!.raw).toMatchObject({ doc_type: 'MTGE', crfn: '2010000030511' })
      const bronx = result.filings.find((filing) => filing.sourceRecordId === 'FT_2110000790211')
      expect(bronx).toMatchObject({
        county: 'Bronx',
        caseNumber: 'FT_2110000790211',
        loanAmount: '214551.27',
      })
      const request = portal.pageRequests()[0]!
      expect(request.path).toBe('/resource/bnx9-e6tj.json')
      expect(request.query.get('$where')).toBe(
        "(doc_type in ('JUDG', 'TLS', 'MTGE', 'ASST', 'SAT'))",
      )
      // The next run starts after the newest recording date read.
      const newest = wanted
        .map((row) => String(row.recorded_datetime))
        .sort()
        .at(-1)
      expect(result.cursor).toBe(newest)
      expect(newest).toBe('2015-09-28T00:00:00.000')
    } finally {
      await portal.close()
    }
  })
})

describe("Prince George's County preset (dataset mnie-hrv7)", () => {
  // MADE-UP rows: nothing of mnie-hrv7 is recorded. The field names are those public code
  // reads (presets-open-data.ts, verification); the values are invented for the test.
  const madeUp: SodaRow[] = [
    {
      submitteddate: '2026-05-04T00:00:00.000',
      street_address: '100 MADE UP LANE',
      city: 'UPPER MARLBORO',
      state: 'MD',
      zip_code: '20772',
      addressoccupied: 'Yes',
      propertydescription: 'Single Family (made up)',
    },
    {
      submitteddate: '2026-07-28T00:00:00.000',
      street_address: '200 INVENTED COURT',
      city: 'BOWIE',
      state: 'MD',
      zip_code: '20716-1234',
      addressoccupied: 'No',
      propertydescription: 'Unavailable',
    },
  ]

  it('reads the made-up rows through SODA, then only rows submitted after the cursor', async () => {
    const portal = await startFakeSocrata({ datasets: { 'mnie-hrv7': madeUp } })
    try {
      const { result } = await runPresetOnLoopback(
        database.db,
        mdPrinceGeorgesTaxSale,
        portal.baseUrl,
      )
      expect(result.rejected).toEqual([])
      expect(result.filings.map(({ raw, ...filing }) => filing)).toEqual([
        expect.objectContaining({
          sourceRecordId: '100 MADE UP LANE',
          documentType: 'Other',
          propertyAddress: '100 MADE UP LANE',
          city: 'UPPER MARLBORO',
          county: "Prince George's",
          state: 'MD',
          zipCode: '20772',
          filingDate: '2026-05-04',
          caseNumber: null,
          saleDate: null,
        }),
        expect.objectContaining({ zipCode: '20716', filingDate: '2026-07-28', city: 'BOWIE' }),
      ])
      expect(result.filings[1]!.raw).toMatchObject({ addressoccupied: 'No' })
      expect(portal.pageRequests()[0]!.path).toBe('/resource/mnie-hrv7.json')
      expect(result.cursor).toBe('2026-07-28T00:00:00.000')

      const parsed = parseConnectorConfig(mdPrinceGeorgesTaxSale.connector)
      if (!parsed.ok || parsed.config.connector !== 'socrata') throw new Error('not socrata')
      expect(buildWhere(parsed.config, result.cursor)).toBe(
        "submitteddate > '2026-07-28T00:00:00.000'",
      )
    } finally {
      await portal.close()
    }
  })
})

describe('presets from documentation only', () => {
  it("Philadelphia: the CARTO SQL asks rtt_summary for sheriff's deeds after the cursor", () => {
    const parsed = parseConnectorConfig(paPhiladelphiaSheriffDeeds.connector)
    if (!parsed.ok || parsed.config.connector !== 'carto') throw new Error('not a carto config')
    expect(cartoSql(parsed.config, '2026-01-01', 2000)).toBe(
      "SELECT * FROM rtt_summary WHERE (document_type = 'SHERIFF''S DEED') AND recording_date > '2026-01-01' ORDER BY cartodb_id LIMIT 1000 OFFSET 2000",
    )
  })

  it('Cook County: the SODA query of the 2011 foreclosures dataset', () => {
    const parsed = parseConnectorConfig(ilCookRecorderForeclosures.connector)
    if (!parsed.ok || parsed.config.connector !== 'socrata') throw new Error('not socrata')
    expect(parsed.config.dataset).toBe('jr5c-gwim')
    expect(buildWhere(parsed.config, null)).toBeNull()
  })
})
