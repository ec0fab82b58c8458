/**
 * The filings a search must know before its entitlements are spent (docs/decisions/0050): a plan
 * that counts counties claims the county the filings are in, one that counts record views is
 * granted as many as were found, and a search filtered by equity narrows and orders them by the
 * shared property figures (search-equity.ts). Read in one statement with the search's county
 * key (of every filing read: for a search filtered by equity, the county of the area it looked
 * at, null when nothing matched); the search's one statement then saves them by id, in order.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import {
  type FilingRow,
  FOUND_COLUMNS,
  filingFromRow,
  type IndexedFiling,
  type IndexQuery,
  indexReadCte,
} from './records-index.queries'
import { searchCountyKeySql } from './search-county-key'
import {
  applyEquityFilters,
  hasEquityFilter,
  type PropertyEquity,
  type PropertyEquityReader,
} from './search-equity'

export interface FoundFirst {
  /** In the order shown: the index's (newest filing first), or by equity for sort=equity. */
  filings: IndexedFiling[]
  /** The equity figures by filing id, for a search filtered or sorted by equity; else null. */
  figures: ReadonlyMap<string, PropertyEquity | undefined> | null
  /** "STATE:county" of the search (search-county-key.ts); null when it found nothing. */
  countyKey: string | null
}

type FoundRow = FilingRow & { ord: number; amount_kind: string | null; county_key: string | null }

/** Reads the search's filings and its county key (see the file's comment). */
export async function findFirst(
  db: Db,
  query: IndexQuery,
  readEquity: PropertyEquityReader,
): Promise<FoundFirst> {
  const rows = await executePrepared<FoundRow>(
    db,
    sql`with ${indexReadCte(query, undefined, sql`f.amount_kind`)}
    select ${FOUND_COLUMNS}, found.amount_kind, found.ord, ${searchCountyKeySql(query)} as county_key
    from found order by found.ord`,
  )
  const key = rows[0]?.county_key ?? null
  const found = rows.map((row) => ({ ...filingFromRow(row), amountKind: row.amount_kind }))
  if (!hasEquityFilter(query)) return { filings: found, figures: null, countyKey: key }
  const entries = await applyEquityFilters(db, query, found, readEquity)
  return {
    filings: entries.map((entry) => entry.filing),
    figures: new Map(entries.map((entry) => [entry.filing.id, entry.figures])),
    countyKey: entries.length > 0 ? key : null,
  }
}
