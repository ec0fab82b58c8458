import { billingEndpoints } from '@common/api/endpoints/billing'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/billing/usage: this month's counters and the plan's limits (subscribers only). */
export function useUsage(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.usage,
    queryFn: () => call(billingEndpoints.usage),
    enabled,
  })
}
