import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { findFilings } from './records-index.queries'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  // Made-up filings: four in one ZIP (one without a date), one elsewhere.
  await database.db.insert(filings).values([
    ...['2026-02-01', '2026-04-01', null, '2026-03-01'].map((filingDate, i) => ({
      dedupeKey: `cache-test:${i}`,
      documentType: 'Lis Pendens',
      caseNumber: `CT-${i}`,
      city: i === 1 ? 'Dayton' : 'Springfield',
      county: 'Clark',
      state: 'OH',
      zipCode: '45501',
      filingDate,
      sourceDatabase: 'test-source',
    })),
    {
      dedupeKey: 'cache-test:other',
      documentType: 'Lis Pendens',
      state: 'OH',
      zipCode: '45502',
      filingDate: '2026-01-01',
      sourceDatabase: 'test-source',
    },
  ])
})
afterAll(() => database.destroy())

describe('findFilings', () => {
  it('reads the index newest first (undated last), and sees a filing added since', async () => {
    const query = { state: 'OH', zipCode: '45501' }
    const first = await findFilings(database.db, query)
    expect(first.map((f) => f.caseNumber)).toEqual(['CT-1', 'CT-3', 'CT-0', 'CT-2'])
    expect(first[0]).toMatchObject({ state: 'OH', zipCode: '45501', county: 'Clark' })
    expect(first[0]).not.toHaveProperty('createdAt')

    // Searches read the index itself (no query cache since docs/decisions/0018).
    await database.db.insert(filings).values({
      dedupeKey: 'cache-test:late',
      documentType: 'Notice of Sale',
      caseNumber: 'CT-late',
      state: 'OH',
      zipCode: '45501',
      filingDate: '2026-05-01',
      sourceDatabase: 'test-source',
    })
    const second = await findFilings(database.db, query)
    expect(second.map((f) => f.caseNumber)).toEqual(['CT-late', 'CT-1', 'CT-3', 'CT-0', 'CT-2'])
  })

  it('applies city and county filters case-insensitively', async () => {
    const dayton = await findFilings(database.db, { state: 'OH', zipCode: '45501', city: 'DAYTON' })
    expect(dayton.map((f) => f.caseNumber)).toEqual(['CT-1'])
    const clark = await findFilings(database.db, { state: 'OH', zipCode: '45501', county: 'clark' })
    expect(clark).toHaveLength(4)
    expect(
      await findFilings(database.db, { state: 'OH', zipCode: '45501', county: 'Greene' }),
    ).toEqual([])
    expect(await findFilings(database.db, { state: 'OH', zipCode: '45502' })).toHaveLength(1)
  })
})
