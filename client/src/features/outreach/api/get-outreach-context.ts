import { outreachEndpoints } from '@common/api/endpoints/outreach'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/outreach/context: the profile, the leads it may be about, the sender's name and phone. */
function fetchOutreachContext(socialProfileId: string) {
  return call(outreachEndpoints.context, { query: { socialProfileId } })
}

export function useOutreachContext(socialProfileId: string | null) {
  return useQuery({
    queryKey: queryKeys.outreachContext.of(socialProfileId),
    queryFn: () => fetchOutreachContext(socialProfileId ?? ''),
    enabled: socialProfileId !== null,
  })
}
