/**
 * Saves a search in one SQL statement (one round trip, atomic): the search row, its search
 * session with three events, and the found filings as the user's results (deduplicated per
 * user; a record once delivered stays delivered, a masked copy is filled in when shown), and
 * optionally another module's write that belongs to the search (alsoWrite). findAndSaveSearch
 * does the index read in the same statement too, when how many results are shown is known
 * before the read (the trial, and plans with unlimited views and counties).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import { TIME_ORDERED_UUID_SQL, timeOrderedUuid } from '../../db/time-ordered-uuid'
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
  /** The found filings' rows as `f` (the columns of `filings`), for the results' insert. */
  rowsOf: SQL
  /** Whether the row `f` is shown (delivered) rather than masked. */
  shown: SQL
  alsoWrite?: SQL
}

/**
 * The CTEs that write a search: ids are made here, the caller's statement defines `found`.
 * Masked results are saved with their hidden fields null, as presentResult leaves them out
 * of the reply; the rows are copied from `filings` inside the statement, so no result data
 * travels to PostgreSQL (a 50-row JSON document cost about 0.4 ms of its CPU a search).
 */
function saveCtes(parts: SaveParts): { ctes: SQL; searchId: string } {
  const { userId, query, resultsCount, sources, visible, rowsOf, shown, alsoWrite } = parts
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
      insert into public_records_searches (id, user_id, state, zip_code, city, county, search_status, results_count)
      values (${searchId}::uuid, ${userId}::uuid, ${query.state}, ${query.zipCode}, ${query.city ?? null},
              ${query.county ?? null}, 'completed', ${resultsCount})
      returning created_at
    ), results as (
      insert into public_records_results as saved (id, search_id, user_id, filing_id, session_id, case_number,
        document_type, court, defendant_name, property_address, zip_code, city, county, state, filing_date,
        loan_amount, document_url, is_document_available, source_database, provenance, dedupe_key, status)
      select ${TIME_ORDERED_UUID_SQL}, ${searchId}::uuid, ${userId}::uuid, f.id, (select id from session),
        case when ${shown} then f.case_number end, f.document_type, f.court,
        case when ${shown} then f.defendant_name end, case when ${shown} then f.property_address end,
        f.zip_code, f.city, f.county, f.state, f.filing_date, f.loan_amount,
        case when ${shown} then f.document_url end, ${shown} and f.is_document_available,
        f.source_database, jsonb_build_object('filingId', f.id, 'sample', f.is_sample), f.dedupe_key,
        case when ${shown} then 'delivered' else 'masked' end
      from ${rowsOf}
      on conflict (user_id, dedupe_key) do update set
        search_id = excluded.search_id,
        session_id = excluded.session_id,
        updated_at = now(),
        status = case when saved.status = 'delivered' then 'delivered' else excluded.status end,
        case_number = coalesce(excluded.case_number, saved.case_number),
        defendant_name = coalesce(excluded.defendant_name, saved.defendant_name),
        property_address = coalesce(excluded.property_address, saved.property_address),
        document_url = coalesce(excluded.document_url, saved.document_url)
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
    rowsOf: sql`found join filings f on f.id = found.id`,
    shown: sql`(found.ord <= ${visible}::int)`,
    alsoWrite: input.alsoWrite,
  })
  const rows = await executePrepared<{ created_at: string }>(
    db,
    sql`with found as (
      select u.id, u.ord from unnest(string_to_array(${filingIds}::text, ',')::uuid[]) with ordinality as u(id, ord)
    ), ${ctes}
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
  })
  const { ctes, searchId } = saveCtes({
    userId: input.userId,
    query,
    resultsCount,
    sources: sql`(select count(distinct source_database)::int from found)`,
    visible: visibleCap === null ? resultsCount : sql`least(${visibleCap}::int, ${resultsCount})`,
    rowsOf: sql`found as f`,
    shown: visibleCap === null ? sql`true` : sql`(f.ord <= ${visibleCap}::int)`,
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
