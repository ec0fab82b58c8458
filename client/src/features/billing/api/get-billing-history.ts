import { billingEndpoints } from '@common/api/endpoints/billing'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/billing/history: the signed-in user's payments, newest first. */
function getBillingHistory() {
  return call(billingEndpoints.history)
}

/** The billing history, fetched only when `enabled` (a user who has had a subscription). */
export function useBillingHistory(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.billingHistory, queryFn: getBillingHistory, enabled })
}
