import { coverageEndpoints } from '@common/api/endpoints/coverage'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/coverage: every state and county the index or the source catalogue knows. */
function getCoverage() {
  return call(coverageEndpoints.all)
}

export function useCoverage() {
  return useQuery({ queryKey: queryKeys.coverage, queryFn: getCoverage, staleTime: 5 * 60_000 })
}
