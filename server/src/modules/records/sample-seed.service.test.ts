import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filingProvenance, filings, sources, users } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { generateSampleFilings, SAMPLE_PLACES } from './sample-records'
import { countSampleFilings, seedSampleData, seedSampleDataIfEmpty } from './sample-seed.service'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('generateSampleFilings', () => {
  it('is deterministic for a seed and day, and marks every record as sample', () => {
    const today = new Date('2026-11-21T12:00:00Z')
    const a = generateSampleFilings({ perPlace: 3, today })
    const b = generateSampleFilings({ perPlace: 3, today })
    expect(a).toEqual(b)
    expect(a).toHaveLength(3 * SAMPLE_PLACES.length)
    for (const filing of a) {
      expect(filing.sourceDatabase).toBe('sample')
      expect(filing.isSample).toBe(true)
      expect(filing.caseNumber).toMatch(/^SAMPLE-/)
      expect(filing.zipCode).toMatch(/^\d{5}$/)
      expect(filing.filingDate <= '2026-11-21').toBe(true)
    }
  })

  it('covers several filing types', () => {
    const types = new Set(generateSampleFilings().map((f) => f.documentType))
    expect(types.has('Lis Pendens')).toBe(true)
    expect(types.has('Verified Complaint')).toBe(true)
  })

  it('gives sale notices a sale status, some of them cancelled, and other filings none', () => {
    const samples = generateSampleFilings()
    const sales = samples.filter((f) => ['Notice of Sale', 'Sheriff Sale'].includes(f.documentType))
    expect(sales.every((f) => f.saleStatus === 'scheduled' || f.saleStatus === 'cancelled')).toBe(
      true,
    )
    expect(sales.some((f) => f.saleStatus === 'cancelled')).toBe(true)
    expect(samples.filter((f) => !sales.includes(f)).every((f) => f.saleStatus === null)).toBe(true)
  })
})

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
