import { imagesEndpoints } from '@common/api/endpoints/images'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id/images: the photos the plan may see, with licence and credit line. */
function fetchLeadImages(leadId: string) {
  return call(imagesEndpoints.ofLead, { params: { id: leadId } })
}

export function useLeadImages(leadId: string) {
  return useQuery({
    // Under the lead's own key: forgetting a lead forgets its photos.
    queryKey: queryKeys.leads.images(leadId),
    queryFn: () => fetchLeadImages(leadId),
    // A lookup the server made on this view stands for weeks: no need to ask again soon.
    staleTime: 5 * 60_000,
  })
}
