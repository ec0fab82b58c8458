/**
 * The user's own recent searches, newest first (GET /api/public-records/searches). Every search
 * is saved as its own row, but the same criteria searched again (a recent search picked and run
 * once more, stage and equity filters included) is one entry of the list: its newest run, with that run's count and time. City and
 * county are compared without regard to case.
 */
import type { PublicRecordsSearchesResponse } from '@common/contracts/records'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publicRecordsSearches } from '../../db/schema'
import { searchSortOf } from './search-equity'
import { presentSearch } from './search-reply'

const HISTORY_LIMIT = 50

export async function listRecentSearches(
  db: Db,
  userId: string,
): Promise<PublicRecordsSearchesResponse> {
  const t = publicRecordsSearches
  const criteria = [
    t.state,
    t.zipCodes,
    sql`lower(coalesce(${t.city}, ''))`,
    sql`lower(coalesce(${t.county}, ''))`,
    sql`coalesce(${t.saleWithinDays}, 0)`,
    t.excludeEnded,
    sql`coalesce(${t.minEquity}, -1)`,
    sql`coalesce(${t.minEquityPercent}, 0)`,
    t.absenteeOnly,
    t.resultSort,
  ]
  const newestPerCriteria = db
    .selectDistinctOn(criteria, {
      id: t.id,
      state: t.state,
      zipCodes: t.zipCodes,
      city: t.city,
      county: t.county,
      saleWithinDays: t.saleWithinDays,
      excludeEnded: t.excludeEnded,
      minEquity: t.minEquity,
      minEquityPercent: t.minEquityPercent,
      absenteeOnly: t.absenteeOnly,
      resultSort: t.resultSort,
      resultsCount: t.resultsCount,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(...criteria, desc(t.createdAt), desc(t.id))
    .as('newest_per_criteria')
  const rows = await db
    .select()
    .from(newestPerCriteria)
    .orderBy(desc(newestPerCriteria.createdAt), desc(newestPerCriteria.id))
    .limit(HISTORY_LIMIT)
  return {
    searches: rows.map(({ resultSort, ...row }) =>
      presentSearch({ ...row, sort: searchSortOf(resultSort) }),
    ),
  }
}
