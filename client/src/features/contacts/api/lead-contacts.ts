import type { LeadContactsView, SkipTraceLeadResponse } from '@common/contracts/contacts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

export const leadContactsKey = (leadId: string) => ['/api/leads', leadId, 'contacts'] as const

/** GET /api/leads/:id/contacts: the lead's traced persons, printed contacts and defendants. */
export function useLeadContacts(leadId: string | null) {
  return useQuery<LeadContactsView>({
    queryKey: leadContactsKey(leadId ?? 'none'),
    enabled: leadId !== null,
  })
}

/** POST /api/leads/:id/skip-trace. */
export async function skipTraceLead(leadId: string): Promise<SkipTraceLeadResponse> {
  const response = await apiRequest('POST', `/api/leads/${encodeURIComponent(leadId)}/skip-trace`)
  return (await response.json()) as SkipTraceLeadResponse
}

/** Traces the lead's defendants; the lead's contacts (and the lead itself) are read again. */
export function useSkipTraceLead(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => skipTraceLead(leadId),
    onSuccess: (contacts) => {
      const { charged: _charged, ...view } = contacts
      queryClient.setQueryData(leadContactsKey(leadId), view)
      void queryClient.invalidateQueries({ queryKey: ['/api/leads', leadId], exact: true })
      void queryClient.invalidateQueries({ queryKey: ['/api/billing/usage'] })
    },
  })
}
