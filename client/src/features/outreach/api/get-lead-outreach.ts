import type { ListOutreachResponse } from '@common/contracts/outreach'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

/** GET /api/leads/:leadId/outreach: what was copied or sent about one lead, newest first. */
export function fetchLeadOutreach(leadId: string): Promise<ListOutreachResponse> {
  return getJson(`/api/leads/${encodeURIComponent(leadId)}/outreach`)
}

/** Under the outreach key, so logging a message refreshes the lead's timeline too. */
export function useLeadOutreach(leadId: string) {
  return useQuery({
    queryKey: queryKeys.outreach.ofLead(leadId),
    queryFn: () => fetchLeadOutreach(leadId),
  })
}
