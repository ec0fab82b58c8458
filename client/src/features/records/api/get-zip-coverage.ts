import { coverageEndpoints } from '@common/api/endpoints/coverage'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/coverage/zip: whether the index holds records in a ZIP (real or sample). */
function getZipCoverage(state: string, zip: string) {
  return call(coverageEndpoints.zip, { query: { state, zip } })
}

/** The coverage of the ZIP a search found nothing in (asked only then). */
export function useZipCoverage(place: { state: string; zipCode: string | null } | null) {
  return useQuery({
    queryKey: queryKeys.zipCoverage(place?.state, place?.zipCode),
    queryFn: () => getZipCoverage(place?.state ?? '', place?.zipCode ?? ''),
    enabled: Boolean(place?.zipCode),
    staleTime: 5 * 60_000,
  })
}
