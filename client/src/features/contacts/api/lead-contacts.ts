import { contactsEndpoints } from '@common/api/endpoints/contacts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id/contacts: the lead's traced persons, printed contacts and defendants. */
function fetchLeadContacts(leadId: string) {
  return call(contactsEndpoints.leadContacts, { params: { id: leadId } })
}

/** Under the lead's own key: what refreshes or forgets a lead does its contacts too. */
export function useLeadContacts(leadId: string | null) {
  return useQuery({
    queryKey: queryKeys.leads.contacts(leadId ?? 'none'),
    queryFn: () => fetchLeadContacts(leadId ?? ''),
    enabled: leadId !== null,
  })
}

/** POST /api/leads/:id/skip-trace. */
function skipTraceLead(leadId: string) {
  return call(contactsEndpoints.skipTraceLead, { params: { id: leadId } })
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
