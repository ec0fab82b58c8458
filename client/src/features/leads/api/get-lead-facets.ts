import type { LeadFacetsResponse } from '@common/contracts/leads'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { type LeadFilters, leadsApiQuery } from '../lib/lead-filters'

/** GET /api/leads/facets: counts per status and ZIP under the filters, and the pickers' choices. */
export async function fetchLeadFacets(filters: LeadFilters): Promise<LeadFacetsResponse> {
  const { sort: _sort, order: _order, ...rest } = filters
  const query = leadsApiQuery({ ...rest, sort: 'updatedAt', order: 'desc' })
  const response = await apiRequest('GET', `/api/leads/facets${query ? `?${query}` : ''}`)
  return (await response.json()) as LeadFacetsResponse
}

export function useLeadFacets(filters: LeadFilters) {
  const { sort: _sort, order: _order, ...counted } = filters
  return useQuery({
    queryKey: queryKeys.leads.facets(counted),
    queryFn: () => fetchLeadFacets(filters),
  })
}
