/**
 * A search's county key is made two ways: a plan with a county limit (Pro) claims it after the
 * index read, from the filings the server holds; a plan without one (Elite) records it inside
 * the statement that reads the index and saves the search. Both build it with
 * searchCountyKeySql and store it through countyKeySql; this test holds them to the same key
 * on the inputs where a rule written twice would drift.
 */
import type { SubscriptionTier } from '@common/enums'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, monthlyUsageCounties } from '../../db/schema'
import { buildUser } from '../../testing/factories'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import type { IndexQuery } from './records-index.queries'
import { runSearch } from './search.service'

interface CountyCase {
  name: string
  query: IndexQuery
  /** The filings of the query's ZIP, newest first. */
  filed: Array<{ county: string | null; city?: string }>
  /** The stored key; undefined where only the agreement is checked. */
  expected?: string
}

const CASES: CountyCase[] = [
  {
    name: "the query's county, whatever its case",
    query: { state: 'FL', zipCode: '33001', county: 'MIAMI-DADE' },
    filed: [{ county: 'Miami-Dade' }],
    expected: 'fl:miami-dade',
  },
  {
    name: "a found filing's county with trailing spaces",
    query: { state: 'FL', zipCode: '33002' },
    filed: [{ county: 'Miami-Dade  ' }],
    expected: 'fl:miami-dade',
  },
  {
    name: 'a trailing tab, no-break space and line feed (not only spaces are trimmed)',
    query: { state: 'FL', zipCode: '33003' },
    filed: [{ county: 'Orange\t\u00a0\n' }],
    expected: 'fl:orange',
  },
  {
    name: 'an apostrophe',
    query: { state: 'MD', zipCode: '20701', county: "Prince George's" },
    filed: [{ county: "PRINCE GEORGE'S" }],
    expected: "md:prince george's",
  },
  {
    name: "'St.' as written (the rule does not spell out Saint)",
    query: { state: 'FL', zipCode: '34950', county: 'ST. LUCIE' },
    filed: [{ county: 'St. Lucie' }],
    expected: 'fl:st. lucie',
  },
  {
    name: "'Saint' as written",
    query: { state: 'FL', zipCode: '34951' },
    filed: [{ county: 'Saint Lucie' }],
    expected: 'fl:saint lucie',
  },
  {
    name: "a 'County' suffix as written (the rule does not drop it)",
    query: { state: 'IL', zipCode: '60601' },
    filed: [{ county: 'Cook County' }],
    expected: 'il:cook county',
  },
  {
    name: 'the first found filing that names a county',
    query: { state: 'FL', zipCode: '33004' },
    filed: [{ county: null }, { county: 'Broward' }, { county: 'Palm Beach' }],
    expected: 'fl:broward',
  },
  {
    name: 'no county anywhere: the ZIP counts as its own',
    query: { state: 'FL', zipCode: '33005' },
    filed: [{ county: null }],
    expected: 'fl:zip 33005',
  },
  {
    name: "a city filter whose filings name none: the index's county for the ZIP",
    query: { state: 'FL', zipCode: '33006', city: 'Alpha' },
    filed: [
      { county: null, city: 'Alpha' },
      { county: 'Lake', city: 'Beta' },
    ],
    expected: 'fl:lake',
  },
  {
    // lower() of a non-ASCII letter depends on the database's collation: agreement only.
    name: 'non-ASCII letters',
    query: { state: 'NM', zipCode: '88001', county: 'DOÑA ANA' },
    filed: [{ county: 'Doña Ana' }],
  },
]

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(filings).values(
    CASES.flatMap(({ query, filed }) =>
      filed.map((filing, i) => ({
        dedupeKey: `county-key:${query.state}:${query.zipCode}:${i}`,
        documentType: 'Lis Pendens',
        state: query.state,
        zipCode: query.zipCode,
        city: filing.city ?? null,
        county: filing.county,
        filingDate: `2026-0${9 - i}-01`,
        sourceDatabase: 'test-source',
      })),
    ),
  )
})
afterAll(() => database.destroy())

const noFigures = async () => new Map()

/** The county keys recorded for a new subscriber of `tier` after searching `query`. */
async function keysAfterSearch(tier: SubscriptionTier, query: IndexQuery): Promise<string[]> {
  const user = await buildUser(database.db, {
    subscriptionTier: tier,
    subscriptionStatus: 'active',
  })
  // No equity filter here: the reader is never asked.
  await runSearch(database.db, user, query, { rateLimitPerMinute: 1000, readEquity: noFigures })
  const rows = await database.db
    .select({ key: monthlyUsageCounties.countyKey })
    .from(monthlyUsageCounties)
    .where(eq(monthlyUsageCounties.userId, user.id))
  return rows.map((row) => row.key)
}

describe('the county key of a search', () => {
  it.each(CASES)('is the same claimed after the read and inside it: $name', async (c) => {
    const afterRead = await keysAfterSearch('pro', c.query)
    const inStatement = await keysAfterSearch('elite', c.query)
    expect(afterRead).toHaveLength(1)
    expect(inStatement).toEqual(afterRead)
    if (c.expected !== undefined) expect(afterRead).toEqual([c.expected])
  })
})
