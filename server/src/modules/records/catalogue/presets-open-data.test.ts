import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SodaRow, startFakeSocrata } from '../../../testing/fake-county-socrata'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { cartoSql } from '../ingestion/connectors/carto'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { buildWhere } from '../ingestion/connectors/socrata'
import { runPresetOnLoopback } from './preset-test-support'
import {
  ilCookRecorderForeclosures,
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

/** The export's headers as SODA names the fields of dataset bnx9-e6tj. */
const MASTER_FIELDS: Record<string, string> = {
  'DOCUMENT ID': 'document_id',
  'RECORD TYPE': 'record_type',
  CRFN: 'crfn',
  BOROUGH: 'recorded_borough',
  'DOC. TYPE': 'doc_type',
  'DOC. DATE': 'document_date',
  'DOC. AMOUNT': 'document_amt',
  'RECORDED / FILED': 'recorded_datetime',
  'MODIFIED DATE': 'modified_date',
  'REEL YEAR': 'reel_yr',
  'REEL NBR': 'reel_nbr',
  'REEL PAGE': 'reel_pg',
  '% TRANSFERRED': 'percent_trans',
  'GOOD THROUGH DATE': 'good_through_date',
}

/** SODA answers calendar dates as floating timestamps: 01/27/2010 -> 2010-01-27T00:00:00.000. */
const sodaDate = (value: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  return match ? `${match[3]}-${match[1]}-${match[2]}T00:00:00.000` : value
}

function acrisMasterRows(): SodaRow[] {
  const records = parse(readRealFile('sources/ny_nyc_acris_real_property_master_sample.csv'), {
    columns: true,
  }) as Record<string, string>[]
  return records.map((record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => value !== '')
        .map(([header, value]) => [
          MASTER_FIELDS[header]!,
          /DATE|FILED/.test(header) ? sodaDate(value) : value,
        ]),
    ),
  )
}

describe.skipIf(!hasRealData)('NYC ACRIS preset on the recorded master rows', () => {
  it('asks SODA for the foreclosure-related document types and maps the recorded values', async () => {
    const rows = acrisMasterRows()
    const portal = await startFakeSocrata({ datasets: { 'bnx9-e6tj': rows } })
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
