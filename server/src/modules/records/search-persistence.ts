/**
 * Saves a search in one SQL statement (one round trip, atomic): ONE row, the search with the
 * found filings' ids in the order shown and how many of them (from the first) the user may read,
 * whatever the search finds (docs/decisions/0018), and optionally another module's write that
 * belongs to the search (alsoWrite: an unlimited plan's county claim). A result is copied for the
 * user only when they keep it as a lead (kept-results.queries.ts). findAndSaveSearch does the
 * index read in the same statement too, when how many results are shown is known before the
 * read (the trial, and plans with unlimited views and counties), builds the reply's results as
 * JSON there, and can count the minute rate limit in it as well.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { compiledStatement, executeCompiled, executePrepared } from '../../db/prepared-query'
import { timeOrderedUuid } from '../../db/time-ordered-uuid'
import {
  type ThrottleChainVerdict,
  type ThrottleRule,
  throttleBucketValues,
  throttleChainShape,
  throttleChainSql,
  throttleChainVerdict,
} from '../throttle'
import {
  type IndexedFiling,
  type IndexQuery,
  type IndexQueryValues,
  indexReadCte,
} from './records-index.queries'
import { zipAreaOf, zipCodesOf } from './search-area'
import { searchCountyKeySql } from './search-county-key'
import { resultsJsonSql } from './search-result-json'

export interface SavedSearch {
  id: string
  createdAt: Date
}

interface SearchRowParts {
  searchId: string | SQL
  userId: string | SQL
  query: IndexQueryValues
  /** SQL expressions: how many filings were found, and how many of them are shown. */
  resultsCount: SQL
  visible: SQL
  /** The found filings' ids in the order shown, as a uuid[] expression. */
  filingIds: SQL
  /** When given, the row is written only if this SQL condition holds. */
  onlyIf?: SQL
}

/**
 * The equity filters' columns and values of the search row, only when the search sets one (a
 * plain search's statement stays as it was: the columns' defaults say "none").
 */
function equityColumns(query: IndexQueryValues): { columns: SQL; values: SQL } {
  const set =
    query.minEquity !== undefined ||
    query.minEquityPercent !== undefined ||
    query.absenteeOnly ||
    query.sort === 'equity'
  if (!set) return { columns: sql``, values: sql`` }
  return {
    columns: sql`, min_equity, min_equity_percent, absentee_only, result_sort`,
    values: sql`, ${query.minEquity ?? null}::int, ${query.minEquityPercent ?? null}::int,
      ${query.absenteeOnly ?? false}::boolean, ${query.sort ?? 'filingDate'}::text`,
  }
}

/** The insert of the search row, as a CTE body returning its created_at. */
function searchInsertSql(parts: SearchRowParts): SQL {
  const { searchId, userId, query } = parts
  const zips = zipAreaOf(query)
  const equity = equityColumns(query)
  return sql`insert into public_records_searches (id, user_id, state, zip_codes, city, county,
                                         sale_within_days, exclude_ended,
                                         results_count, filing_ids, shown_count${equity.columns})
      select ${searchId}::uuid, ${userId}::uuid, ${query.state},
             ${zips.zipCodes}, ${query.city ?? null},
             ${query.county ?? null}, ${query.saleWithinDays ?? null}::int, ${query.excludeEnded ?? false},
             ${parts.resultsCount}, ${parts.filingIds}, ${parts.visible}${equity.values}
      ${parts.onlyIf ? sql`where ${parts.onlyIf}` : sql``}
      returning created_at`
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
  const searchId = timeOrderedUuid()
  const filingIds = found.map((filing) => filing.id).join(',')
  const insert = searchInsertSql({
    searchId,
    userId: input.userId,
    query: input.query,
    resultsCount: sql`${found.length}::int`,
    visible: sql`${visible}::int`,
    filingIds: sql`string_to_array(${filingIds}::text, ',')::uuid[]`,
  })
  const rows = await executePrepared<{ created_at: string }>(
    db,
    sql`with ${input.alsoWrite ? sql`also_write as (${input.alsoWrite}), ` : sql``}search as (${insert})
    select created_at from search`,
  )
  return { id: searchId, createdAt: savedAt(rows[0]?.created_at) }
}

