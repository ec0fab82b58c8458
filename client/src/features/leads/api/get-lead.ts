import type { GetLeadResponse } from '@common/contracts/leads'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id: the lead with its notes, newest first. */
export async function fetchLead(id: string): Promise<GetLeadResponse> {
  const response = await apiRequest('GET', `/api/leads/${encodeURIComponent(id)}`)
  return (await response.json()) as GetLeadResponse
}

export function useLead(id: string | null) {
  return useQuery({
    queryKey: queryKeys.leads.one(id ?? ''),
    queryFn: () => fetchLead(id ?? ''),
    enabled: Boolean(id),
  })
}
