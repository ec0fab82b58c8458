import { leadsEndpoints } from '@common/api/endpoints/leads'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { showsKeptResults } from '@/lib/query-keys'

/** What to keep of a search: all of it (what the plan shows), or these results by their ids. */
export interface KeepFromSearch {
  searchId: string
  /** The result ids of the search reply (filing ids); left out to keep all of the search. */
  filingIds?: string[]
}

/**
 * POST /api/leads {from: 'search'}: keeps results of a search as the user's leads (one lead per
 * case; keeping one again changes nothing). Results hidden on the plan are never kept: a
 * keep-all counts them (skippedMasked), a selection naming one is refused (RESULT_MASKED).
 */
export function useKeepSearchResults() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ searchId, filingIds }: KeepFromSearch) =>
      call(leadsEndpoints.keep, {
        body: { from: 'search', searchId, ...(filingIds ? { filingIds } : {}) },
      }),
    onSuccess: () => {
      // The lists a kept lead shows up in: the leads and the documents list's public records.
      void queryClient.invalidateQueries({ predicate: (query) => showsKeptResults(query.queryKey) })
    },
  })
}
