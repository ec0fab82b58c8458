import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { executePrepared, supportsNamedStatements } from './prepared-query'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('executePrepared', () => {
  it('names statements on PostgreSQL only (PGlite clients share one backend)', () => {
    expect(supportsNamedStatements(database.db)).toBe(database.kind === 'postgres')
  })

  it('runs the same statement on every pooled connection, in parallel and again, with its parameters', async () => {
    const run = (n: number) =>
      executePrepared<{ n: number; day: string; at: string }>(
        database.db,
        sql`select ${n}::int as n, date '2026-03-01' as day, timestamptz '2026-03-01 12:00:00+00' as at`,
      )
    for (let round = 0; round < 2; round++) {
      const rows = await Promise.all(Array.from({ length: 12 }, (_, i) => run(i)))
      expect(rows.map(([row]) => row?.n)).toEqual(Array.from({ length: 12 }, (_, i) => i))
    }
    const [row] = await run(1)
    // Dates and timestamps come back as text, as Drizzle's execute() leaves them.
    expect(row?.day).toBe('2026-03-01')
    expect(new Date(row?.at ?? '').toISOString()).toBe('2026-03-01T12:00:00.000Z')
  })
})
