import type { OutreachContextResponse } from '@common/contracts/outreach'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

/** GET /api/outreach/context: the profile, the leads it may be about, the sender's name and phone. */
export function fetchOutreachContext(socialProfileId: string): Promise<OutreachContextResponse> {
  return getJson(`/api/outreach/context?socialProfileId=${encodeURIComponent(socialProfileId)}`)
}

export function useOutreachContext(socialProfileId: string | null) {
  return useQuery({
    queryKey: queryKeys.outreachContext.of(socialProfileId),
    queryFn: () => fetchOutreachContext(socialProfileId ?? ''),
    enabled: socialProfileId !== null,
  })
}
