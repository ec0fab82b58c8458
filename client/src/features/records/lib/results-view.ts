import type { PublicRecordsSearchResponse } from '@common/contracts/records'

/** What the results area shows (spec section 4: initial, pending, then results, empty or error). */
export type ResultsView =
  | { kind: 'initial' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'empty' }
  | { kind: 'results'; response: PublicRecordsSearchResponse }

/**
 * The results area from the pending request (a search, or a saved search being opened) and the
 * last answer shown. A search that fails (a refused third trial search, a rate limit, a network
 * error) leaves the results already on screen in place, its toast says why; the error panel is
 * only for a page with no results yet. The last answer shown wins over the search's own data: an
 * opened saved search replaces a search's results.
 */
export function resultsView(
  search: { isPending: boolean; isError: boolean; data: PublicRecordsSearchResponse | undefined },
  lastShown: PublicRecordsSearchResponse | null,
): ResultsView {
  if (search.isPending) return { kind: 'loading' }
  const response = lastShown ?? search.data ?? null
  if (!response) return search.isError ? { kind: 'error' } : { kind: 'initial' }
  return response.results.length > 0 ? { kind: 'results', response } : { kind: 'empty' }
}
