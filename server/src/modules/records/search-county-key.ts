/**
 * The county a search counts as towards a plan's distinct counties a month, written once as
 * SQL: "STATE:county", the county being the query's, else the first found filing's that names
 * one, else one the index knows for the ZIP, else "zip <ZIP>" (a ZIP whose filings name no
 * county is a county of its own). Billing stores it normalised (trimmed, lower case).
 *
 * Only a search that found something counts a county (docs/decisions/0018): one that found
 * nothing (an unknown ZIP, a mistyped county or city) looked at no county's records, so the key
 * is null then. Computed over `found` in the statement that reads the filings (the search's
 * one statement, or the read of search-found-first.ts).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { IndexQueryValues } from './records-index.queries'
import { zipAreaOf } from './search-area'

/**
 * The search's county key "STATE:county", not yet normalised, as an SQL expression over the CTE
 * `found` (FILING_COLUMNS and `ord`); null when `found` is empty.
 */
export function searchCountyKeySql(query: IndexQueryValues): SQL {
  const named = sql`(select county from found where county is not null order by ord limit 1)`
  // A multi-ZIP search (0034) counts as its first ZIP's county when nothing names one.
  const zipCode = zipAreaOf(query).firstZip
  const known = sql`(select county from filings where state = ${query.state} and zip_code = ${zipCode}
      and county is not null limit 1)`
  return sql`(case when exists (select 1 from found) then ${query.state}::text || ':' ||
      coalesce(${query.county ?? null}::text, ${named}, ${known}, 'zip ' || ${zipCode}) end)`
}
