import type { LeadContactsView, SkipTraceLeadResponse } from '@common/contracts/contacts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id/contacts: the lead's traced persons, printed contacts and defendants. */
export async function fetchLeadContacts(leadId: string): Promise<LeadContactsView> {
  const response = await apiRequest('GET', `/api/leads/${encodeURIComponent(leadId)}/contacts`)
  return (await response.json()) as LeadContactsView
}

export function useLeadContacts(leadId: string | null) {
  return useQuery<LeadContactsView>({
    queryKey: queryKeys.leads.contacts(leadId ?? 'none'),
    queryFn: () => fetchLeadContacts(leadId ?? ''),
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
      queryClient.setQueryData(queryKeys.leads.contacts(leadId), view)
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.one(leadId), exact: true })
      // The list's contact counts and its has-contacts filter.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.lists })
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage })
    },
  })
}
