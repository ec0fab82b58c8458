import type { LeadEnrichmentResponse } from '@common/contracts/enrichment'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id/enrichment: property facts, census context and the equity estimate. */
export async function fetchLeadEnrichment(leadId: string): Promise<LeadEnrichmentResponse> {
  const response = await apiRequest('GET', `/api/leads/${encodeURIComponent(leadId)}/enrichment`)
  return (await response.json()) as LeadEnrichmentResponse
}

/** POST /api/leads/:id/enrichment: fetch the property's data again (queued). */
export async function requestLeadEnrichment(leadId: string): Promise<LeadEnrichmentResponse> {
  const response = await apiRequest('POST', `/api/leads/${encodeURIComponent(leadId)}/enrichment`)
  return (await response.json()) as LeadEnrichmentResponse
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
