import type { LeadFacetsResponse } from '@common/contracts/leads'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { type LeadFilters, leadsApiQuery } from '../lib/lead-filters'
import { LEADS_QUERY_KEY } from './get-leads'

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
    queryKey: [...LEADS_QUERY_KEY, 'facets', counted],
    queryFn: () => fetchLeadFacets(filters),
  })
}
