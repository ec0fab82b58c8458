import { coverageEndpoints } from '@common/api/endpoints/coverage'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/coverage/searched: the places the user searched and what the index holds there. */
function getSearchedCoverage() {
  return call(coverageEndpoints.searched)
}

/** Asked again each time a chooser opens, so the latest search is in it. */
export function useSearchedCoverage() {
  return useQuery({ queryKey: queryKeys.searchedCoverage, queryFn: getSearchedCoverage })
}
