import type { ListOutreachResponse } from '@common/contracts/outreach'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

export interface OutreachFilters {
  defendantName?: string
  socialProfileId?: string
}

/** GET /api/outreach, filtered by defendant name and/or social profile (spec section 7). */
export function fetchOutreach(filters: OutreachFilters): Promise<ListOutreachResponse> {
  const params = new URLSearchParams()
  if (filters.defendantName) params.set('defendantName', filters.defendantName)
  if (filters.socialProfileId) params.set('socialProfileId', filters.socialProfileId)
  const query = params.size > 0 ? `?${params}` : ''
  return getJson(`/api/outreach${query}`)
}

export function useOutreachHistory(filters: OutreachFilters) {
  return useQuery({
    queryKey: queryKeys.outreach.history(filters),
    queryFn: () => fetchOutreach(filters),
  })
}
