import { outreachEndpoints } from '@common/api/endpoints/outreach'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

interface OutreachFilters {
  defendantName?: string
  socialProfileId?: string
}

/** GET /api/outreach, filtered by defendant name and/or social profile (spec section 7). */
function fetchOutreach(filters: OutreachFilters) {
  // An empty filter is no filter.
  const query = {
    defendantName: filters.defendantName || undefined,
    socialProfileId: filters.socialProfileId || undefined,
  }
  return call(outreachEndpoints.history, { query })
}

export function useOutreachHistory(filters: OutreachFilters) {
  return useQuery({
    queryKey: queryKeys.outreach.history(filters),
    queryFn: () => fetchOutreach(filters),
  })
}
