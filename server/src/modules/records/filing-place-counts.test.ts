/**
 * The counts `filing_place_counts` (0075) against `filings` itself: after the sample seed, an
 * ingestion, direct inserts, an update that moves filings to another county or makes them
 * sample, one that touches no counted column, and deletes, filingCountsByPlace answers what a
 * `group by state, county` over the filings answers.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { filingCountsByPlace, type PlaceCount } from './index-counts.queries'
import { seedSampleFilings } from './sample-seed.service'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const byPlace = (a: PlaceCount, b: PlaceCount) =>
  `${a.state}|${a.county ?? ''}`.localeCompare(`${b.state}|${b.county ?? ''}`)

async function counted(): Promise<PlaceCount[]> {
  const { rows } = await database.db.execute<{
    state: string
    county: string | null
    real: number
    sample: number
  }>(sql`select state, county, (count(*) filter (where not is_sample))::int as real,
           (count(*) filter (where is_sample))::int as sample
         from filings group by state, county`)
  return rows
    .map((row) => ({ ...row, real: Number(row.real), sample: Number(row.sample) }))
    .sort(byPlace)
}

async function expectExact(): Promise<PlaceCount[]> {
  const kept = (await filingCountsByPlace(database.db)).sort(byPlace)
  expect(kept).toEqual(await counted())
  return kept
}

it('counts every write to the index by state and county, as a group-by over the filings would', async () => {
  const { db } = database
  await seedSampleFilings(db)
  expect((await expectExact()).length).toBeGreaterThan(0)

  await db.execute(sql`
    insert into filings (dedupe_key, document_type, state, county, zip_code, source_database, is_sample)
    select 'place:' || g, 'Lis Pendens', (array['OH','FL','TX'])[1 + g % 3],
           case when g % 7 = 0 then null else 'County ' || (g % 4) end,
           '45202', 'test', g % 5 = 0
    from generate_series(1, 300) g`)
  const afterInsert = await expectExact()
  expect(afterInsert.some((place) => place.county === null)).toBe(true)

  await db.execute(
    sql`update filings set county = 'County 9' where dedupe_key like 'place:%' and county = 'County 1'`,
  )
  await expectExact()
  await db.execute(
    sql`update filings set is_sample = not is_sample where dedupe_key like 'place:1%'`,
  )
  await expectExact()
  await db.execute(sql`update filings set last_seen_at = now() where dedupe_key like 'place:%'`)
  await expectExact()

  await db.execute(sql`delete from filings where dedupe_key like 'place:%' and state = 'TX'`)
  const afterDelete = await expectExact()
  // A place whose filings are all gone is not listed.
  expect(
    afterDelete.filter((place) => place.state === 'TX' && place.county?.startsWith('County ')),
  ).toEqual([])
})
