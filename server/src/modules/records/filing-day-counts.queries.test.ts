/**
 * The rollup `filing_day_counts` (0040) against `filings` itself: after the sample seed, an
 * ingestion, a re-ingestion that changes a case's stage, a sample county's removal and direct
 * writes, the dashboard's rollup answers (whole index, one state) equal the raw aggregates; the
 * nightly recount is idempotent and repairs a drifted row.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { refreshFilingDayCounts } from './filing-day-counts.queries'
import {
  type FilingsAnalytics,
  filingsAnalytics,
  filingsAnalyticsFromFilings,
} from './filings-analytics.queries'
import type { NormalizedFiling } from './normalized-filing'
import { seedSampleFilings } from './sample-seed.service'
import { storeFilings } from './store-filings'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const today = new Date().toISOString().slice(0, 10)
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
const WHOLE = { from: daysAgo(365), to: today, zipCodes: [] }

function realFiling(overrides: Partial<NormalizedFiling>): NormalizedFiling {
  return {
    sourceRecordId: 'r1',
    documentType: 'Lis Pendens',
    caseNumber: 'CV-2026-0001',
    court: null,
    defendantName: 'Pat Doe',
    plaintiffName: 'Bank',
    propertyAddress: '1 Main St',
    city: 'Cincinnati',
    county: 'Hamilton',
    state: 'OH',
    zipCode: '45202',
    filingDate: daysAgo(10),
    saleDate: null,
    loanAmount: null,
    amountKind: null,
    saleStatus: null,
    documentUrl: null,
    raw: {},
    ...overrides,
  }
}

/** What the rollup answers and the raw aggregate must share (the areas are ranked differently). */
const comparable = (figures: FilingsAnalytics) => ({
  total: figures.total,
  sample: figures.sample,
  byWeekAndType: figures.byWeekAndType,
  stageFunnel: figures.stageFunnel,
})

async function expectRollupEqualsFilings(state?: string) {
  const query = { ...WHOLE, state }
  const [rollup, raw] = await Promise.all([
    filingsAnalytics(database.db, query),
    filingsAnalyticsFromFilings(database.db, query),
  ])
  expect(comparable(rollup)).toEqual(comparable(raw))
  return rollup
}

/** Each state's filings of the range per week, straight from `filings`. */
async function rawWeeksByState() {
  const { rows } = await database.db.execute<{ week: string; state: string; count: number }>(sql`
    select to_char(date_trunc('week', filing_date), 'YYYY-MM-DD') as week, state,
           count(*)::int as count
    from filings where filing_date between ${WHOLE.from}::date and ${WHOLE.to}::date
    group by 1, 2 order by 1, 2`)
  return rows
}

describe('filing_day_counts', () => {
  it('equals the raw aggregates through seed, ingestion, stage changes and removals', async () => {
    await seedSampleFilings(database.db, { perPlace: 6 })
    const seeded = await expectRollupEqualsFilings()
    expect(seeded.sample).toBeGreaterThan(0)
    expect(seeded.sample).toBe(seeded.total)

    // A real filing in a sample county: the county's samples leave the index (a delete).
    await storeFilings(database.db, {
      sourceId: null,
      sourceName: 'test',
      filings: [realFiling({ saleDate: daysAgo(-20) })],
    })
    const ingested = await expectRollupEqualsFilings()
    expect(ingested.total - ingested.sample).toBe(1)
    expect(ingested.sample).toBeLessThan(seeded.sample)

    // The same case again, now cancelled: the stage moves, the filing is not counted twice.
    const before = ingested.stageFunnel.cancelled
    await storeFilings(database.db, {
      sourceId: null,
      sourceName: 'test',
      filings: [realFiling({ saleDate: daysAgo(-20), saleStatus: 'cancelled' })],
    })
    const cancelled = await expectRollupEqualsFilings()
    expect(cancelled.total).toBe(ingested.total)
    expect(cancelled.stageFunnel.cancelled).toBe(before + 1)

    // Direct writes: a filing moved to another day and state, one without a date, one deleted.
    await database.db.execute(
      sql`update filings set filing_date = ${daysAgo(200)}, state = 'TX', document_type = 'Notice of Sale'
          where id = (select id from filings where is_sample order by id limit 1)`,
    )
    await database.db.execute(
      sql`update filings set filing_date = null where id = (select id from filings where is_sample order by id desc limit 1)`,
    )
    await database.db.execute(
      sql`delete from filings where id = (select id from filings where is_sample order by id limit 1 offset 3)`,
    )
    const written = await expectRollupEqualsFilings()
    expect(written.total).toBe(cancelled.total - 2)
    await expectRollupEqualsFilings('OH')
    await expectRollupEqualsFilings('TX')

    // The whole index's busiest areas are states, the same counts as `filings` gives.
    expect(written.areaKind).toBe('state')
    const byState = written.byWeekAndArea.map(({ week, state, count }) => ({ week, state, count }))
    expect(byState).toEqual(await rawWeeksByState())
  })

  it('the whole index lists the busiest 20 states only', async () => {
    await database.db.insert(filings).values({
      dedupeKey: 'rollup:ak',
      documentType: 'Lis Pendens',
      state: 'AK',
      filingDate: daysAgo(3),
      sourceDatabase: 'test',
    })
    const states = async () =>
      new Set((await filingsAnalytics(database.db, WHOLE)).byWeekAndArea.map((row) => row.state))
    const raw = new Set((await rawWeeksByState()).map((row) => row.state))
    expect(raw.size).toBe(21)
    const listed = await states()
    expect(listed.size).toBe(20)
    expect(listed.has('AK')).toBe(false)
    await expectRollupEqualsFilings()
  })

  it('a state is ranked by ZIP; a county or ZIPs read filings directly', async () => {
    const state = await filingsAnalytics(database.db, { ...WHOLE, state: 'OH' })
    expect(state.areaKind).toBe('zip')
    expect(state.byWeekAndArea.every((row) => row.state === 'OH' && row.zipCode)).toBe(true)
    const zips = { ...WHOLE, state: 'OH', zipCodes: ['45202'] }
    expect(await filingsAnalytics(database.db, zips)).toEqual(
      await filingsAnalyticsFromFilings(database.db, zips),
    )
  })

  it('the recount is idempotent and repairs a drifted row', async () => {
    const rollup = () =>
      database.db.execute(sql`select * from filing_day_counts where filings <> 0 order by 1, 2, 3`)
    const kept = (await rollup()).rows
    expect(kept.length).toBeGreaterThan(0)
    await database.db.execute(
      sql`update filing_day_counts set filings = filings + 5, sold = sold + 1
          where (day, state, document_type) = (select day, state, document_type from filing_day_counts where filings > 0 order by day desc limit 1)`,
    )
    expect((await rollup()).rows).not.toEqual(kept)
    await refreshFilingDayCounts(database.db, { from: daysAgo(400), to: today })
    expect((await rollup()).rows).toEqual(kept)
    await refreshFilingDayCounts(database.db, { from: daysAgo(400), to: today })
    expect((await rollup()).rows).toEqual(kept)
    await expectRollupEqualsFilings()
    expect(await database.db.$count(filings)).toBeGreaterThan(0)
  })
})