/**
 * A condition findAndSaveSearch checks before it counts or writes anything (the hinted session's
 * guard, 0047): its SQL with placeholders, named in the statement's shape, and their values.
 */
export interface SearchGuard {
  shape: string
  condition: SQL
  values: Readonly<Record<string, unknown>>
}

/**
 * What findAndSaveSearch answers: its guard failed (nothing counted or written), the rate
 * limit's refusal, or the saved search.
 */
export type FoundAndSaved =
  | { guardFailed: true }
  | { guardFailed?: false; refused: ThrottleChainVerdict }
  | {
      guardFailed?: false
      refused: null
      saved: SavedSearch
      totalFound: number
      visible: number
      /** The reply's `results` array as JSON text (search-result-json.ts). */
      resultsJson: string
    }

interface FoundAndSavedRow extends Record<string, unknown> {
  guard_ok: boolean | null
  created_at: string | null
  total: number
  visible: number
  results: string
  throttled: string | null
}

/** Another module's write that goes with a search (findAndSaveSearch's alsoWrite). */
export interface SearchAlsoWrite {
  /** Names the SQL `build` writes: everything in it that is not one of `values`' placeholders. */
  shape: string
  /** The write, given the search's county key as SQL; its per-search values as placeholders. */
  build: (countyKey: SQL) => SQL
  /** The values of its placeholders for this search. */
  values: Readonly<Record<string, unknown>>
}

const placeholder = (name: string) => sql.placeholder(name).getSQL()

/** The query's values as placeholders; which filters are set (and excludeEnded) are the shape's. */
function queryPlaceholders(query: IndexQuery): IndexQueryValues {
  const zips = zipCodesOf(query)
  return {
    state: placeholder('state'),
    zipCode: zips.length === 1 ? placeholder('zip_code') : undefined,
    zipCodes: zips.length > 1 ? placeholder('zip_codes') : undefined,
    city: query.city ? placeholder('city') : undefined,
    county: query.county ? placeholder('county') : undefined,
    saleWithinDays:
      query.saleWithinDays === undefined ? undefined : placeholder('sale_within_days'),
    excludeEnded: query.excludeEnded,
  }
}

/** The values of queryPlaceholders' placeholders for this query. */
function queryValues(query: IndexQuery): Record<string, unknown> {
  const zips = zipCodesOf(query)
  const values: Record<string, unknown> = { state: query.state }
  if (zips.length === 1) values.zip_code = zips[0]
  if (zips.length > 1) values.zip_codes = zips.join(',')
  if (query.city) values.city = query.city
  if (query.county) values.county = query.county
  if (query.saleWithinDays !== undefined) values.sale_within_days = query.saleWithinDays
  return values
}

