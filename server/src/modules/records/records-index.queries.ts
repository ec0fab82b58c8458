/**
 * Reads of the records index (`filings`) for searches, with a short-lived query cache in
 * `query_cache` keyed by the readable query ('geo:FL:33130:miami:'), so ingestion can drop the
 * entries of the places it touched.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import { type Filing, queryCache } from '../../db/schema'

export interface IndexQuery {
  state: string
  zipCode: string
  city?: string
  county?: string
}

/** At most this many filings answer one search (newest first). */
export const MAX_RESULTS = 500
const CACHE_TTL_MS = 10 * 60 * 1000

export function cacheKeyFor(query: IndexQuery): string {
  const part = (value?: string) => (value ?? '').trim().toLowerCase()
  return `geo:${query.state}:${query.zipCode}:${part(query.city)}:${part(query.county)}`
}

/**
 * What a search needs of a filing (the reply and the saved results): the columns it shows or
 * saves, without the bookkeeping ones (plaintiff, sale date, the four timestamps). Reading
 * fewer columns, and no timestamp for Node to parse into a Date, is cheaper on both sides.
 */
export type IndexedFiling = Pick<
  Filing,
  | 'id'
  | 'dedupeKey'
  | 'documentType'
  | 'caseNumber'
  | 'court'
  | 'defendantName'
  | 'propertyAddress'
  | 'city'
  | 'county'
  | 'state'
  | 'zipCode'
  | 'filingDate'
  | 'loanAmount'
  | 'saleStatus'
  | 'documentUrl'
  | 'isDocumentAvailable'
  | 'sourceDatabase'
  | 'isSample'
>

/** The columns of IndexedFiling, by name (a prepared plan must not see `f.*` grow). */
const FILING_COLUMN_NAMES = [
  'id',
  'dedupe_key',
  'document_type',
  'case_number',
  'court',
  'defendant_name',
  'property_address',
  'city',
  'county',
  'state',
  'zip_code',
  'filing_date',
  'loan_amount',
  'sale_status',
  'document_url',
  'is_document_available',
  'source_database',
  'is_sample',
]

/** `f.id, f.dedupe_key, ...` */
export const FILING_COLUMNS = sql.raw(FILING_COLUMN_NAMES.map((column) => `f.${column}`).join(', '))

/** A row of FILING_COLUMNS as PostgreSQL sends it (dates as text, as Drizzle leaves them). */
export type FilingRow = {
  id: string
  dedupe_key: string
  document_type: string
  case_number: string | null
  court: string | null
  defendant_name: string | null
  property_address: string | null
  city: string | null
  county: string | null
  state: string
  zip_code: string | null
  filing_date: string | null
  loan_amount: string | null
  sale_status: string | null
  document_url: string | null
  is_document_available: boolean
  source_database: string
  is_sample: boolean
}

/** One row of FILING_COLUMNS as a search uses it. */
export function filingFromRow(row: FilingRow): IndexedFiling {
  return {
    id: row.id,
    dedupeKey: row.dedupe_key,
    documentType: row.document_type,
    caseNumber: row.case_number,
    court: row.court,
    defendantName: row.defendant_name,
    propertyAddress: row.property_address,
    city: row.city,
    county: row.county,
    state: row.state,
    zipCode: row.zip_code,
    filingDate: row.filing_date,
    loanAmount: row.loan_amount,
    saleStatus: row.sale_status,
    documentUrl: row.document_url,
    isDocumentAvailable: row.is_document_available,
    sourceDatabase: row.source_database,
    isSample: row.is_sample,
  }
}

