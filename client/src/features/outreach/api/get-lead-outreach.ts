import { outreachEndpoints } from '@common/api/endpoints/outreach'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:leadId/outreach: what was copied or sent about one lead, newest first. */
function fetchLeadOutreach(leadId: string) {
  return call(outreachEndpoints.ofLead, { params: { leadId } })
}

/** Under the outreach key, so logging a message refreshes the lead's timeline too. */
export function useLeadOutreach(leadId: string) {
  return useQuery({
    queryKey: queryKeys.outreach.ofLead(leadId),
    queryFn: () => fetchLeadOutreach(leadId),
  })
}
