/**
 * Saves a search in one SQL statement (one round trip, atomic): the search row with the found
 * filings' ids and how many of them the user may read, its search session with three events,
 * and optionally another module's write that belongs to the search (alsoWrite). A constant
 * number of rows whatever the search finds (docs/decisions/0018): a result is copied for the
 * user only when they keep it as a lead (saved-results.queries.ts). findAndSaveSearch does the
 * index read in the same statement too, when how many results are shown is known before the
 * read (the trial, and plans with unlimited views and counties).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import { timeOrderedUuid } from '../../db/time-ordered-uuid'
import {
  type FilingRow,
  FOUND_COLUMNS,
  filingsFromRows,
  type IndexedFiling,
  type IndexQuery,
  indexReadCtes,
} from './records-index.queries'
import { searchCountyKeySql } from './search-county-key'

export interface SavedSearch {
  id: string
  createdAt: Date
}

interface SaveParts {
  userId: string
  query: IndexQuery
  /** SQL expressions: how many filings were found, from how many sources, how many shown. */
  resultsCount: SQL
  sources: SQL
  visible: SQL
  /** The found filings' ids in the order shown, as a uuid[] expression. */
  filingIds: SQL
  alsoWrite?: SQL
}

/** The CTEs that write a search: ids are made here, the caller's statement defines `found`. */
function saveCtes(parts: SaveParts): { ctes: SQL; searchId: string } {
  const { userId, query, resultsCount, sources, visible, filingIds, alsoWrite } = parts
  const searchId = timeOrderedUuid()
  const sessionId = timeOrderedUuid()
  const ctes = sql`${alsoWrite ? sql`also_write as (${alsoWrite}), ` : sql``}session as (
      insert into search_sessions (id, user_id, query_type, query, status, total_sources, completed_sources,
                                   results_count, started_at, completed_at)
      values (${sessionId}::uuid, ${userId}::uuid, 'geographic', ${JSON.stringify(query)}::jsonb, 'completed',
              ${sources}, ${sources}, ${resultsCount}, now(), now())
      returning id
    ), events as (
      insert into search_events (session_id, kind, payload)
      values ((select id from session), 'queued', ${JSON.stringify(query)}::jsonb),
             ((select id from session), 'result_found', jsonb_build_object('count', ${resultsCount}, 'source', 'index')),
             ((select id from session), 'session_completed', jsonb_build_object('results', ${resultsCount}, 'visible', ${visible}))
    ), search as (
      insert into public_records_searches (id, user_id, state, zip_code, city, county, search_status, results_count,
                                           filing_ids, shown_count)
      values (${searchId}::uuid, ${userId}::uuid, ${query.state}, ${query.zipCode}, ${query.city ?? null},
              ${query.county ?? null}, 'completed', ${resultsCount}, ${filingIds}, ${visible})
      returning created_at
    )`
  return { ctes, searchId }
}

const savedAt = (createdAt: string | null | undefined) =>
  createdAt ? new Date(createdAt) : new Date()

/** Saves filings already found (the first `visible` shown), in one statement. */
export async function saveSearch(
  db: Db,
  input: {
    userId: string
    query: IndexQuery
    found: IndexedFiling[]
    visible: number
    /**
     * Another module's write that goes with this search and cannot refuse (an unlimited plan's
     * county claim, from billing): run as part of the same statement, so it costs no round trip
     * or commit of its own and is saved exactly when the search is.
     */
    alsoWrite?: SQL
  },
): Promise<SavedSearch> {
  const { found, visible } = input
  const filingIds = found.map((filing) => filing.id).join(',')
  const { ctes, searchId } = saveCtes({
    userId: input.userId,
    query: input.query,
    resultsCount: sql`${found.length}::int`,
    sources: sql`${new Set(found.map((filing) => filing.sourceDatabase)).size}::int`,
    visible: sql`${visible}::int`,
    filingIds: sql`string_to_array(${filingIds}::text, ',')::uuid[]`,
    alsoWrite: input.alsoWrite,
  })
  const rows = await executePrepared<{ created_at: string }>(
    db,
    sql`with ${ctes}
    select created_at from search`,
  )
  return { id: searchId, createdAt: savedAt(rows[0]?.created_at) }
}

/**
 * Reads the index and saves the answer in ONE statement (one round trip, one commit): for
 * searches whose shown count is known before the read, `visibleCap` results (null: all).
 * `alsoWrite` gets the search's county key as SQL (searchCountyKeySql).
 * The cache writes commit with the search here (synchronously; it is one commit either way).
 */
export async function findAndSaveSearch(
  db: Db,
  input: {
    userId: string
    query: IndexQuery
    visibleCap: number | null
    alsoWrite?: (countyKey: SQL) => SQL
  },
): Promise<{ found: IndexedFiling[]; saved: SavedSearch }> {
  const { query, visibleCap } = input
  const resultsCount = sql`(select count(*)::int from found)`
  const countyKey = searchCountyKeySql(query, {
    firstNamedCounty: sql`(select county from found where county is not null order by ord limit 1)`,
    askIndex: true,
    whenFound: sql`exists (select 1 from found)`,
  })
  const { ctes, searchId } = saveCtes({
    userId: input.userId,
    query,
    resultsCount,
    sources: sql`(select count(distinct source_database)::int from found)`,
    visible: visibleCap === null ? resultsCount : sql`least(${visibleCap}::int, ${resultsCount})`,
    filingIds: sql`(select coalesce(array_agg(id order by ord), '{}'::uuid[]) from found)`,
    alsoWrite: input.alsoWrite?.(countyKey),
  })
  // `search` always has its one row; `found` may have none.
  const rows = await executePrepared<
    FilingRow & { id: string | null; ord: number | null; created_at: string }
  >(
    db,
    sql`with ${indexReadCtes(query, { asyncCommit: false })}, ${ctes}
    select ${FOUND_COLUMNS}, found.ord, search.created_at
    from search left join found on true
    order by found.ord`,
  )
  const found = filingsFromRows(rows.filter((row) => row.id !== null))
  return { found, saved: { id: searchId, createdAt: savedAt(rows[0]?.created_at) } }
}
