import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { UserResponse } from '@common/contracts/accounts'
import { TRIAL } from '@common/limits'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { hasActiveSubscription } from '../lib/account-labels'

/**
 * GET /api/trial/status for a signed-in user, polled every minute while the subscription is
 * not active (spec section 4). A subscriber has no trial, so nothing is fetched for them.
 */
export function useTrialStatus(user: UserResponse | null | undefined) {
  const onTrial = user ? !hasActiveSubscription(user) : false
  return useQuery({
    queryKey: queryKeys.trialStatus,
    queryFn: () => call(accountsEndpoints.trialStatus),
    enabled: onTrial,
    refetchInterval: onTrial ? TRIAL.statusPollMs : false,
  })
}
