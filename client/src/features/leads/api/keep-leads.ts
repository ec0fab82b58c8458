import type { KeepLeadsRequest, KeepLeadsResponse } from '@common/contracts/leads'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/leads: keeps saved results, a search's results or a document's records as leads. */
export async function keepLeads(request: KeepLeadsRequest): Promise<KeepLeadsResponse> {
  const response = await apiRequest('POST', '/api/leads', request)
  return (await response.json()) as KeepLeadsResponse
}

/** Keeps leads; the lead lists, counts and the documents not yet leads are read again. */
export function useKeepLeads() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: keepLeads,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  })
}
