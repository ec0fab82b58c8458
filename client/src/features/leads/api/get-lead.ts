import { leadsEndpoints } from '@common/api/endpoints/leads'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id: the lead with its notes, newest first. */
function fetchLead(id: string) {
  return call(leadsEndpoints.one, { params: { id } })
}

export function useLead(id: string | null) {
  return useQuery({
    queryKey: queryKeys.leads.one(id ?? ''),
    queryFn: () => fetchLead(id ?? ''),
    enabled: Boolean(id),
  })
}
