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

let database: TestDatabase
beforeAll(async () => {
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
    },
    { ...base, dedupeKey: 'json:bare', filingDate: null, sourceDatabase: 'nj-atlantic' },
    {
      ...base,
      dedupeKey: 'json:sample',
      caseNumber: 'SAMPLE-1',
      defendantName: 'Émile Ünïcode',
      filingDate: '2026-03-01',
      loanAmount: '90000.00',
      sourceDatabase: 'sample',
      isSample: true,
    },
  ])
})
afterAll(() => database.destroy())

describe('the results JSON built in SQL', () => {
  it.each([0, 1, 2, 3])('equals presentResult with the first %i shown', async (visible) => {
    const query = { state: 'NJ', zipCode: '08401' }
    const [row] = (
      await database.db.execute<{ results: string }>(
        sql`with ${indexReadCte(query)}
            select ${resultsJsonSql('found', sql`(found.ord <= ${visible}::int)`)} as results from found`,
      )
    ).rows
    const fromSql = JSON.parse(row?.results ?? 'null')
    const fromNode = (await findFilings(database.db, query)).map((filing, index) =>
      presentResult(filing, index < visible),
    )
    expect(fromSql).toEqual(JSON.parse(JSON.stringify(fromNode)))
    expect(fromSql).toHaveLength(3)
  })

  it('is an empty array when nothing is found', async () => {
    const [row] = (
      await database.db.execute<{ results: string }>(
        sql`with ${indexReadCte({ state: 'NJ', zipCode: '08999' })}
            select ${resultsJsonSql('found', sql`true`)} as results from found`,
      )
    ).rows
    expect(row?.results).toBe('[]')
  })
})
