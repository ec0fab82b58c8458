import { recordsEndpoints } from '@common/api/endpoints/records'
import type { publicRecordsSearchRequest } from '@common/contracts/records'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** The form's values once validated (state upper-cased, empty filters left out). */
export type SearchCriteria = z.output<typeof publicRecordsSearchRequest>

/**
 * POST /api/public-records/search. A search that went through is saved and spends a trial
 * search, so the saved searches list and the trial status are read again.
 */
export function useSearchPublicRecords() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (criteria: SearchCriteria) => call(recordsEndpoints.search, { body: criteria }),
    // Not awaited: the results show at once while the two lists refresh behind them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches })
      void queryClient.invalidateQueries({ queryKey: queryKeys.trialStatus })
    },
  })
}
