import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, queryCache } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { cacheKeyFor, findFilings, invalidateCachedPlace } from './records-index.queries'

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

const entry = async (key: string) =>
  (await database.db.select().from(queryCache).where(eq(queryCache.cacheKey, key)))[0]

describe('findFilings and the query cache', () => {
  it('reads the index newest first (undated last), caches the answer, then answers from the cache the same', async () => {
    const query = { state: 'OH', zipCode: '45501' }
    const first = await findFilings(database.db, query)
    expect(first.map((f) => f.caseNumber)).toEqual(['CT-1', 'CT-3', 'CT-0', 'CT-2'])
    expect(first[0]).toMatchObject({ state: 'OH', zipCode: '45501', county: 'Clark' })
    expect(first[0]).not.toHaveProperty('createdAt')
    const cached = await entry(cacheKeyFor(query))
    expect(cached?.resultIds).toEqual(first.map((f) => f.id))
    expect(cached?.hitCount).toBe(0)

    // A filing added behind the cache's back is not seen until the place is invalidated.
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
    expect(second).toEqual(first)
    expect((await entry(cacheKeyFor(query)))?.hitCount).toBe(1)

    await invalidateCachedPlace(database.db, 'OH', '45501')
    const third = await findFilings(database.db, query)
    expect(third.map((f) => f.caseNumber)).toEqual(['CT-late', 'CT-1', 'CT-3', 'CT-0', 'CT-2'])
  })

  it('applies city and county filters case-insensitively, and caches an empty answer too', async () => {
    const dayton = await findFilings(database.db, { state: 'OH', zipCode: '45501', city: 'DAYTON' })
    expect(dayton.map((f) => f.caseNumber)).toEqual(['CT-1'])
    const none = { state: 'OH', zipCode: '45501', county: 'Greene' }
    expect(await findFilings(database.db, none)).toEqual([])
    expect((await entry(cacheKeyFor(none)))?.resultIds).toEqual([])
    expect(await findFilings(database.db, none)).toEqual([])
  })

  it('re-reads the index once an entry has expired', async () => {
    const query = { state: 'OH', zipCode: '45502' }
    expect(await findFilings(database.db, query)).toHaveLength(1)
    await database.pool.query(
      "update query_cache set expires_at = now() - interval '1 second', result_ids = '[]'",
    )
    expect(await findFilings(database.db, query)).toHaveLength(1)
    expect((await entry(cacheKeyFor(query)))?.resultIds).toHaveLength(1)
  })
})
