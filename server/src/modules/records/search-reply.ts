/** The search reply's head (its search's criteria) and its JSON text. */
import type { PublicRecordsSearch, PublicRecordsSearchResponse } from '@common/contracts/records'
import type { IndexQuery } from './records-index.queries'
import { zipCodesOf } from './search-area'
import type { SavedSearch } from './search-persistence'

/** The search's reply as JSON text, its `results` given as JSON text already. */
export function replyJson(
  head: Omit<PublicRecordsSearchResponse, 'results'>,
  resultsJson: string,
): string {
  return `{"results":${resultsJson},${JSON.stringify(head).slice(1)}`
}

export function searchView(
  query: IndexQuery,
  saved: SavedSearch,
  resultsCount: number,
): PublicRecordsSearch {
  const zipCodes = zipCodesOf(query)
  return {
    id: saved.id,
    state: query.state,
    zipCode: zipCodes.length === 1 ? (zipCodes[0] ?? null) : null,
    zipCodes,
    city: query.city ?? null,
    county: query.county ?? null,
    saleWithinDays: query.saleWithinDays ?? null,
    excludeEnded: query.excludeEnded ?? false,
    minEquity: query.minEquity ?? null,
    minEquityPercent: query.minEquityPercent ?? null,
    absenteeOnly: query.absenteeOnly ?? false,
    sort: query.sort ?? 'filingDate',
    searchStatus: 'completed',
    resultsCount,
    createdAt: saved.createdAt.toISOString(),
  }
}
