import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { TIME_ORDERED_UUID_SQL, timeOrderedUuid } from './time-ordered-uuid'

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** The Unix milliseconds in a version 7 UUID's first 48 bits. */
const millisOf = (uuid: string) => Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16)

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('timeOrderedUuid', () => {
  it('makes version 7 UUIDs that carry the time and sort by it', () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0, 123)
    const ids = [at, at + 1, at + 1000, at + 86_400_000].map((ms) => timeOrderedUuid(ms))
    for (const id of ids) expect(id).toMatch(V7)
    expect(ids.map(millisOf)).toEqual([at, at + 1, at + 1000, at + 86_400_000])
    expect([...ids].sort()).toEqual(ids)
  })

  it('differs within one millisecond (74 random bits)', () => {
    const ids = Array.from({ length: 1000 }, () => timeOrderedUuid(1_700_000_000_000))
    expect(new Set(ids).size).toBe(1000)
  })
})

describe('TIME_ORDERED_UUID_SQL', () => {
  it('makes a version 7 UUID per row, with the clock of the database', async () => {
    const before = Date.now()
    const result = await database.db.execute<{ id: string }>(
      sql`select ${TIME_ORDERED_UUID_SQL} as id from generate_series(1, 200)`,
    )
    const after = Date.now()
    const ids = result.rows.map((row) => row.id)
    expect(new Set(ids).size).toBe(200)
    for (const id of ids) {
      expect(id).toMatch(V7)
      // Same machine's clock; a second of slack for the statement's own time.
      expect(millisOf(id)).toBeGreaterThanOrEqual(before - 1000)
      expect(millisOf(id)).toBeLessThanOrEqual(after + 1000)
    }
  })
})
