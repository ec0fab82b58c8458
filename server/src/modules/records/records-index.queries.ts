/** Reads of the records index (`filings`) for searches. */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import type { Filing } from '../../db/schema'

export interface IndexQuery {
  state: string
  zipCode: string
  city?: string
  county?: string
  /** Stage filters (issue 16): a sale set within this many days from today (UTC). */
  saleWithinDays?: number
  /** Leave out cases that ended: cancelled, sold, redeemed, REO. */
  excludeEnded?: boolean
}

/** Stages after which a case has ended (no sale to work towards): common/lifecycle.ts. */
const ENDED = sql.raw(`('cancelled', 'sold', 'redeemed', 'reo')`)

/** Whether a search filters by stage (its found filings are then not every filing of the ZIP). */
export const hasStageFilter = (query: IndexQuery) =>
  query.saleWithinDays !== undefined || Boolean(query.excludeEnded)

/**
 * The stage filters as SQL conditions on `f` (filings). A sale within N days: a next sale date
 * from today to today + N (UTC), on a case whose sale is live (not ended or stayed). Not ended:
 * neither the case's stage nor the source's sale status says cancelled, sold, redeemed or REO.
 */
function stageFilters(query: IndexQuery): SQL[] {
  const filters: SQL[] = []
  const today = sql`(now() at time zone 'UTC')::date`
  if (query.saleWithinDays !== undefined) {
    filters.push(
      sql`f.next_sale_date between ${today} and ${today} + ${query.saleWithinDays}::int`,
      sql`(f.stage is null or f.stage not in ${ENDED} and f.stage <> 'bankruptcy_stay')`,
      sql`(f.sale_status is null or f.sale_status not in ('cancelled', 'sold', 'stayed'))`,
    )
  }
  if (query.excludeEnded) {
    filters.push(
      sql`(f.stage is null or f.stage not in ${ENDED})`,
      sql`(f.sale_status is null or f.sale_status not in ('cancelled', 'sold'))`,
    )
  }
  return filters
}

/** At most this many filings answer one search (newest first). */
export const MAX_RESULTS = 500

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
  | 'stage'
  | 'nextSaleDate'
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
  'stage',
  'next_sale_date',
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
  stage: string | null
  next_sale_date: string | null
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
    stage: row.stage,
    nextSaleDate: row.next_sale_date,
    documentUrl: row.document_url,
    isDocumentAvailable: row.is_document_available,
    sourceDatabase: row.source_database,
    isSample: row.is_sample,
  }
}

/**
 * The index read as one CTE, `found`: the search's filings (FILING_COLUMNS and `ord`, 1 = the
 * newest filing), read through `filings_state_zip_filing_date_idx` (a ZIP's ~50 rows, then a
 * sort of them). Searches no longer go through `query_cache` (docs/decisions/0018): the cache
 * answered from 50 primary-key reads what the index answers from one range scan, and it wrote
 * on every search (an entry on a miss, the hit counter on a hit), about 0.3 ms of PostgreSQL CPU
 * a search measured; a filing ingested is seen by the next search. `onlyIf` (SQL) reads nothing
 * unless it holds (a statement that counts a rate limit first).
 */
export function indexReadCte(query: IndexQuery, onlyIf?: SQL): SQL {
  const filters = [sql`f.state = ${query.state}`, sql`f.zip_code = ${query.zipCode}`]
  if (query.city) filters.push(sql`lower(f.city) = lower(${query.city})`)
  if (query.county) filters.push(sql`lower(f.county) = lower(${query.county})`)
  filters.push(...stageFilters(query))
  if (onlyIf) filters.push(onlyIf)
  return sql`found as (
      select ${FILING_COLUMNS},
             row_number() over (order by f.filing_date desc nulls last, f.created_at desc, f.id) as ord
      from filings f
      where ${sql.join(filters, sql` and `)}
      order by f.filing_date desc nulls last, f.created_at desc, f.id
      limit ${MAX_RESULTS}
    )`
}

/** The columns of `found` (indexReadCte) a caller selects to read filings back. */
export const FOUND_COLUMNS = sql.raw(
  FILING_COLUMN_NAMES.map((column) => `found.${column}`).join(', '),
)

/** The filings matching a search, newest filing first, in one statement (indexReadCte). */
export async function findFilings(db: Db, query: IndexQuery): Promise<IndexedFiling[]> {
  const rows = await executePrepared<FilingRow & { ord: number }>(
    db,
    sql`with ${indexReadCte(query)}
    select ${FOUND_COLUMNS}, found.ord from found order by found.ord`,
  )
  return rows.map(filingFromRow)
}
