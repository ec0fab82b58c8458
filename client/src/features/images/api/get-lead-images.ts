import type { LeadImagesResponse } from '@common/contracts/images'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/leads/:id/images: the photos the plan may see, with licence and credit line. */
export async function fetchLeadImages(leadId: string): Promise<LeadImagesResponse> {
  const response = await apiRequest('GET', `/api/leads/${encodeURIComponent(leadId)}/images`)
  return (await response.json()) as LeadImagesResponse
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
