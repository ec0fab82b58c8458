import { leadsEndpoints } from '@common/api/endpoints/leads'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { type LeadFilters, leadsApiQuery } from '../lib/lead-filters'

/** GET /api/leads/facets: counts per status and ZIP under the filters, and the pickers' choices. */
function fetchLeadFacets(filters: LeadFilters) {
  const { sort: _sort, order: _order, ...rest } = filters
  const query = leadsApiQuery({ ...rest, sort: 'updatedAt', order: 'desc' })
  return call(leadsEndpoints.facets, { query })
}

export function useLeadFacets(filters: LeadFilters) {
  const { sort: _sort, order: _order, ...counted } = filters
  return useQuery({
    queryKey: queryKeys.leads.facets(counted),
    queryFn: () => fetchLeadFacets(filters),
  })
}
