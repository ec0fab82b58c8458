import type { ZipCoverageResponse } from '@common/contracts/coverage'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/coverage/zip: whether the index holds records in a ZIP (real or sample). */
export async function getZipCoverage(state: string, zip: string): Promise<ZipCoverageResponse> {
  const query = new URLSearchParams({ state, zip })
  const response = await apiRequest('GET', `/api/coverage/zip?${query}`)
  return (await response.json()) as ZipCoverageResponse
}

/** The coverage of the ZIP a search found nothing in (asked only then). */
export function useZipCoverage(place: { state: string; zipCode: string | null } | null) {
  return useQuery({
    queryKey: queryKeys.zipCoverage(place?.state, place?.zipCode),
    queryFn: () => getZipCoverage(place!.state, place!.zipCode!),
    enabled: Boolean(place?.zipCode),
    staleTime: 5 * 60_000,
  })
}
