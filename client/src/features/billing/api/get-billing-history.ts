import type { BillingHistoryResponse } from '@common/contracts/billing'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/billing/history: the signed-in user's payments, newest first. */
export async function getBillingHistory(): Promise<BillingHistoryResponse> {
  const response = await apiRequest('GET', '/api/billing/history')
  return (await response.json()) as BillingHistoryResponse
}

/** The billing history, fetched only when `enabled` (a user who has had a subscription). */
export function useBillingHistory(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.billingHistory, queryFn: getBillingHistory, enabled })
}
