import type { PublicRecordsSearchesResponse } from '@common/contracts/records'
import { useQuery } from '@tanstack/react-query'

export const SAVED_SEARCHES_QUERY_KEY = ['/api/public-records/searches'] as const

/** GET /api/public-records/searches: the user's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery<PublicRecordsSearchesResponse>({ queryKey: SAVED_SEARCHES_QUERY_KEY })
}
