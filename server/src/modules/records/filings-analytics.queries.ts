/**
 * The records index's part of the analytics dashboard (docs/decisions/0034, 0040): filings of a
 * date range and area by week and filing type, the busiest areas by week, and how far their cases
 * went (the stage funnel, from each filing's stage, the kind of its latest case event: 0031).
 * Public filings are not any user's rows; sample records are counted apart. The whole index and
 * one state are read from the daily rollup `filing_day_counts` (their busiest areas: states for
 * the whole index, ZIPs of the state); a county or a list of ZIPs from `filings`, through the
 * area's index. `filingsAnalyticsFromFilings` reads `filings` for every shape (the tests compare).
 */
import { ANALYTICS } from '@common/limits'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  type WeekTypeRow,
  weeklyByTypeAndStateFromRollup,
  weeklyByTypeFromRollup,
} from './filing-day-counts.queries'
import { areaFilters, type SearchArea } from './search-area'

export interface FilingsAnalyticsQuery extends SearchArea {
  /** YYYY-MM-DD, both included. */
  from: string
  to: string
}

export interface FilingsAnalytics {
  total: number
  sample: number
  byWeekAndType: { week: string; documentType: string; count: number; sample: number }[]
  /** What byWeekAndArea ranks: states (the whole index) or ZIPs (a state, county or ZIPs). */
  areaKind: 'state' | 'zip'
  byWeekAndArea: {
    week: string
    state: string
    zipCode: string | null
    county: string | null
    count: number
    sample: number
  }[]
  stageFunnel: {
    filed: number
    saleScheduled: number
    sold: number
    cancelled: number
    sample: number
  }
}

function rangeFilters(query: FilingsAnalyticsQuery): SQL {
  return sql.join(
    [sql`f.filing_date between ${query.from}::date and ${query.to}::date`, ...areaFilters(query)],
    sql` and `,
  )
}

/** Stages and sale statuses that mean a sale was set at some point (or held). */
const SALE_SET = sql.raw(`('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')`)

/** Weeks by type, with the range's totals and stage funnel (the grouping set `()`), one scan. */
async function weeklyByType(db: Db, query: FilingsAnalyticsQuery) {
  const { rows } =
    await db.execute<WeekTypeRow>(sql`select to_char(date_trunc('week', f.filing_date), 'YYYY-MM-DD') as week, f.document_type,
           count(*)::int as count, count(*) filter (where f.is_sample)::int as sample,
           count(*) filter (where f.next_sale_date is not null or f.stage in ${SALE_SET}
                            or f.sale_status in ('scheduled', 'postponed', 'sold'))::int as sale_scheduled,
           count(*) filter (where f.stage = 'sold' or f.sale_status = 'sold')::int as sold,
           count(*) filter (where f.stage = 'cancelled' or f.sale_status = 'cancelled')::int as cancelled
    from filings f
    where ${rangeFilters(query)}
    group by grouping sets ((date_trunc('week', f.filing_date), f.document_type), ())
    order by 1 nulls first, 2`)
  return rows
}

/** The busiest ZIPs of the range (ANALYTICS.topAreas), week by week. */
async function weeklyByArea(db: Db, query: FilingsAnalyticsQuery) {
  const { rows } = await db.execute<{
    week: string
    state: string
    zip_code: string | null
    county: string | null
    count: number
    sample: number
  }>(sql`with top as (
      select f.zip_code from filings f where ${rangeFilters(query)}
      group by f.zip_code order by count(*) desc, f.zip_code limit ${ANALYTICS.topAreas}::int
    )
    select to_char(date_trunc('week', f.filing_date), 'YYYY-MM-DD') as week, f.zip_code,
           min(f.state) as state, min(f.county) as county, count(*)::int as count,
           count(*) filter (where f.is_sample)::int as sample
    from filings f join top on top.zip_code is not distinct from f.zip_code
    where ${rangeFilters(query)}
    group by 1, f.zip_code
    order by 1, f.zip_code nulls last`)
  return rows
}

type AreaRow = FilingsAnalytics['byWeekAndArea'][number]

function present(
  byType: WeekTypeRow[],
  areaKind: FilingsAnalytics['areaKind'],
  byWeekAndArea: AreaRow[],
): FilingsAnalytics {
  const totals = byType.find((row) => row.week === null && row.document_type === null)
  return {
    total: totals?.count ?? 0,
    sample: totals?.sample ?? 0,
    byWeekAndType: byType
      .filter((row) => row.week !== null)
      .map((row) => ({
        week: row.week ?? '',
        documentType: row.document_type ?? '',
        count: Number(row.count),
        sample: Number(row.sample),
      })),
    areaKind,
    byWeekAndArea,
    stageFunnel: {
      filed: totals?.count ?? 0,
      saleScheduled: totals?.sale_scheduled ?? 0,
      sold: totals?.sold ?? 0,
      cancelled: totals?.cancelled ?? 0,
      sample: totals?.sample ?? 0,
    },
  }
}

async function busiestZips(db: Db, query: FilingsAnalyticsQuery): Promise<AreaRow[]> {
  return (await weeklyByArea(db, query)).map((row) => ({
    week: row.week,
    state: row.state,
    zipCode: row.zip_code,
    county: row.county,
    count: Number(row.count),
    sample: Number(row.sample),
  }))
}

/** Every figure read from `filings` itself, whatever the area (what the rollup must equal). */
export async function filingsAnalyticsFromFilings(
  db: Db,
  query: FilingsAnalyticsQuery,
): Promise<FilingsAnalytics> {
  const [byType, byArea] = await Promise.all([weeklyByType(db, query), busiestZips(db, query)])
  return present(byType, 'zip', byArea)
}

/** The records index's figures for the analytics dashboard (public filings; sample apart). */
export async function filingsAnalytics(
  db: Db,
  query: FilingsAnalyticsQuery,
): Promise<FilingsAnalytics> {
  if (query.county || query.zipCodes.length > 0) return filingsAnalyticsFromFilings(db, query)
  const range = { from: query.from, to: query.to, state: query.state }
  if (query.state) {
    const [byType, byArea] = await Promise.all([
      weeklyByTypeFromRollup(db, range),
      busiestZips(db, query),
    ])
    return present(byType, 'zip', byArea)
  }
  const { byType, byState } = await weeklyByTypeAndStateFromRollup(db, range)
  return present(
    byType,
    'state',
    byState.map((row) => ({
      week: row.week,
      state: row.state,
      zipCode: null,
      county: null,
      count: Number(row.count),
      sample: Number(row.sample),
    })),
  )
}
