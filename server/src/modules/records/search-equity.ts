/**
 * Search results filtered and sorted by the equity estimate and the absentee owner (issue 20,
 * docs/decisions/0039). The figures are the enrichment module's (shared property enrichment,
 * public data), which records cannot import (enrichment imports records): the composition root
 * hands records a PropertyEquityReader. Only a search that sets one of these filters reads it
 * (search-found-first.ts), after the index read and before anything is masked, counted or saved,
 * so the saved search's order and its shown prefix (docs/decisions/0018) are those of the
 * filtered, sorted list.
 *
 * Rules: a result without an estimate (its property not enriched yet, or an input missing)
 * matches neither equity minimum; one whose owner is not known to be absentee does not match
 * "absentee owners only"; sorted by equity, results without an estimate come last, and equal
 * estimates keep the newest-filing-first order.
 */
import type { SearchResultDocument, SearchSort } from '@common/contracts/records'
import type { Db } from '../../db/client'
import type { IndexedFiling, IndexQuery } from './records-index.queries'

/** What the reader is asked about one found filing (its property and what the filing says owed). */
export interface SearchProperty {
  id: string
  propertyAddress: string | null
  county: string | null
  state: string | null
  zipCode: string | null
  isSample: boolean
  /** Decimal string. */
  loanAmount: string | null
  amountKind: string | null
}

/** One property's figures: null where unknown. */
export interface PropertyEquity {
  /** Market value less what the filing shows owed, in dollars (an estimate). */
  estimatedEquity: number | null
  marketValue: number | null
  absenteeOwner: boolean | null
}

/** The port: figures by filing id (a filing without figures may be left out of the map). */
export type PropertyEquityReader = (
  db: Db,
  properties: readonly SearchProperty[],
) => Promise<ReadonlyMap<string, PropertyEquity>>

/** A saved search's sort column as the contract's value. */
export const searchSortOf = (value: string | null): SearchSort =>
  value === 'equity' ? 'equity' : 'filingDate'

/** Whether a search filters or sorts by equity (and so takes the path that reads the figures). */
export function hasEquityFilter(query: IndexQuery): boolean {
  return (
    query.minEquity !== undefined ||
    query.minEquityPercent !== undefined ||
    Boolean(query.absenteeOnly) ||
    query.sort === 'equity'
  )
}

/** Equity as a whole-number share of the market value, or null without both figures. */
function equityPercentOf(figures: PropertyEquity | undefined): number | null {
  if (!figures || figures.estimatedEquity === null || !figures.marketValue) return null
  return Math.round((figures.estimatedEquity / figures.marketValue) * 100)
}

function matches(query: IndexQuery, figures: PropertyEquity | undefined): boolean {
  const equity = figures?.estimatedEquity ?? null
  if (query.minEquity !== undefined && (equity === null || equity < query.minEquity)) return false
  if (query.minEquityPercent !== undefined) {
    const percent = equityPercentOf(figures)
    if (percent === null || percent < query.minEquityPercent) return false
  }
  if (query.absenteeOnly && figures?.absenteeOwner !== true) return false
  return true
}

export interface FilingWithEquity<F extends IndexedFiling = IndexedFiling> {
  filing: F
  figures: PropertyEquity | undefined
}

/**
 * The found filings (newest filing first) narrowed by the query's equity filters and, for
 * sort=equity, ordered by the estimate (highest first, none last; a stable sort keeps the
 * newest-filing-first order among equals).
 */
export async function applyEquityFilters<F extends IndexedFiling & { amountKind: string | null }>(
  db: Db,
  query: IndexQuery,
  found: readonly F[],
  readEquity: PropertyEquityReader,
): Promise<Array<FilingWithEquity<F>>> {
  const figures = await readEquity(db, found)
  const kept = found
    .map((filing) => ({ filing, figures: figures.get(filing.id) }))
    .filter((entry) => matches(query, entry.figures))
  if (query.sort !== 'equity') return kept
  const rank = (entry: FilingWithEquity<F>) => entry.figures?.estimatedEquity ?? null
  return kept.sort((a, b) => {
    const x = rank(a)
    const y = rank(b)
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return y - x
  })
}

/** Adds the figures to a readable result (a masked one gets none: nothing of it is sent). */
export function withEquity(
  result: SearchResultDocument,
  figures: PropertyEquity | undefined,
): SearchResultDocument {
  if (!result.isAccessibleInTrial) return result
  result.estimatedEquity = figures?.estimatedEquity ?? null
  result.equityPercent = equityPercentOf(figures)
  result.absenteeOwner = figures?.absenteeOwner ?? null
  return result
}
