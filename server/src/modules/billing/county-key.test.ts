import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { countyKeySql } from './county-key'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

async function stored(raw: string): Promise<string> {
  const result = await database.db.execute<{ key: string }>(sql`select ${countyKeySql(raw)} as key`)
  return result.rows[0]?.key ?? ''
}

describe('countyKeySql', () => {
  it('trims exactly what String.prototype.trim trims', async () => {
    // Every UTF-16 code unit that PostgreSQL text can hold (no NUL, no lone surrogates).
    const chars = Array.from({ length: 0x10000 }, (_, code) => code)
      .filter((code) => code !== 0 && (code < 0xd800 || code > 0xdfff))
      .map((code) => String.fromCharCode(code))
    const trimmedByJs = chars.filter((char) => char.trim() === '')
    // Answered as code points: a driver's text decoding may drop a byte order mark.
    const result = await database.db.execute<{ code: number }>(sql`select ascii(c) as code
      from unnest(string_to_array(${chars.join('\u0001')}, ${'\u0001'})) as c
      where c <> '' and ${countyKeySql(sql`c || 'x' || c`)} = 'x'`)
    const trimmedBySql = result.rows.map((row) => String.fromCharCode(Number(row.code)))
    expect(trimmedBySql.sort().join('')).toBe([...trimmedByJs].sort().join(''))
  })

  it.each([
    ['FL:Miami-Dade', 'fl:miami-dade'],
    ['FL:MIAMI-DADE   ', 'fl:miami-dade'],
    ['FL:Orange\t\r\n', 'fl:orange'],
    ['FL:Orange\u00a0\u2003\u3000\ufeff', 'fl:orange'],
    ["MD:Prince George's", "md:prince george's"],
    ['FL:St. Lucie', 'fl:st. lucie'],
    ['IL:Cook County', 'il:cook county'],
    ['FL:zip 33101', 'fl:zip 33101'],
    ['FL:Indian  River', 'fl:indian  river'],
  ])('stores %j as %j, as trim() and toLowerCase() would', async (raw, key) => {
    expect(await stored(raw)).toBe(key)
    expect(raw.trim().toLowerCase()).toBe(key)
  })

  it('gives the same key for a value and for SQL computing it', async () => {
    const result = await database.db.execute<{ key: string }>(
      sql`select ${countyKeySql(sql`'FL:' || ${'Orange '}::text`)} as key`,
    )
    expect(result.rows[0]?.key).toBe(await stored('FL:Orange '))
  })
})
