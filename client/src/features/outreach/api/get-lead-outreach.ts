import type { ListOutreachResponse } from '@common/contracts/outreach'
import { useQuery } from '@tanstack/react-query'
import { getJson } from './get-json'
import { OUTREACH_QUERY_KEY } from './get-outreach'

/** GET /api/leads/:leadId/outreach: what was copied or sent about one lead, newest first. */
export function fetchLeadOutreach(leadId: string): Promise<ListOutreachResponse> {
  return getJson(`/api/leads/${encodeURIComponent(leadId)}/outreach`)
}

/** Under the outreach key, so logging a message refreshes the lead's timeline too. */
export function useLeadOutreach(leadId: string) {
  return useQuery({
    queryKey: [...OUTREACH_QUERY_KEY, 'lead', leadId],
    queryFn: () => fetchLeadOutreach(leadId),
  })
}
