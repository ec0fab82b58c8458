import { leadsEndpoints } from '@common/api/endpoints/leads'
import type { KeepLeadsRequest } from '@common/contracts/leads'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/leads: keeps saved results, a search's results or a document's records as leads. */
export function keepLeads(request: KeepLeadsRequest) {
  return call(leadsEndpoints.keep, { body: request })
}

/** Keeps leads; the lead lists, counts and the documents not yet leads are read again. */
export function useKeepLeads() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: keepLeads,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  })
}
