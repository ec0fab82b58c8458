/**
 * The one-statement search writes its results as JSON in SQL (search-result-json.ts); every
 * other reply uses presentResult. Both must send the same thing, keys left out included.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { findFilings, indexReadCte } from './records-index.queries'
import { presentResult } from './search-result.presenter'
import { resultsJsonSql } from './search-result-json'

const HOUR = 3_600_000
/** The day both paths read the shown stages on: the full record's sale date (2026-05-01) passed. */
const TODAY = '2026-06-15'
let database: TestDatabase
beforeAll(async () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR)
  database = await createTestDatabase()
  const base = { state: 'NJ', zipCode: '08401', documentType: 'Sheriff Sale' }
  await database.db.insert(filings).values([
    {
      ...base,
      dedupeKey: 'json:full',
      caseNumber: 'F-012345-25',
      court: 'Superior Court',
      defendantName: 'Dana Example; Lee Example',
      propertyAddress: '12 "Quoted" Ave, Unit 4',
      city: 'Atlantic City',
      county: 'Atlantic',
      filingDate: '2026-04-01',
      loanAmount: '123456.70',
      saleStatus: 'cancelled',
      documentUrl: 'https://records.example.gov/a.pdf',
      isDocumentAvailable: true,
      sourceDatabase: 'nj-atlantic',
      // Last seen 27 hours ago by a daily source: past 24 h + 2 h of grace, stale (0078).
      lastSeenAt: hoursAgo(27),
      firstSeenAt: hoursAgo(24 * 40),
      sourceUrl: 'https://records.example.gov/sales',
      checkEveryHours: 24,
      stage: 'postponed',
      nextSaleDate: '2026-05-01',
      stageAsOf: hoursAgo(50),
    },
    { ...base, dedupeKey: 'json:bare', filingDate: null, sourceDatabase: 'nj-atlantic' },
    {
      ...base,
      dedupeKey: 'json:weekly',
      filingDate: '2026-02-01',
      sourceDatabase: 'nj-weekly',
      // A weekly source seen 3 days ago is within its interval.
      lastSeenAt: hoursAgo(72),
      checkEveryHours: 168,
    },
    {
      ...base,
      dedupeKey: 'json:sample',
      caseNumber: 'SAMPLE-1',
      defendantName: 'Émile Ünïcode',
      filingDate: '2026-03-01',
      loanAmount: '90000.00',
      sourceDatabase: 'sample',
      isSample: true,
      // Generated sample data is never stale, however old its last sighting.
      lastSeenAt: hoursAgo(24 * 100),
    },
  ])
})
afterAll(() => database.destroy())

describe('the results JSON built in SQL', () => {
  it.each([0, 1, 2, 4])('equals presentResult with the first %i shown', async (visible) => {
    const query = { state: 'NJ', zipCode: '08401' }
    const [row] = (
      await database.db.execute<{ results: string }>(
        sql`with ${indexReadCte(query)}
            select ${resultsJsonSql('found', sql`(found.ord <= ${visible}::int)`, sql`${TODAY}::text`)} as results from found`,
      )
    ).rows
    const fromSql = JSON.parse(row?.results ?? 'null')
    const fromNode = (await findFilings(database.db, query)).map((filing, index) =>
      presentResult(filing, index < visible, TODAY),
    )
    expect(fromSql).toEqual(JSON.parse(JSON.stringify(fromNode)))
    expect(fromSql).toHaveLength(4)
  })

  it('marks stale only a real record not re-checked within its interval plus the grace', async () => {
    const [row] = (
      await database.db.execute<{ results: string }>(
        sql`with ${indexReadCte({ state: 'NJ', zipCode: '08401' })}
            select ${resultsJsonSql('found', sql`true`, sql`${TODAY}::text`)} as results from found`,
      )
    ).rows
    const results: Record<string, unknown>[] = JSON.parse(row?.results ?? '[]')
    const byCase = (caseNumber: string | null, source: string) =>
      results.find((r) => r.caseNumber === caseNumber && r.sourceDatabase === source)
    expect(byCase('F-012345-25', 'nj-atlantic')).toMatchObject({
      stale: true,
      checkEveryHours: 24,
      sourceUrl: 'https://records.example.gov/sales',
      stageAsOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      firstSeenAt: expect.stringMatching(/Z$/),
      // Postponed to 2026-05-01, before TODAY, with no news since (issue 30).
      shownStage: { stage: 'unknown', reason: 'sale date passed, no result published' },
    })
    expect(byCase(null, 'nj-atlantic')).toMatchObject({
      stale: false,
      checkEveryHours: 24,
      sourceUrl: null,
      stageAsOf: null,
      shownStage: { stage: 'unknown', reason: 'no source has published the case’s stage' },
    })
    expect(byCase(null, 'nj-weekly')).toMatchObject({ stale: false, checkEveryHours: 168 })
    expect(byCase('SAMPLE-1', 'sample')).toMatchObject({ stale: false, isSample: true })
  })

  it('is an empty array when nothing is found', async () => {
    const [row] = (
      await database.db.execute<{ results: string }>(
        sql`with ${indexReadCte({ state: 'NJ', zipCode: '08999' })}
            select ${resultsJsonSql('found', sql`true`, sql`${TODAY}::text`)} as results from found`,
      )
    ).rows
    expect(row?.results).toBe('[]')
  })
})
