/**
 * The one statement of a search (docs/decisions/0018, 0050, 0053): it spends the search's
 * entitlements (search-entitlements.ts), reads the found filings, saves the search as ONE row
 * (the filings' ids in the order shown and how many of them, from the first, the user may read),
 * writes the reply's results as JSON and records an unlimited plan's county, in one round trip
 * and one commit. Refused by an entitlement, it saves nothing and spends nothing after it.
 * The filings come from the records index, or, when the service had to find them first (a
 * search filtered by equity, a plan that counts counties or record views), from their ids in the
 * order found. It also answers the search's county key, for the county the plan records.
 *
 * Compiled once per shape (which filters are set, where the filings come from, capped or not)
 * and named, so a search only fills in its values (db/prepared-query.ts).
 */
import { zipCodesOf } from '@common/contracts/records'
import { utcToday } from '@common/shown-stage'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { compiledStatement, executeCompiled } from '../../db/prepared-query'
import { timeOrderedUuid } from '../../db/time-ordered-uuid'
import {
  FILING_COLUMNS,
  type IndexQuery,
  type IndexQueryValues,
  indexReadCte,
} from './records-index.queries'
import { zipAreaOf } from './search-area'
import { searchCountyKeySql } from './search-county-key'
import {
  type EntitlementRefusal,
  type EntitlementRow,
  entitlementColumns,
  entitlementsCtes,
  entitlementsShape,
  entitlementValues,
  grantedViewsSql,
  refusalOf,
  type SearchEntitlements,
} from './search-entitlements'
import { resultsJsonSql } from './search-result-json'

export interface SavedSearch {
  id: string
  createdAt: Date
}

export interface SearchStatementInput {
  userId: string
  query: IndexQuery
  /** How many results (from the first) the user may read; null: every one, or the views granted. */
  visibleCap: number | null
  entitlements: SearchEntitlements
  /** The filings the service found first, in the order shown; absent: read from the index. */
  foundIds?: readonly string[]
}

export type SearchStatementOutcome = SearchAllowed | { refusal: NonNullable<EntitlementRefusal> }

interface SearchAllowed {
  refusal: null
  saved: SavedSearch
  totalFound: number
  visible: number
  /** The reply's `results` array as JSON text (search-result-json.ts). */
  resultsJson: string
  /** "STATE:county" of the search (search-county-key.ts); null when it found nothing. */
  countyKey: string | null
}

interface StatementRow extends EntitlementRow {
  created_at: string | null
  total: number
  visible: number
  results: string
  county_key: string | null
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
    minEquity: query.minEquity === undefined ? undefined : placeholder('min_equity'),
    minEquityPercent:
      query.minEquityPercent === undefined ? undefined : placeholder('min_equity_percent'),
    absenteeOnly: query.absenteeOnly ? placeholder('absentee_only') : undefined,
    sort: query.sort === undefined ? undefined : placeholder('result_sort'),
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
  if (query.minEquity !== undefined) values.min_equity = query.minEquity
  if (query.minEquityPercent !== undefined) values.min_equity_percent = query.minEquityPercent
  if (query.absenteeOnly) values.absentee_only = true
  if (query.sort !== undefined) values.result_sort = query.sort
  return values
}

/** The filings found first, by id, in the order given (`ord` 1 = the first). */
const givenFilingsCte = sql`found as (
    select ${FILING_COLUMNS}, ids.ord
    from unnest(string_to_array(${placeholder('found_ids')}::text, ',')::uuid[])
      with ordinality as ids(id, ord)
    join filings f on f.id = ids.id
  )`

/** The search row's insert, as a CTE body returning its created_at; only when entitled. */
function searchInsertSql(query: IndexQueryValues, resultsCount: SQL, visible: SQL): SQL {
  return sql`insert into public_records_searches (id, user_id, state, zip_codes, city, county,
        sale_within_days, exclude_ended, min_equity, min_equity_percent, absentee_only, result_sort,
        results_count, filing_ids, shown_count)
      select ${placeholder('search_id')}::uuid, ${placeholder('user_id')}::uuid, ${query.state},
        ${zipAreaOf(query).zipCodes}, ${query.city ?? null}, ${query.county ?? null},
        ${query.saleWithinDays ?? null}::int, ${query.excludeEnded ?? false},
        ${query.minEquity ?? null}::int, ${query.minEquityPercent ?? null}::int,
        ${query.absenteeOnly ?? false}::boolean, coalesce(${query.sort ?? null}::text, 'filingDate'),
        ${resultsCount}, (select coalesce(array_agg(id order by ord), '{}'::uuid[]) from found),
        ${visible}
      where (select ok from ent)
      returning created_at`
}

