/**
 * The analytics dashboard's reads of `filing_day_counts` (docs/decisions/0040), the records index
 * counted by day, state and filing type, and the job's recount of recent days. A range of the
 * whole index or of one state reads a few thousand rollup rows instead of every filing in it;
 * a county or a list of ZIPs is narrower than a state, and is read from `filings` itself.
 */
import { ANALYTICS } from '@common/limits'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface RollupRange {
  from: string
  to: string
  state?: string
}

export type WeekTypeRow = {
  week: string | null
  document_type: string | null
  count: number
  sample: number
  sale_scheduled: number
  sold: number
  cancelled: number
}

function rollupFilters(range: RollupRange): SQL {
  return sql.join(
    [
      sql`d.day between ${range.from}::date and ${range.to}::date`,
      ...(range.state ? [sql`d.state = ${range.state}`] : []),
    ],
    sql` and `,
  )
}

/** Weeks by type, and the range's totals and stage funnel (the grouping set `()`). */
export async function weeklyByTypeFromRollup(db: Db, range: RollupRange): Promise<WeekTypeRow[]> {
  const { rows } = await db.execute<WeekTypeRow>(sql`
    select to_char(date_trunc('week', d.day), 'YYYY-MM-DD') as week, d.document_type,
           sum(d.filings)::int as count, sum(d.sample)::int as sample,
           sum(d.sale_scheduled)::int as sale_scheduled, sum(d.sold)::int as sold,
           sum(d.cancelled)::int as cancelled
    from filing_day_counts d
    where ${rollupFilters(range)}
    group by grouping sets ((date_trunc('week', d.day), d.document_type), ())
    having sum(d.filings) > 0 or grouping(d.document_type) = 1
    order by 1 nulls first, 2`)
  return rows
}

export interface WeekStateRow {
  week: string
  state: string
  count: number
  sample: number
}

/**
 * The whole index in one scan of the range's rollup rows: weeks by type with the totals and
 * funnel (as weeklyByTypeFromRollup), and the busiest states (ANALYTICS.topAreas) week by week.
 */
export async function weeklyByTypeAndStateFromRollup(
  db: Db,
  range: RollupRange,
): Promise<{ byType: WeekTypeRow[]; byState: WeekStateRow[] }> {
  const { rows } = await db.execute<WeekTypeRow & { state: string | null; by_state: boolean }>(sql`
    select to_char(date_trunc('week', d.day), 'YYYY-MM-DD') as week, d.document_type, d.state,
           grouping(d.state) = 0 as by_state,
           sum(d.filings)::int as count, sum(d.sample)::int as sample,
           sum(d.sale_scheduled)::int as sale_scheduled, sum(d.sold)::int as sold,
           sum(d.cancelled)::int as cancelled
    from filing_day_counts d
    where ${rollupFilters(range)}
    group by grouping sets ((date_trunc('week', d.day), d.document_type),
                            (date_trunc('week', d.day), d.state), ())
    having sum(d.filings) > 0 or grouping(d.document_type, d.state) = 3
    order by 1 nulls first, 2, 3`)
  const byType = rows.filter((row) => !row.by_state)
  const weekly = rows.filter((row) => row.by_state) as (WeekTypeRow & { state: string })[]
  const totals = new Map<string, number>()
  for (const row of weekly) totals.set(row.state, (totals.get(row.state) ?? 0) + Number(row.count))
  const top = new Set(
    [...totals.entries()]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, ANALYTICS.topAreas)
      .map(([state]) => state),
  )
  const byState = weekly
    .filter((row) => top.has(row.state))
    .map((row) => ({
      week: row.week ?? '',
      state: row.state,
      count: Number(row.count),
      sample: Number(row.sample),
    }))
    .sort((a, b) => a.week.localeCompare(b.week) || a.state.localeCompare(b.state))
  return { byType, byState }
}

/**
 * Recounts the days `from`..`to` from `filings` (idempotent): the rollup is kept by triggers, and
 * this repairs any drift (a trigger disabled for a bulk load, a restore). The table is locked
 * against writers meanwhile (readers go on), so a filing written concurrently is counted once:
 * either in this recount (committed before it) or by its trigger (after it).
 */
export async function refreshFilingDayCounts(
  db: Db,
  days: { from: string; to: string },
): Promise<{ rows: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table filing_day_counts in exclusive mode`)
    await tx.execute(
      sql`delete from filing_day_counts where day between ${days.from}::date and ${days.to}::date`,
    )
    const { rows } = await tx.execute<{ day: string }>(sql`
      insert into filing_day_counts
        (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
      select f.filing_date, f.state, f.document_type, count(*), count(*) filter (where f.is_sample),
             count(*) filter (where f.next_sale_date is not null
                                or f.stage in ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                                or f.sale_status in ('scheduled', 'postponed', 'sold')),
             count(*) filter (where f.stage = 'sold' or f.sale_status = 'sold'),
             count(*) filter (where f.stage = 'cancelled' or f.sale_status = 'cancelled')
      from filings f
      where f.filing_date between ${days.from}::date and ${days.to}::date
      group by f.filing_date, f.state, f.document_type
      returning day`)
    return { rows: rows.length }
  })
}
