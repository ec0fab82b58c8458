import type { UsageResponse } from '@common/contracts/billing'
import { useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/api'

export const USAGE_QUERY_KEY = ['/api/billing/usage'] as const

/** GET /api/billing/usage: this month's counters and the plan's limits (subscribers only). */
export function useUsage(enabled: boolean) {
  return useQuery({
    queryKey: USAGE_QUERY_KEY,
    queryFn: getQueryFn<UsageResponse>({ on401: 'throw' }),
    enabled,
  })
}