/** An unlimited plan's county, recorded once the search is saved (when it found something). */
function countyRecordSql(countyKey: SQL): SQL {
  return sql`county_record as (select billing_record_county(${placeholder('user_id')}::uuid,
      ${placeholder('e_year')}::int, ${placeholder('e_month')}::int, ${countyKey}) as recorded
    from search where ${countyKey} is not null)`
}

/** The statement of one shape, with placeholders for its values. */
function searchStatementSql(
  query: IndexQueryValues,
  cap: SQL | null,
  given: boolean,
  entitlements: SearchEntitlements,
): SQL {
  const resultsCount = sql`(select count(*)::int from found)`
  const visible = cap ? sql`least(${cap}, ${resultsCount})` : resultsCount
  const countyKey = searchCountyKeySql(query)
  const shown = cap ? sql`(found.ord <= ${cap})` : sql`true`
  const recordCounty = entitlements.recordCounty
  return sql`with ${entitlementsCtes(entitlements)},
      ${given ? givenFilingsCte : indexReadCte(query)},
      search as (${searchInsertSql(query, resultsCount, visible)})
      ${recordCounty ? sql`, ${countyRecordSql(countyKey)}` : sql``}
    select ${entitlementColumns(entitlements)},
           (select created_at from search) as created_at, ${resultsCount} as total,
           ${visible} as visible,
           (select ${resultsJsonSql('found', shown, placeholder('today'))} from found where (select ok from ent)) as results,
           ${countyKey} as county_key
           ${recordCounty ? sql`, (select count(*) from county_record) as county_recorded` : sql``}`
}

/** Runs the search's one statement (see the file's comment). */
export async function runSearchStatement(
  db: Db,
  input: SearchStatementInput,
): Promise<SearchStatementOutcome> {
  const { query, visibleCap, foundIds, entitlements } = input
  const capKind = entitlements.recordViews ? 'granted' : visibleCap !== null ? 'capped' : 'all'
  const given = foundIds !== undefined
  const shape = [
    'search',
    ['no-zip', 'one-zip'][zipCodesOf(query).length] ?? 'many-zips',
    query.city ? 'city' : '',
    query.county ? 'county' : '',
    query.saleWithinDays === undefined ? '' : 'sale-within',
    query.excludeEnded ? 'exclude-ended' : '',
    query.minEquity === undefined ? '' : 'min-equity',
    query.minEquityPercent === undefined ? '' : 'min-equity-percent',
    query.absenteeOnly ? 'absentee' : '',
    query.sort === undefined ? '' : 'sort',
    capKind,
    given ? 'given' : 'index',
    entitlementsShape(entitlements),
  ].join('|')
  const cap = {
    granted: grantedViewsSql,
    capped: sql`${placeholder('visible_cap')}::int`,
    all: null,
  }[capKind]
  const statement = compiledStatement(shape, () =>
    searchStatementSql(queryPlaceholders(query), cap, given, entitlements),
  )
  const searchId = timeOrderedUuid()
  const [row] = await executeCompiled<StatementRow>(db, statement, {
    ...queryValues(query),
    ...entitlementValues(entitlements),
    ...(capKind === 'capped' ? { visible_cap: visibleCap } : {}),
    ...(given ? { found_ids: foundIds.join(',') } : {}),
    search_id: searchId,
    user_id: input.userId,
    // The shown stages' day, the UTC date as presentResult reads it (shown-stage-sql.ts).
    today: utcToday(),
  })
  if (!row) throw new Error('runSearchStatement: the statement returned no row')
  const refusal = refusalOf(entitlements, row)
  if (refusal) return { refusal }
  return {
    refusal: null,
    saved: {
      id: searchId,
      createdAt: row.created_at ? new Date(row.created_at) : new Date(),
    },
    totalFound: Number(row.total),
    visible: Number(row.visible),
    resultsJson: row.results,
    countyKey: row.county_key,
  }
}
