import type { PublicRecordsSearchResponse } from '@common/contracts/records'

/** What the results area shows (spec section 4: initial, pending, then results, empty or error). */
export type ResultsView =
  | { kind: 'initial' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'empty' }
  | { kind: 'results'; response: PublicRecordsSearchResponse }

/**
 * The results area from the search mutation and the last answer that was shown. A search that
 * fails (a refused third trial search, a rate limit, a network error) leaves the results already
 * on screen in place, its toast says why; the error panel is only for a page with no results yet.
 */
export function resultsView(
  search: { isPending: boolean; isError: boolean; data: PublicRecordsSearchResponse | undefined },
  lastShown: PublicRecordsSearchResponse | null,
): ResultsView {
  if (search.isPending) return { kind: 'loading' }
  const response = search.data ?? (search.isError ? lastShown : null)
  if (!response) return search.isError ? { kind: 'error' } : { kind: 'initial' }
  return response.results.length > 0 ? { kind: 'results', response } : { kind: 'empty' }
}
