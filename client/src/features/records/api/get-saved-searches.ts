import type { PublicRecordsSearchesResponse } from '@common/contracts/records'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/public-records/searches: the user's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery<PublicRecordsSearchesResponse>({ queryKey: queryKeys.savedSearches })
}
