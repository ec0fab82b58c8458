/**
 * What the leads module keeps from records (through the face): a saved result (one the user kept
 * before, listed in the documents tab) or a result of one of the user's searches, read from the
 * records index by the ids the search row holds (docs/decisions/0018). Each comes with what a
 * lead copies, including the sale date, the amount's kind, the plaintiff and the sale status.
 * A result the user may not read (search-visibility.ts) is returned with `masked: true` and
 * nothing identifying, whatever the index knows: the caller refuses it. Every query is scoped
 * to the owner.
 */
import type { SaleStatus } from '@common/enums'
import type { LeadCaseFields } from '@common/lead-case'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filings, publicRecordsResults, type SessionUser } from '../../db/schema'
import type { FilingRow } from './records-index.queries'
import { SAMPLE_SOURCE_DATABASE } from './sample-records'
import { isSampleResultSql } from './saved-results.queries'
import { readableCount, searchVisibilityFor } from './search-visibility'

/** One result of a search as a lead copies it (keyed by its filing). */
export interface SearchResultForLead extends LeadCaseFields {
  filingId: string | null
  /** The filing's dedupe key, which the lead and the saved copy keep. */
  dedupeKey: string
  /** Hidden from this user: nothing identifying is here, do not keep it. */
  masked: boolean
  county: string | null
  documentUrl: string | null
  isDocumentAvailable: boolean
  sourceDatabase: string | null
  isSample: boolean
  saleStatus: SaleStatus | null
}

/** One saved result (public_records_results) as a lead copies it. */
export interface SavedResultForLead extends SearchResultForLead {
  resultId: string
}

const r = publicRecordsResults

const savedColumns = {
  resultId: r.id,
  filingId: r.filingId,
  dedupeKey: r.dedupeKey,
  filingType: r.documentType,
  caseNumber: r.caseNumber,
  court: r.court,
  defendantName: r.defendantName,
  plaintiffName: filings.plaintiffName,
  propertyAddress: r.propertyAddress,
  city: r.city,
  county: r.county,
  state: r.state,
  zipCode: r.zipCode,
  filingDate: r.filingDate,
  saleDate: filings.saleDate,
  loanAmount: r.loanAmount,
  amountKind: filings.amountKind,
  documentUrl: r.documentUrl,
  isDocumentAvailable: r.isDocumentAvailable,
  sourceDatabase: r.sourceDatabase,
  isSample: isSampleResultSql,
  saleStatus: sql<SaleStatus | null>`coalesce(${filings.saleStatus}, ${r.saleStatus})`,
}

/**
 * The owner's saved results among `resultIds` (ids that are not theirs are simply absent). A
 * saved copy is made only of a result the user could read when they kept it (kept-results), so
 * none is masked.
 */
export async function savedResultsForLeads(
  db: Db,
  options: { userId: string; resultIds: readonly string[] },
): Promise<SavedResultForLead[]> {
  if (options.resultIds.length === 0) return []
  const rows = await db
    .select(savedColumns)
    .from(r)
    .leftJoin(filings, eq(filings.id, r.filingId))
    .where(and(eq(r.userId, options.userId), inArray(r.id, [...options.resultIds])))
  return rows.map((row) => ({ ...row, masked: false }))
}

/** A result of the search as the statement below reads it: the filing's columns and more. */
type SearchFilingRow = Omit<FilingRow, 'id' | 'stage' | 'next_sale_date'> & {
  shown_count: number
  total: number
  ord: string | number | null
  filing_id: string | null
  plaintiff_name: string | null
  sale_date: string | null
  amount_kind: string | null
}

function toSearchResult(row: SearchFilingRow, readable: boolean): SearchResultForLead {
  const shown = <T>(value: T): T | null => (readable ? value : null)
  return {
    filingId: row.filing_id,
    dedupeKey: row.dedupe_key,
    masked: !readable,
    filingType: row.document_type,
    caseNumber: shown(row.case_number),
    court: row.court,
    defendantName: shown(row.defendant_name),
    plaintiffName: shown(row.plaintiff_name),
    propertyAddress: shown(row.property_address),
    city: row.city,
    county: row.county,
    state: row.state,
    zipCode: row.zip_code,
    filingDate: row.filing_date,
    saleDate: shown(row.sale_date),
    loanAmount: row.loan_amount,
    amountKind: shown(row.amount_kind),
    documentUrl: shown(row.document_url),
    isDocumentAvailable: readable && row.is_document_available,
    sourceDatabase: row.source_database,
    isSample: row.is_sample || row.source_database === SAMPLE_SOURCE_DATABASE,
    saleStatus: row.sale_status as SaleStatus | null,
  }
}

/**
 * The results of one of the owner's searches, in the search's order, or null when the search is
 * not theirs: all of them, or those among `filingIds` (the ids the search reply carried; an id
 * the search did not find is simply absent). Keeping spends nothing: a Basic user's withheld
 * results stay masked here until opening the search has revealed them.
 */
export async function searchResultsForLeads(
  db: Db,
  options: { user: SessionUser; searchId: string; filingIds?: readonly string[] },
): Promise<SearchResultForLead[] | null> {
  const only = options.filingIds
    ? sql`where ids.id = any(string_to_array(${options.filingIds.join(',')}::text, ',')::uuid[])`
    : sql``
  const { rows } = await db.execute<SearchFilingRow>(sql`
    with s as (
      select filing_ids, shown_count from public_records_searches
      where id = ${options.searchId}::uuid and user_id = ${options.user.id}::uuid
    )
    select s.shown_count, cardinality(s.filing_ids) as total, found.*
    from s left join lateral (
      select ids.ord, f.id as filing_id, f.dedupe_key, f.document_type, f.case_number, f.court,
             f.defendant_name, f.plaintiff_name, f.property_address, f.city, f.county, f.state,
             f.zip_code, f.filing_date::text as filing_date, f.sale_date::text as sale_date,
             f.loan_amount::text as loan_amount, f.amount_kind, f.sale_status, f.document_url,
             f.is_document_available, f.source_database, f.is_sample
      from unnest(s.filing_ids) with ordinality as ids(id, ord)
      join filings f on f.id = ids.id
      ${only}
    ) as found on true
    order by found.ord`)
  const head = rows[0]
  if (!head) return null
  const readable = readableCount(searchVisibilityFor(options.user), {
    shownCount: Number(head.shown_count),
    total: Number(head.total),
  })
  return rows
    .filter((row) => row.filing_id !== null && row.filing_id !== undefined)
    .map((row) => toSearchResult(row, Number(row.ord) <= readable))
}
