import { enrichmentEndpoints } from '@common/api/endpoints/enrichment'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id/enrichment: property facts, census context and the equity estimate. */
function fetchLeadEnrichment(leadId: string) {
  return call(enrichmentEndpoints.ofLead, { params: { id: leadId } })
}

/** POST /api/leads/:id/enrichment: fetch the property's data again (queued). */
function requestLeadEnrichment(leadId: string) {
  return call(enrichmentEndpoints.request, { params: { id: leadId } })
}

/** The lead's enrichment, polled every 3 s while it is pending. */
export function useLeadEnrichment(leadId: string) {
  return useQuery({
    queryKey: queryKeys.leadEnrichment(leadId),
    queryFn: () => fetchLeadEnrichment(leadId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  })
}

export function useRequestLeadEnrichment(leadId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => requestLeadEnrichment(leadId),
    onSuccess: (data) => client.setQueryData(queryKeys.leadEnrichment(leadId), data),
  })
}
