import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filingProvenance, filings, sources, users } from '../db/schema'
import { countSampleFilings, SAMPLE_PLACES } from '../modules/records'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { seedSampleData, seedSampleDataIfEmpty } from './sample-data'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('seedSampleDataIfEmpty', () => {
  it('loads the sample source and records into an empty database, once', async () => {
    const loaded = await seedSampleDataIfEmpty(database.db)
    expect(loaded).toBe(12 * SAMPLE_PLACES.length)
    expect(await countSampleFilings(database.db)).toBe(loaded)
    const [provenance] = await database.db.select({ n: count() }).from(filingProvenance)
    expect(provenance?.n).toBe(loaded)
    const [source] = await database.db
      .select()
      .from(sources)
      .where(eq(sources.baseUrl, 'sample://generated'))
    expect(source?.name).toMatch(/sample/i)

    expect(await seedSampleDataIfEmpty(database.db)).toBe(0)
    await seedSampleData(database.db)
    expect(await countSampleFilings(database.db)).toBe(loaded)
  })

  it('does nothing on a database that already has users', async () => {
    const other = await createTestDatabase()
    try {
      await other.db
        .insert(users)
        .values({ email: 'someone@example.com', firstName: 'Some', lastName: 'One' })
      expect(await seedSampleDataIfEmpty(other.db)).toBe(0)
      const [row] = await other.db.select({ n: count() }).from(filings)
      expect(row?.n).toBe(0)
    } finally {
      await other.destroy()
    }
  })
})
