/**
 * shownStageSql (the search's SQL) and shownStage (common/shown-stage.ts, the presenter and the
 * result cards) give the same stage and reason for every kind of record (issue 30).
 */
import type { SaleStatus } from '@common/enums'
import { SALE_STATUSES } from '@common/enums'
import type { CaseStage } from '@common/lifecycle'
import { CASE_STAGES } from '@common/lifecycle'
import { type StageInput, shownStage } from '@common/shown-stage'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { shownStageSql } from './shown-stage-sql'

const TODAY = '2026-11-30'
const PAST = '2026-11-29'
const FUTURE = '2026-12-01'

type Row = Required<StageInput>
const none: Row = {
  stage: null,
  nextSaleDate: null,
  saleStatus: null,
  documentType: 'Sheriff Sale',
  filingDate: null,
}
const saleDates = [null, PAST, TODAY, FUTURE]

/** Every reported stage and every sale status, each with no, a past, today's and a future sale. */
const cases: Row[] = [
  ...CASE_STAGES.flatMap((stage: CaseStage) =>
    saleDates.map((nextSaleDate) => ({ ...none, stage, nextSaleDate })),
  ),
  ...SALE_STATUSES.flatMap((saleStatus: SaleStatus) =>
    saleDates.map((nextSaleDate) => ({ ...none, saleStatus, nextSaleDate })),
  ),
  ...saleDates.map((nextSaleDate) => ({ ...none, nextSaleDate })),
  // Filing documents: undated, recent, exactly 730 days old, 731 days old, years old.
  ...['Lis Pendens', 'complaint to foreclose', 'NOTICE OF DEFAULT', 'Foreclosure Case'].flatMap(
    (documentType) =>
      [null, '2026-10-01', '2024-11-30', '2024-11-29', '2019-03-04'].map((filingDate) => ({
        ...none,
        documentType,
        filingDate,
      })),
  ),
  // Not a filing document, dated or not; a reported stage wins over the document.
  { ...none, documentType: 'Deed', filingDate: '2026-10-01' },
  { ...none, documentType: 'Sheriff Sale', filingDate: '2019-03-04' },
  { ...none, stage: 'judgment', documentType: 'Lis Pendens', filingDate: '2019-03-04' },
  { ...none, saleStatus: 'sold', documentType: 'Lis Pendens', filingDate: null },
]

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('the shown stage in SQL', () => {
  it('equals shownStage for every kind of record, on the same UTC day', async () => {
    const rows = sql.join(
      cases.map(
        (c, index) =>
          sql`(${index}::int, ${c.stage}::text, ${c.nextSaleDate}::date, ${c.saleStatus}::text,
            ${c.documentType}::text, ${c.filingDate}::date)`,
      ),
      sql`, `,
    )
    const result = await database.db.execute<{ i: number; shown: string }>(
      sql`select t.i, (${shownStageSql('t', sql`${TODAY}::text`)})::text as shown
          from (values ${rows}) as t(i, stage, next_sale_date, sale_status, document_type, filing_date)
          order by t.i`,
    )
    const fromSql = result.rows.map((row) => JSON.parse(row.shown))
    expect(fromSql).toEqual(cases.map((c) => shownStage(c, TODAY)))
    expect(fromSql).toHaveLength(cases.length)
    // The table covers what the issue names: a passed sale, a stay, an old filing.
    const reasons = new Set(fromSql.map((s: { reason: string | null }) => s.reason))
    expect(reasons).toContain('sale date passed, no result published')
    expect(reasons).toContain('sale stayed, no new date published')
    expect(reasons).toContain('filed 2019, no later event published')
    expect(reasons).toContain('filing date not published')
    expect(reasons).toContain('the source reports no stage')
    expect(reasons).toContain(null)
  })
})
