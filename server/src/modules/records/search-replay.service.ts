/**
 * Opening one of the user's saved searches again (GET /api/public-records/searches/:id): the
 * filings it found, read from the records index now by the ids its row holds, in the order the
 * search listed them, masked by search-visibility.ts. It spends no search: no trial search, no
 * daily search, no county (those are spent by POST /api/public-records/search only). A Basic user
 * opening a search with withheld results spends record views on those it reveals, once.
 */
import type { PublicRecordsSearchResponse } from '@common/contracts/records'
import { SEARCH_NOT_FOUND_MESSAGE } from '@common/contracts/records'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { consumeUpTo } from '../billing'
import { FILING_COLUMNS, type FilingRow, filingFromRow } from './records-index.queries'
import {
  hasEquityFilter,
  type PropertyEquityReader,
  searchSortOf,
  withEquity,
} from './search-equity'
import { presentSearch } from './search-reply'
import { presentResult } from './search-result.presenter'
import { readableCount, searchVisibilityFor } from './search-visibility'

/** The search's own columns are prefixed: the filing's columns share their names. */
type ReplayRow = Partial<FilingRow> & {
  search_id: string
  search_state: string
  search_zip_codes: string[]
  search_city: string | null
  search_county: string | null
  sale_within_days: number | null
  exclude_ended: boolean
  min_equity: number | null
  min_equity_percent: number | null
  absentee_only: boolean
  result_sort: string
  amount_kind?: string | null
  created_at: string
  shown_count: number
  total: number
  id: string | null
  ord: string | number | null
}

/**
 * The search row and its filings in ONE statement (a search the user does not own gives no
 * row). With `revealAll` (a plan with unlimited views) the row's shown_count is raised to every
 * result in the same statement, so a later plan that counts views does not count them again.
 */
async function readSearch(
  db: Db,
  options: { userId: string; searchId: string; revealAll: boolean },
): Promise<ReplayRow[]> {
  return executePrepared<ReplayRow>(
    db,
    sql`with s as (
      select id, state, zip_codes, city, county, sale_within_days, exclude_ended,
             min_equity, min_equity_percent, absentee_only, result_sort,
             created_at, filing_ids, shown_count
      from public_records_searches where id = ${options.searchId}::uuid and user_id = ${options.userId}::uuid
    ), revealed as (
      update public_records_searches p set shown_count = cardinality(p.filing_ids)
      from s where p.id = s.id and ${options.revealAll}::boolean and p.shown_count < cardinality(p.filing_ids)
    )
    select s.id as search_id, s.state as search_state, s.zip_codes as search_zip_codes,
           s.city as search_city, s.county as search_county, s.sale_within_days, s.exclude_ended,
           s.min_equity, s.min_equity_percent, s.absentee_only, s.result_sort, s.created_at,
           s.shown_count, cardinality(s.filing_ids) as total, found.*
    from s left join lateral (
      select ${FILING_COLUMNS}, f.amount_kind, ids.ord
      from unnest(s.filing_ids) with ordinality as ids(id, ord)
      join filings f on f.id = ids.id
    ) as found on true
    order by found.ord`,
  )
}

/**
 * Basic: reveals as many withheld results of the search as the month's record views allow,
 * counting each once. The search row is locked first, so two openings at once cannot both
 * spend views on the same results. Returns false when the search is not the user's.
 */
async function revealWithViews(
  db: Db,
  options: { userId: string; searchId: string; limit: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ shown_count: number; total: number }>(sql`
      select shown_count, cardinality(filing_ids) as total from public_records_searches
      where id = ${options.searchId}::uuid and user_id = ${options.userId}::uuid
      for update`)
    const row = locked.rows[0]
    if (!row) return false
    const withheld = Number(row.total) - Number(row.shown_count)
    if (withheld <= 0) return true
    // The transaction handle runs billing's statements inside this transaction (a savepoint).
    const granted = await consumeUpTo(tx as unknown as Db, {
      userId: options.userId,
      counter: 'recordsViewed',
      limit: options.limit,
      amount: withheld,
    })
    if (granted > 0) {
      await tx.execute(sql`
        update public_records_searches set shown_count = shown_count + ${granted}::int
        where id = ${options.searchId}::uuid`)
    }
    return true
  })
}

const notFound = () => AppError.notFound('SEARCH_NOT_FOUND', SEARCH_NOT_FOUND_MESSAGE)

/** The saved search as a search reply, masked for this user now (see the file's comment). */
export async function openSavedSearch(
  db: Db,
  user: SessionUser,
  searchId: string,
  readEquity: PropertyEquityReader,
): Promise<PublicRecordsSearchResponse> {
  const visibility = searchVisibilityFor(user)
  if (visibility.kind === 'views') {
    const owned = await revealWithViews(db, {
      userId: user.id,
      searchId,
      limit: visibility.limit,
    })
    if (!owned) throw notFound()
  }
  const rows = await readSearch(db, {
    userId: user.id,
    searchId,
    revealAll: visibility.kind === 'all',
  })
  const head = rows[0]
  if (!head) throw notFound()
  const readable = readableCount(visibility, {
    shownCount: Number(head.shown_count),
    total: Number(head.total),
  })
  const found = rows.filter((row) => row.id !== null && row.id !== undefined)
  const criteria = {
    state: head.search_state,
    minEquity: head.min_equity ?? undefined,
    minEquityPercent: head.min_equity_percent ?? undefined,
    absenteeOnly: head.absentee_only,
    sort: searchSortOf(head.result_sort),
  }
  const filings = found.map((row) => ({
    ...filingFromRow(row as FilingRow),
    amountKind: row.amount_kind ?? null,
  }))
  // A search filtered by equity shows the figures as they are now (the order is the search's).
  const figures = hasEquityFilter(criteria) ? await readEquity(db, filings) : null
  // Masked by position in the search (not by the rows found now), as the search masked them.
  const results = found.map((row, index) => {
    const filing = filings[index] as (typeof filings)[number]
    const result = presentResult(filing, Number(row.ord) <= readable)
    return figures ? withEquity(result, figures.get(filing.id)) : result
  })
  const shown = results.filter((result) => result.isAccessibleInTrial).length
  const trial = visibility.kind === 'as-shown'
  return {
    search: presentSearch({
      id: head.search_id,
      state: head.search_state,
      zipCodes: head.search_zip_codes,
      city: head.search_city,
      county: head.search_county,
      saleWithinDays: head.sale_within_days === null ? null : Number(head.sale_within_days),
      excludeEnded: Boolean(head.exclude_ended),
      minEquity: criteria.minEquity ?? null,
      minEquityPercent: criteria.minEquityPercent ?? null,
      absenteeOnly: Boolean(criteria.absenteeOnly),
      sort: criteria.sort,
      resultsCount: results.length,
      createdAt: new Date(head.created_at),
    }),
    results,
    isTrialUser: trial,
    trialLimitReached: trial && shown < results.length,
    totalFound: results.length,
    accessibleInTrial: trial ? shown : results.length,
    monthlyViewLimitReached: !trial && shown < results.length,
  }
}
