import type { GetLeadResponse } from '@common/contracts/leads'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { LEADS_QUERY_KEY } from './get-leads'

export function leadKey(id: string) {
  return [...LEADS_QUERY_KEY, 'one', id] as const
}

/** GET /api/leads/:id: the lead with its notes, newest first. */
export async function fetchLead(id: string): Promise<GetLeadResponse> {
  const response = await apiRequest('GET', `/api/leads/${encodeURIComponent(id)}`)
  return (await response.json()) as GetLeadResponse
}

export function useLead(id: string | null) {
  return useQuery({
    queryKey: leadKey(id ?? ''),
    queryFn: () => fetchLead(id ?? ''),
    enabled: Boolean(id),
  })
}
