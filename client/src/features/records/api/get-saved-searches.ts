import { recordsEndpoints } from '@common/api/endpoints/records'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/public-records/searches: the user's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: queryKeys.savedSearches,
    queryFn: () => call(recordsEndpoints.savedSearches),
  })
}
