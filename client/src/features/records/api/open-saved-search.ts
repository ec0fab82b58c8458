import { recordsEndpoints } from '@common/api/endpoints/records'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/**
 * GET /api/public-records/searches/:id: one of the user's saved searches opened again, with its
 * results masked for the plan as it is now (a subscriber sees what the trial withheld). It
 * spends no search; on Basic it may count record views, so the usage meters are read again.
 * A mutation rather than a cached query: every opening asks the server afresh.
 */
export function useOpenSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (searchId: string) =>
      call(recordsEndpoints.openSavedSearch, { params: { id: searchId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage })
    },
  })
}