/** The search statement of findAndSaveSearch for one shape, with placeholders for its values. */
function findAndSaveSql(input: {
  query: IndexQueryValues
  visibleCap: number | null
  alsoWrite?: SearchAlsoWrite['build']
  throttles: readonly ThrottleRule[] | null
  guard?: SQL
}): SQL {
  const { query, visibleCap, throttles, guard } = input
  if (guard && !throttles) throw new Error('findAndSaveSql: a guard needs the throttle chain')
  const chain = throttles
    ? throttleChainSql(throttles, {
        bucketPlaceholders: true,
        firstStepIf: guard ? sql`(select ok from guard)` : undefined,
      })
    : null
  const resultsCount = sql`(select count(*)::int from found)`
  const visible =
    visibleCap === null ? resultsCount : sql`least(${visibleCap}::int, ${resultsCount})`
  const countyKey = searchCountyKeySql(query, {
    firstNamedCounty: sql`(select county from found where county is not null order by ord limit 1)`,
    askIndex: true,
    whenFound: sql`exists (select 1 from found)`,
  })
  const insert = searchInsertSql({
    searchId: placeholder('search_id'),
    userId: placeholder('user_id'),
    query,
    resultsCount,
    visible,
    filingIds: sql`(select coalesce(array_agg(id order by ord), '{}'::uuid[]) from found)`,
    onlyIf: chain?.allowed,
  })
  const shown = visibleCap === null ? sql`true` : sql`(found.ord <= ${visibleCap}::int)`
  const also = input.alsoWrite ? sql`also_write as (${input.alsoWrite(countyKey)}), ` : sql``
  const guardCte = guard ? sql`guard as (select ${guard} as ok), ` : sql``
  return sql`with ${guardCte}${chain ? sql`${chain.ctes}, ` : sql``}${indexReadCte(query, chain?.allowed)},
      ${also}search as (${insert})
    select ${guard ? sql`(select ok from guard)` : sql`null::boolean`} as guard_ok,
           (select created_at from search) as created_at, ${resultsCount} as total, ${visible} as visible,
           (select ${resultsJsonSql('found', shown)} from found) as results,
           ${chain ? chain.countsJson : sql`null::text`} as throttled`
}

/**
 * Reads the index and saves the answer in ONE statement (one round trip, one commit): for
 * searches whose shown count is known before the read, `visibleCap` results (null: all).
 * `alsoWrite` gets the search's county key as SQL (searchCountyKeySql, null when nothing was
 * found). With `throttles` (a chain, as hitThrottleChain counts it), the statement first counts
 * the rate limits and does nothing else when one refuses (no read, no search, no county),
 * answering the refusal instead. The statement is compiled once per shape (which filters, the
 * cap, the limits, the other write) and named, so a search only fills in its values.
 */
export async function findAndSaveSearch(
  db: Db,
  input: {
    userId: string
    query: IndexQuery
    visibleCap: number | null
    alsoWrite?: SearchAlsoWrite
    throttles?: readonly ThrottleRule[]
    /** Checked first: when it does not hold, nothing is counted or written (guardFailed). */
    guard?: SearchGuard
  },
): Promise<FoundAndSaved> {
  const { query, visibleCap, alsoWrite, guard } = input
  const searchId = timeOrderedUuid()
  const throttles = input.throttles?.length ? input.throttles : null
  const shape = [
    'find-and-save-search',
    ['no-zip', 'one-zip'][zipCodesOf(query).length] ?? 'many-zips',
    query.city ? 'city' : '',
    query.county ? 'county' : '',
    query.saleWithinDays === undefined ? '' : 'sale-within',
    query.excludeEnded ? 'exclude-ended' : '',
    visibleCap ?? 'all',
    throttles ? throttleChainShape(throttles) : '',
    alsoWrite?.shape ?? '',
    guard?.shape ?? '',
  ].join('|')
  const statement = compiledStatement(shape, () =>
    findAndSaveSql({
      query: queryPlaceholders(query),
      visibleCap,
      alsoWrite: alsoWrite?.build,
      throttles,
      guard: guard?.condition,
    }),
  )
  const [row] = await executeCompiled<FoundAndSavedRow>(db, statement, {
    ...guard?.values,
    ...alsoWrite?.values,
    ...(throttles ? throttleBucketValues(throttles) : {}),
    ...queryValues(query),
    search_id: searchId,
    user_id: input.userId,
  })
  if (!row) throw new Error('findAndSaveSearch: the statement returned no row')
  if (guard && row.guard_ok !== true) return { guardFailed: true }
  if (throttles && row.throttled !== null) {
    const verdict = throttleChainVerdict(throttles, row.throttled)
    if (verdict.refusal) return { refused: verdict }
  }
  return {
    refused: null,
    saved: { id: searchId, createdAt: savedAt(row.created_at) },
    totalFound: Number(row.total),
    visible: Number(row.visible),
    resultsJson: row.results,
  }
}
