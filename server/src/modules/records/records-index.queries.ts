/** Reads of the records index (`filings`) for searches. */
import type { SearchSort } from '@common/contracts/records'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import type { Filing } from '../../db/schema'
import { caseStageConditions } from '../../lib/case-stage-conditions'
import { staleSql } from './record-freshness'
import { zipAreaOf } from './search-area'

export interface IndexQuery {
  state: string
  /** The spec's one ZIP; absent when Elite searches several (zipCodes) or a whole county. */
  zipCode?: string
  zipCodes?: string[]
  city?: string
  county?: string
  /** Stage filters (issue 16): a sale set within this many days from today (UTC). */
  saleWithinDays?: number
  /** Leave out cases that ended: cancelled, sold, redeemed, REO. */
  excludeEnded?: boolean
  /** Equity filters and sort (docs/decisions/0039): applied after the read (search-equity.ts). */
  minEquity?: number
  minEquityPercent?: number
  absenteeOnly?: boolean
  sort?: SearchSort
}

/**
 * An IndexQuery whose values may be SQL: a statement compiled once per shape passes its
 * placeholders (which filters are set, and excludeEnded, are then the shape's).
 */
export type IndexQueryValues = {
  [K in keyof IndexQuery]: K extends 'excludeEnded' ? IndexQuery[K] : IndexQuery[K] | SQL
}

/** The stage filters as SQL conditions on `f` (filings): lib/case-stage-conditions.ts says what they mean. */
const stageFilters = (query: IndexQueryValues): SQL[] =>
  caseStageConditions(
    { stage: sql`f.stage`, nextSaleDate: sql`f.next_sale_date`, saleStatus: sql`f.sale_status` },
    query,
  )

/** At most this many filings answer one search (newest first). */
const MAX_RESULTS = 500

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
  | 'lastSeenAt'
  | 'firstSeenAt'
  | 'sourceUrl'
  | 'checkEveryHours'
  | 'stageAsOf'
> & {
  /** Not re-checked within its source's interval (record-freshness.ts), computed by SQL. */
  stale: boolean
}

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
  'last_seen_at',
  'first_seen_at',
  'source_url',
  'check_every_hours',
  'stage_as_of',
]

/** `f.id, f.dedupe_key, ..., <stale> as stale`: the one place a search computes staleness. */
export const FILING_COLUMNS = sql`${sql.raw(FILING_COLUMN_NAMES.map((column) => `f.${column}`).join(', '))}, ${staleSql('f')} as stale`

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
  /** A timestamptz: text or a Date, as the driver gives it. */
  last_seen_at: string | Date
  first_seen_at: string | Date
  source_url: string | null
  check_every_hours: number | null
  stage_as_of: string | Date | null
  stale: boolean
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
    lastSeenAt: new Date(row.last_seen_at),
    firstSeenAt: new Date(row.first_seen_at),
    sourceUrl: row.source_url,
    checkEveryHours: row.check_every_hours === null ? null : Number(row.check_every_hours),
    stageAsOf: row.stage_as_of === null ? null : new Date(row.stage_as_of),
    stale: row.stale,
  }
}

/**
 * The index read as one CTE, `found`: the search's filings (FILING_COLUMNS and `ord`, 1 = the
 * newest filing), read in this order from `filings_search_covering_idx` alone (docs/decisions/0018:
 * the ZIP's ~50 entries hold every column read here, so no heap page and no sort). Nothing is
 * cached in between (0018): the index answers from one range scan, and a filing ingested is seen
 * by the next search. `onlyIf` (SQL) reads nothing
 * unless it holds (a statement that counts a rate limit first).
 */
export function indexReadCte(query: IndexQueryValues, onlyIf?: SQL, extraColumns?: SQL): SQL {
  const filters = [sql`f.state = ${query.state}`]
  const zips = zipAreaOf(query)
  if (zips.filter) filters.push(zips.filter)
  // The county narrows a ZIP's filings, or is the whole area (Elite, no ZIP: 0034).
  if (query.county) filters.push(sql`lower(f.county) = lower(${query.county})`)
  if (query.city) filters.push(sql`lower(f.city) = lower(${query.city})`)
  filters.push(...stageFilters(query))
  if (onlyIf) filters.push(onlyIf)
  return sql`found as (
      select ${FILING_COLUMNS}, ${extraColumns ? sql`${extraColumns}, ` : sql``}
             row_number() over (order by f.filing_date desc nulls last, f.created_at desc, f.id) as ord
      from filings f
      where ${sql.join(filters, sql` and `)}
      order by f.filing_date desc nulls last, f.created_at desc, f.id
      limit ${MAX_RESULTS}
    )`
}

/** The columns of `found` (indexReadCte) a caller selects to read filings back. */
export const FOUND_COLUMNS = sql.raw(
  [...FILING_COLUMN_NAMES, 'stale'].map((column) => `found.${column}`).join(', '),
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
