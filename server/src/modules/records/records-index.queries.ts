/**
 * Reads of the records index (`filings`) for searches, with a short-lived query cache in
 * `query_cache` keyed by the readable query ('geo:FL:33130:miami:'), so ingestion can drop the
 * entries of the places it touched.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import { type Filing, filings, queryCache } from '../../db/schema'

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

/** A `filings` row as raw SQL returns it (timestamps as text, as Drizzle's driver leaves them). */
type FilingRow = {
  [K in keyof Filing as SnakeCase<K>]: Filing[K] extends Date ? string : Filing[K]
}
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

/** `f.id, f.dedupe_key, ...`: every column by name (a prepared plan must not see `f.*` grow). */
const FILING_COLUMNS = sql.raw(
  Object.values(getTableColumns(filings))
    .map((column) => `f.${column.name}`)
    .join(', '),
)

function filingFromRow(row: FilingRow): Filing {
  return {
    id: row.id,
    dedupeKey: row.dedupe_key,
    documentType: row.document_type,
    caseNumber: row.case_number,
    court: row.court,
    defendantName: row.defendant_name,
    plaintiffName: row.plaintiff_name,
    propertyAddress: row.property_address,
    city: row.city,
    county: row.county,
    state: row.state,
    zipCode: row.zip_code,
    filingDate: row.filing_date,
    saleDate: row.sale_date,
    loanAmount: row.loan_amount,
    amountKind: row.amount_kind,
    documentUrl: row.document_url,
    isDocumentAvailable: row.is_document_available,
    sourceDatabase: row.source_database,
    isSample: row.is_sample,
    firstSeenAt: new Date(row.first_seen_at),
    lastSeenAt: new Date(row.last_seen_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }
}

/**
 * The filings matching a search, newest filing first, in ONE statement: a fresh `query_cache`
 * entry answers (joined to `filings`, its hit counted); otherwise the index is read through
 * `filings_state_zip_filing_date_idx` and the answer is cached for 10 minutes. The cache writes
 * commit asynchronously (synchronous_commit off for this statement only): a cache entry or a hit
 * count lost in a database crash costs nothing, and waiting for the WAL flush would cost 1-5 ms.
 */
export async function findFilings(db: Db, query: IndexQuery): Promise<Filing[]> {
  const cacheKey = cacheKeyFor(query)
  const filters = [sql`f.state = ${query.state}`, sql`f.zip_code = ${query.zipCode}`]
  if (query.city) filters.push(sql`lower(f.city) = lower(${query.city})`)
  if (query.county) filters.push(sql`lower(f.county) = lower(${query.county})`)
  const asyncCommit = sql`set_config('synchronous_commit', 'off', true) is not null`
  const rows = await executePrepared<FilingRow & { ord: number }>(
    db,
    sql`
    with cached as (
      select result_ids from query_cache where cache_key = ${cacheKey} and expires_at > now()
    ), hit as (
      update query_cache set hit_count = hit_count + 1, last_hit = now()
      where cache_key = ${cacheKey} and expires_at > now() and ${asyncCommit}
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
      having not exists (select 1 from cached) and ${asyncCommit}
      on conflict (cache_key) do update set
        result_ids = excluded.result_ids, expires_at = excluded.expires_at, hit_count = 0
    )
    select ${FILING_COLUMNS}, ids.ord
    from cached
    cross join jsonb_array_elements_text(cached.result_ids) with ordinality as ids(id, ord)
    join filings f on f.id = ids.id::uuid
    union all
    select * from fresh
    order by ord`,
  )
  return rows.map(filingFromRow)
}

/** Drops cached answers for a place after ingestion changed its filings. */
export async function invalidateCachedPlace(db: Db, state: string, zipCode: string): Promise<void> {
  await db.delete(queryCache).where(sql`${queryCache.cacheKey} like ${`geo:${state}:${zipCode}:%`}`)
}

/** The county of a ZIP as the index knows it, for plans that count counties. */
export async function countyOfZip(db: Db, state: string, zipCode: string): Promise<string | null> {
  const [row] = await db
    .select({ county: filings.county })
    .from(filings)
    .where(
      and(
        eq(filings.state, state),
        eq(filings.zipCode, zipCode),
        sql`${filings.county} is not null`,
      ),
    )
    .limit(1)
  return row?.county ?? null
}
