import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, rateLimits } from '../../../db/schema'
import {
  acrisLegalRows,
  acrisMasterRows,
  acrisPartyRows,
} from '../../../testing/acris-recorded-rows'
import {
  buildIngestionSource,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../testing/fake-county-fixtures'
import { type SodaRow, startFakeSocrata } from '../../../testing/fake-county-socrata'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import {
  ACRIS_PARTY_ROLES,
  documentIdBatches,
  partyNameOf,
  relatedRowsUrl,
} from '../ingestion/connectors/acris-join'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { type IngestionRuntime, runScrapeJob } from '../ingestion/run-scrape-job.service'
import {
  enqueueScrapeJob,
  lastCursorOf,
  startIngestionSession,
} from '../ingestion/scraper-queue.service'
import { runPresetOnLoopback } from '../testing/preset-test-support'
import { nyNycAcris } from './presets-open-data'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

/** The recorded row of `rows` whose `column` is `value`. */
function recorded(rows: SodaRow[], column: string, value: string): SodaRow {
  const row = rows.find((candidate) => candidate[column] === value)
  if (!row) throw new Error(`no recorded row with ${column} ${value}`)
  return row
}

// Recorded master ids (1st, 5th, 11th ASST, 48th and 54th of the 54 kept rows).
const MANHATTAN_MTGE = '2010012100518002'
const QUEENS_MTGE = '2004041302256001'
const ASSIGNMENT = '2011082600992001'
const BROOKLYN_MTGE = 'BK_6930030801004'
const BROOKLYN_SAT = 'FT_3360006918936'

/**
 * The three recorded samples share no document id, so some REAL parties and legals rows are
 * served under recorded master ids: the row contents are real, the LINKAGE IS MADE UP. The
 * other recorded rows are served under their own ids, which no master row asks for.
 */
function linkedDatasets(): Record<string, SodaRow[]> {
  const parties = acrisPartyRows()
  const legals = acrisLegalRows()
  const party = (name: string, documentId: string) => ({
    ...recorded(parties, 'name', name),
    document_id: documentId,
  })
  const legal = (documentId: string, asDocument: string) => ({
    ...recorded(legals, 'document_id', documentId),
    document_id: asDocument,
  })
  return {
    'bnx9-e6tj': acrisMasterRows(),
    '636b-3b5g': [
      ...parties,
      party('CHANG, KI WHA', MANHATTAN_MTGE),
      party('HOSSAIN, BALLAL', MANHATTAN_MTGE),
      party('ABACUS FEDERAL SAVINGS BANK', MANHATTAN_MTGE),
      party('BURNS, FREDERICK', QUEENS_MTGE),
      party('CITIBANK N A', QUEENS_MTGE),
      party('MORTGAGE ELECTRONIC REGISTRATION SYSTEMS, INC.', ASSIGNMENT),
      party('US BANK NATIONAL ASSOCIATION', ASSIGNMENT),
    ],
    '8h5j-fqxa': [
      ...legals,
      // Two lots (a condo unit and another): the first is the address.
      legal('2015060400639001', MANHATTAN_MTGE),
      legal('2012022100546002', MANHATTAN_MTGE),
      legal('FT_4790002565079', QUEENS_MTGE),
      // One lot under a mortgage and a satisfaction: two documents, two filings.
      legal('2011021600237001', BROOKLYN_MTGE),
      legal('2011021600237001', BROOKLYN_SAT),
    ],
  }
}

const requestsTo = (portal: { pageRequests(): { path: string; query: URLSearchParams }[] }) => {
  const ids = (dataset: string) =>
    portal
      .pageRequests()
      .filter((request) => request.path === `/resource/${dataset}.json`)
      .map((request) => [...(request.query.get('$where') ?? '').matchAll(/'([^']+)'/g)].length)
  return { master: ids('bnx9-e6tj'), parties: ids('636b-3b5g'), legals: ids('8h5j-fqxa') }
}

describe.skipIf(!hasRealData)('NYC ACRIS preset: parties and legals joined', () => {
  it('names the borrower and lender, the first lot as the address, county and BBL', async () => {
    const portal = await startFakeSocrata({ datasets: linkedDatasets() })
    try {
      const { result, sourceId } = await runPresetOnLoopback(
        database.db,
        nyNycAcris,
        portal.baseUrl,
      )
      expect(result.rejected).toEqual([])
      expect(result.filings).toHaveLength(54)
      const byId = (id: string) => result.filings.find((filing) => filing.sourceRecordId === id)!

      expect(byId(MANHATTAN_MTGE)).toMatchObject({
        defendantName: 'Ki Wha Chang; Ballal Hossain',
        plaintiffName: 'ABACUS FEDERAL SAVINGS BANK',
        propertyAddress: '835 RIVERSIDE DRIVE UNIT 6J',
        county: 'New York',
        parcel: '1021351059',
        // A lot has no ZIP; the parties' mailing ZIPs (10583, 10009, 11220) are not the property's.
        zipCode: null,
        caseNumber: '2010000030511',
        loanAmount: '395000.00',
      })
      expect(byId(MANHATTAN_MTGE).raw.acris_bbls).toEqual(['1021351059', '1001971104'])
      // The 54th row: in the second batch of 50.
      expect(byId(QUEENS_MTGE)).toMatchObject({
        defendantName: 'Frederick Burns',
        // Not recognised as a bank by the shared name rules: capitalised as a person's name.
        plaintiffName: 'Citibank N A',
        propertyAddress: '140-17 33 AVENUE',
        county: 'Queens',
        parcel: '4049540153',
        zipCode: null,
      })
      // An assignment names an old and a new lender, no borrower.
      expect(byId(ASSIGNMENT)).toMatchObject({
        defendantName: null,
        plaintiffName: 'US BANK NATIONAL ASSOCIATION',
        propertyAddress: null,
      })
      // Runs of spaces in the recorded street name are one space.
      expect(byId(BROOKLYN_SAT)).toMatchObject({
        propertyAddress: '1225 EAST 13TH STREET',
        county: 'Kings',
        parcel: '3067330086',
      })
      // A master row with no legal and no parties keeps no address and no names.
      expect(byId('FT_2110000790211')).toMatchObject({
        county: 'Bronx',
        propertyAddress: null,
        defendantName: null,
        plaintiffName: null,
        parcel: null,
      })

      // One master page of 54 rows; its ids asked in batches of 50 and 4 per dataset.
      expect(requestsTo(portal)).toEqual({ master: [5], parties: [50, 4], legals: [50, 4] })
      expect(result.pagesFetched).toBe(5)
      // Each of them went through the polite fetch and counts against the hourly quota.
      const quota = await database.db
        .select({
          window: rateLimits.window,
          quota: rateLimits.quota,
          used: rateLimits.currentCount,
        })
        .from(rateLimits)
        .where(eq(rateLimits.sourceId, sourceId))
      expect(quota).toEqual([{ window: 'hour', quota: 1000, used: 5 }])
    } finally {
      await portal.close()
    }
  })

  it('a failing legals request fails the job attempt; stored rows stay; the retry adds none', async () => {
    // Every request to a dataset named here answers with its status (changed during the test).
    const failing: Record<string, number> = {}
    const portal = await startFakeSocrata({ datasets: linkedDatasets(), failing })
    const total = async () => (await database.db.select({ n: count() }).from(filings))[0]!.n
    try {
      const { sourceId } = await buildIngestionSource(database.db, {
        baseUrl: portal.baseUrl,
        config: nyNycAcris.connector!,
        state: 'NY',
        county: 'New York',
        name: nyNycAcris.name,
      })
      const runtime: IngestionRuntime = {
        userAgent: TEST_USER_AGENT,
        allowHosts: LOOPBACK_ALLOW_LIST,
      }
      const job = async (payload: { since?: string | null } = {}) => {
        const sessionId = await startIngestionSession(database.db, { sourceIds: [sourceId] })
        return (await enqueueScrapeJob({ db: database.db, sessionId, sourceId, payload })).job.id
      }
      const first = await runScrapeJob(database.db, await job(), 'w1', runtime)
      expect(first).toEqual({ status: 'completed', inserted: 54, updated: 0, new: 54, rejected: 0 })
      expect(await total()).toBe(54)
      // The mortgage and the satisfaction of one lot (same BBL) stay two filings.
      const onLot = await database.db
        .select({ caseNumber: filings.caseNumber })
        .from(filings)
        .where(eq(filings.parcel, '3067330086'))
      expect(onLot.map((row) => row.caseNumber).sort()).toEqual([BROOKLYN_MTGE, BROOKLYN_SAT])
      const cursor = await lastCursorOf(database.db, sourceId)
      expect(cursor).toBe('2015-09-28T00:00:00.000')

      // A full re-read while the legals answer 500: the attempt stops with a retryable fetch
      // error before anything is stored (no half-joined filings, the cursor does not move) and
      // the row goes back to the queue; what the first run stored is untouched.
      failing['8h5j-fqxa'] = 500
      const before = portal.pageRequests().length
      const rerun = await job({ since: null })
      const failed = await runScrapeJob(database.db, rerun, 'w2', runtime)
      expect(failed).toMatchObject({ status: 'retry', error: expect.stringContaining('500') })
      const asked = portal.pageRequests().slice(before)
      expect(asked.map((request) => request.path)).toEqual([
        '/resource/bnx9-e6tj.json',
        '/resource/636b-3b5g.json',
        '/resource/636b-3b5g.json',
        '/resource/8h5j-fqxa.json',
      ])
      expect(await total()).toBe(54)
      expect(await lastCursorOf(database.db, sourceId)).toBe(cursor)
      const [kept] = await database.db
        .select({ defendantName: filings.defendantName, parcel: filings.parcel })
        .from(filings)
        .where(eq(filings.caseNumber, '2010000030511'))
      expect(kept).toEqual({ defendantName: 'Ki Wha Chang; Ballal Hossain', parcel: '1021351059' })

      // The portal recovers; the retry of that row reads everything again and adds nothing.
      delete failing['8h5j-fqxa']
      const retried = await runScrapeJob(database.db, rerun, 'w3', runtime)
      expect(retried).toEqual({
        status: 'completed',
        inserted: 0,
        updated: 54,
        new: 0,
        rejected: 0,
      })
      expect(await total()).toBe(54)
    } finally {
      await portal.close()
    }
  })
})

describe('ACRIS join details', () => {
  it('batches are bounded by the id count and by the URL length', () => {
    const ids = Array.from({ length: 120 }, (_, i) => `2010012100${String(i).padStart(6, '0')}`)
    const base = 'https://data.cityofnewyork.us'
    const byCount = documentIdBatches(base, '636b-3b5g', ids, {
      batchSize: 50,
      maxUrlLength: 4000,
      pageSize: 1000,
    })
    expect(byCount.map((batch) => batch.length)).toEqual([50, 50, 20])
    const byLength = documentIdBatches(base, '636b-3b5g', ids, {
      batchSize: 200,
      maxUrlLength: 1000,
      pageSize: 1000,
    })
    expect(byLength.length).toBeGreaterThan(3)
    expect(byLength.flat()).toEqual(ids)
    for (const batch of byLength) {
      expect(relatedRowsUrl(base, '636b-3b5g', batch, 1000, 0).length).toBeLessThanOrEqual(1000)
    }
    expect(relatedRowsUrl(base, '8h5j-fqxa', ["A'B"], 10, 0)).toBe(
      `${base}/resource/8h5j-fqxa.json?$where=document_id%20in%20(%27A%27%27B%27)&$order=%3Aid&$limit=10&$offset=0`,
    )
  })

  it('a bad acrisJoin is refused with the path and the reason', () => {
    const bad = parseConnectorConfig({
      ...nyNycAcris.connector,
      acrisJoin: { parties: 'parties', legals: '8h5j-fqxa', batchSize: 500 },
    })
    expect(bad).toEqual({ ok: false, error: expect.stringContaining('acrisJoin.parties') })
    expect(bad.ok ? '' : bad.error).toContain('acrisJoin.batchSize')
  })

  it('party names: organisations as written, LAST, FIRST reordered, no comma kept in order', () => {
    // Recorded names (ny_nyc_acris_real_property_parties_sample.csv).
    expect(partyNameOf('952 ALDUS, LLC / LANGSAM PROPERTY SERVICES')).toBe(
      '952 ALDUS, LLC / LANGSAM PROPERTY SERVICES',
    )
    expect(partyNameOf('CHANG, KI WHA')).toBe('Ki Wha Chang')
    expect(partyNameOf('BORSA VINCENZA')).toBe('Borsa Vincenza')
    // The quotes go; 'AS NOMINEE' is a role the shared name rules drop.
    expect(partyNameOf("''MERS AS NOMINEE''")).toBe('Mers')
    expect(partyNameOf('  ')).toBeNull()
  })

  it.skipIf(!hasRealData)('party roles follow the recorded document control codes', () => {
    const codes = readRealFile('sources/ny_nyc_acris_document_control_codes_sample.csv')
    const line = (code: string) =>
      codes.split('\n').find((row) => row.startsWith(`D,${code},`)) ?? ''
    expect(line('MTGE')).toContain('MORTGAGOR/BORROWER,MORTGAGEE/LENDER')
    expect(line('SAT')).toContain('MORTGAGER/BORROWER,MORTGAGEE/LENDER')
    expect(line('ASST')).toContain('ASSIGNOR/OLD LENDER,ASSIGNEE/NEW LENDER')
    expect(line('JUDG')).toContain('PARTY 1,PARTY 2')
    expect(line('TLS')).toContain('PARTY 1,PARTY 2')
    expect(ACRIS_PARTY_ROLES).toEqual({
      MTGE: { debtor: '1', creditor: '2' },
      SAT: { debtor: '1', creditor: '2' },
      ASST: { debtor: null, creditor: '2' },
      JUDG: { debtor: null, creditor: null },
      TLS: { debtor: null, creditor: null },
    })
  })
})
