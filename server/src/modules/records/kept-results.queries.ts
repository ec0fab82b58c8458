/**
 * The user's saved copy of a search result (public_records_results, unique per user and dedupe
 * key), written when the user keeps the result as a lead, not when a search finds it
 * (docs/decisions/0018): the documents list shows these as the user's public records. The copy
 * is made from the records index inside the statement, with the filing's dedupe key.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { TIME_ORDERED_UUID_SQL } from '../../db/time-ordered-uuid'

/** A database handle or an open transaction (the leads module keeps in one). */
export type KeepHandle = Pick<Db, 'execute'>

/**
 * Saves (or refreshes) the user's copies of these filings, found by `searchId`, and returns the
 * copy's id for each filing id. The caller has checked that the user may read every one of them
 * (searchResultsForLeads): a copy is always a delivered one, with every field filled in.
 */
export async function saveKeptResults(
  db: KeepHandle,
  options: { userId: string; searchId: string; filingIds: readonly string[] },
): Promise<Map<string, string>> {
  if (options.filingIds.length === 0) return new Map()
  const { rows } = await db.execute<{ id: string; filing_id: string }>(sql`
    insert into public_records_results as saved (id, search_id, user_id, filing_id, case_number,
      document_type, court, defendant_name, property_address, zip_code, city, county, state,
      filing_date, loan_amount, document_url, is_document_available, sale_status, source_database,
      provenance, dedupe_key, status)
    select ${TIME_ORDERED_UUID_SQL}, ${options.searchId}::uuid, ${options.userId}::uuid, f.id,
      f.case_number, f.document_type, f.court, f.defendant_name, f.property_address, f.zip_code,
      f.city, f.county, f.state, f.filing_date, f.loan_amount, f.document_url,
      f.is_document_available, f.sale_status, f.source_database,
      jsonb_build_object('filingId', f.id, 'sample', f.is_sample), f.dedupe_key, 'delivered'
    from filings f
    where f.id = any(string_to_array(${options.filingIds.join(',')}::text, ',')::uuid[])
    on conflict (user_id, dedupe_key) do update set
      search_id = excluded.search_id,
      filing_id = excluded.filing_id,
      updated_at = now(),
      status = 'delivered',
      case_number = excluded.case_number,
      defendant_name = excluded.defendant_name,
      property_address = excluded.property_address,
      document_url = excluded.document_url,
      is_document_available = excluded.is_document_available,
      sale_status = excluded.sale_status
    returning id, filing_id`)
  return new Map(rows.map((row) => [row.filing_id, row.id]))
}
