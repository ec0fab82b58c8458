/**
 * The county a search counts as towards a plan's distinct counties a month, written once as
 * SQL: "STATE:county", the county being the query's, else the first found filing's that names
 * one, else one the index knows for the ZIP, else "zip <ZIP>" (a ZIP whose filings name no
 * county is a county of its own). Billing stores it normalised (trimmed, lower case).
 *
 * Only a search that found something counts a county (docs/decisions/0018): one that found
 * nothing (an unknown ZIP, a mistyped county or city) looked at no county's records, so its
 * callers claim none: the service skips the claim, the one statement asks `whenFound`.
 *
 * Both ways a search claims its county use it: inside the one statement that reads the index
 * and saves the search (the first named county is SQL over `found`), and after the read, when
 * the server holds the found filings (the first named county is a value).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { IndexQueryValues } from './records-index.queries'
import { zipAreaOf } from './search-area'

export interface SearchCountyOptions {
  /** The first found filing's county (in answer order) that is not null, as SQL or a value. */
  firstNamedCounty: SQL | string | null
  /**
   * Whether the index may be asked for the ZIP's county when nothing found names one; false
   * when the found filings are every filing of the ZIP, so asking would find none.
   */
  askIndex: boolean
  /** Inside a statement: whether the search found anything (SQL); the key is null when not. */
  whenFound?: SQL
}

/** The search's county key "STATE:county", not yet normalised, as an SQL expression. */
export function searchCountyKeySql(query: IndexQueryValues, options: SearchCountyOptions): SQL {
  const named =
    typeof options.firstNamedCounty === 'string' || options.firstNamedCounty === null
      ? sql`${options.firstNamedCounty}::text`
      : options.firstNamedCounty
  // A multi-ZIP search (0034) counts as its first ZIP's county when nothing names one.
  const zipCode = zipAreaOf(query).firstZip
  const known = options.askIndex
    ? sql`(select county from filings where state = ${query.state} and zip_code = ${zipCode}
         and county is not null limit 1)`
    : sql`null::text`
  const key = sql`(${query.state}::text || ':' || coalesce(${query.county ?? null}::text, ${named},
      ${known}, 'zip ' || ${zipCode}))`
  return options.whenFound ? sql`(case when ${options.whenFound} then ${key} end)` : key
}