/**
 * The index read as CTEs for one statement: `cached`, `hit`, `fresh`, `stored`, and `found`, the
 * answer (FILING_COLUMNS and `ord`, 1 = newest). A fresh `query_cache` entry answers (joined to
 * `filings`, its hit counted); otherwise the index is read through
 * `filings_state_zip_filing_date_idx` and the answer is cached for 10 minutes. With
 * `asyncCommit` the statement commits without waiting for the WAL flush (synchronous_commit off
 * for it only): right when it writes nothing but the cache, whose loss in a crash costs nothing;
 * a statement that also saves the search leaves it off. Such a statement holds the cache row's
 * lock until its commit, so a hit is counted only when the row is free (`skip locked`): searches
 * of one busy place never queue behind each other's commits for a statistic.
 */
export function indexReadCtes(query: IndexQuery, options: { asyncCommit: boolean }): SQL {
  const cacheKey = cacheKeyFor(query)
  const filters = [sql`f.state = ${query.state}`, sql`f.zip_code = ${query.zipCode}`]
  if (query.city) filters.push(sql`lower(f.city) = lower(${query.city})`)
  if (query.county) filters.push(sql`lower(f.county) = lower(${query.county})`)
  const asyncCommit = options.asyncCommit
    ? sql` and set_config('synchronous_commit', 'off', true) is not null`
    : sql``
  return sql`cached as (
      select result_ids from query_cache where cache_key = ${cacheKey} and expires_at > now()
    ), hit as (
      update query_cache set hit_count = hit_count + 1, last_hit = now()
      where cache_key = (
        select cache_key from query_cache where cache_key = ${cacheKey} and expires_at > now()
        for update skip locked
      )${asyncCommit}
    ), fresh as (
      select ${FILING_COLUMNS}, row_number() over (order by f.filing_date desc nulls last, f.created_at desc, f.id) as ord
      from filings f
      where not exists (select 1 from cached) and ${sql.join(filters, sql` and `)}
      order by f.filing_date desc nulls last, f.created_at desc, f.id
      limit ${MAX_RESULTS}
    ), stored as (
      insert into query_cache (cache_key, query_hash, result_ids, expires_at)
      select ${cacheKey}, ${cacheKey}, coalesce(jsonb_agg(fresh.id order by fresh.ord), '[]'::jsonb),
             now() + make_interval(secs => ${CACHE_TTL_MS / 1000}::float8)
      from fresh
      having not exists (select 1 from cached)${asyncCommit}
      on conflict (cache_key) do update set
        result_ids = excluded.result_ids, expires_at = excluded.expires_at, hit_count = 0
    ), found as (
      select ${FILING_COLUMNS}, ids.ord
      from cached
      cross join jsonb_array_elements_text(cached.result_ids) with ordinality as ids(id, ord)
      join filings f on f.id = ids.id::uuid
      union all
      select * from fresh
    )`
}

/** The filings of a `found` CTE (indexReadCtes) as a search uses them, in their order. */
export function filingsFromRows(rows: readonly FilingRow[]): IndexedFiling[] {
  return rows.map(filingFromRow)
}

/** The columns of `found` (indexReadCtes) a caller selects to read filings back. */
export const FOUND_COLUMNS = sql.raw(
  FILING_COLUMN_NAMES.map((column) => `found.${column}`).join(', '),
)

/**
 * The filings matching a search, newest filing first, in ONE statement (indexReadCtes); the
 * cache writes commit asynchronously (waiting for the WAL flush cost 1-5 ms here).
 */
export async function findFilings(db: Db, query: IndexQuery): Promise<IndexedFiling[]> {
  const rows = await executePrepared<FilingRow & { ord: number }>(
    db,
    sql`with ${indexReadCtes(query, { asyncCommit: true })}
    select ${FOUND_COLUMNS}, found.ord from found order by found.ord`,
  )
  return rows.map(filingFromRow)
}

/** Drops cached answers for a place after ingestion changed its filings. */
export async function invalidateCachedPlace(db: Db, state: string, zipCode: string): Promise<void> {
  await db.delete(queryCache).where(sql`${queryCache.cacheKey} like ${`geo:${state}:${zipCode}:%`}`)
}
