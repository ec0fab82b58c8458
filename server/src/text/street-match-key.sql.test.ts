/**
 * The database's street_match_key() (the baseline migration, docs/decisions/0044) is the SQL twin of
 * streetMatchKey: filings' street_key is computed with it and compared with the keys the code
 * gives uploads. Every abbreviation and the punctuation and spacing rules must agree.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { STREET_ABBREVIATIONS, streetMatchKey } from './street-suffixes'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('street_match_key (SQL) and streetMatchKey (code)', () => {
  it('give the same key for every abbreviation, spelled out and abbreviated, and odd spacing', async () => {
    const streets = [
      ...Object.entries(STREET_ABBREVIATIONS).flatMap(([word, short]) => [
        `12 Oak ${word}`,
        `12 oak ${short.toLowerCase()}.`,
        `${word} 4 ${word}`,
      ]),
      '18 Example Court, Unit 2',
      '  18   EXAMPLE   CT.  ',
      '100 N. Main St #4',
      "O'Neil's Way",
    ]
    const { rows } = await database.db.execute<{ street: string; key: string | null }>(
      sql`select s.street, street_match_key(s.street) as key
        from unnest(${`{${streets.map((s) => JSON.stringify(s)).join(',')}}`}::text[]) as s(street)`,
    )
    expect(rows).toHaveLength(streets.length)
    for (const row of rows) expect(row.key).toBe(streetMatchKey(row.street))
    expect(rows.find((row) => row.street === '18 Example Court, Unit 2')?.key).toBe(
      '18 example ct unit 2',
    )
  })

  it('is null for nothing (the code gives an empty key, which matches nothing)', async () => {
    const { rows } = await database.db.execute<{ key: string | null }>(
      sql`select street_match_key('  ,  ') as key`,
    )
    expect(rows[0]?.key).toBeNull()
    expect(streetMatchKey('  ,  ')).toBe('')
  })
})
