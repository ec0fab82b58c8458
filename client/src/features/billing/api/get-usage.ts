import type { UsageResponse } from '@common/contracts/billing'
import { useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/billing/usage: this month's counters and the plan's limits (subscribers only). */
export function useUsage(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.usage,
    queryFn: getQueryFn<UsageResponse>({ on401: 'throw' }),
    enabled,
  })
}
