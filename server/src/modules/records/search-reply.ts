/** The search reply's head (its search's criteria, as run, listed or opened again) and its JSON text. */
import {
  type PublicRecordsSearch,
  type PublicRecordsSearchResponse,
  type SearchSort,
  zipCodesOf,
} from '@common/contracts/records'
import type { IndexQuery } from './records-index.queries'
import type { SavedSearch } from './search-statement'

/** The search's reply as JSON text, its `results` given as JSON text already. */
export function replyJson(
  head: Omit<PublicRecordsSearchResponse, 'results'>,
  resultsJson: string,
): string {
  return `{"results":${resultsJson},${JSON.stringify(head).slice(1)}`
}

/** A search's criteria as saved (public_records_searches) or as just run. */
export interface SearchCriteria {
  id: string
  state: string
  zipCodes: readonly string[]
  city: string | null
  county: string | null
  saleWithinDays: number | null
  excludeEnded: boolean
  minEquity: number | null
  minEquityPercent: number | null
  absenteeOnly: boolean
  sort: SearchSort
  resultsCount: number
  createdAt: Date
}

/**
 * The search as the client sees it: `zipCode` is the spec's one ZIP (null for Elite's several or
 * a county), and a saved search is always a completed one (a search is saved by the statement
 * that ran it, never before).
 */
export function presentSearch(criteria: SearchCriteria): PublicRecordsSearch {
  return {
    id: criteria.id,
    state: criteria.state,
    zipCode: criteria.zipCodes.length === 1 ? (criteria.zipCodes[0] ?? null) : null,
    zipCodes: [...criteria.zipCodes],
    city: criteria.city,
    county: criteria.county,
    saleWithinDays: criteria.saleWithinDays,
    excludeEnded: criteria.excludeEnded,
    minEquity: criteria.minEquity,
    minEquityPercent: criteria.minEquityPercent,
    absenteeOnly: criteria.absenteeOnly,
    sort: criteria.sort,
    searchStatus: 'completed',
    resultsCount: criteria.resultsCount,
    createdAt: criteria.createdAt.toISOString(),
  }
}

/** The head of the reply to a search just run and saved. */
export function searchView(
  query: IndexQuery,
  saved: SavedSearch,
  resultsCount: number,
): PublicRecordsSearch {
  return presentSearch({
    id: saved.id,
    state: query.state,
    zipCodes: zipCodesOf(query),
    city: query.city ?? null,
    county: query.county ?? null,
    saleWithinDays: query.saleWithinDays ?? null,
    excludeEnded: query.excludeEnded ?? false,
    minEquity: query.minEquity ?? null,
    minEquityPercent: query.minEquityPercent ?? null,
    absenteeOnly: query.absenteeOnly ?? false,
    sort: query.sort ?? 'filingDate',
    resultsCount,
    createdAt: saved.createdAt,
  })
}
