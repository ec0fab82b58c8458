import type { CoverageResponse } from '@common/contracts/coverage'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/coverage: every state and county the index or the source catalogue knows. */
export async function getCoverage(): Promise<CoverageResponse> {
  const response = await apiRequest('GET', '/api/coverage')
  return (await response.json()) as CoverageResponse
}

export function useCoverage() {
  return useQuery({ queryKey: queryKeys.coverage, queryFn: getCoverage, staleTime: 5 * 60_000 })
}
