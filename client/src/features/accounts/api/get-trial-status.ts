import type { TrialStatusResponse, UserResponse } from '@common/contracts/accounts'
import { TRIAL } from '@common/limits'
import { useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/api'
import { hasActiveSubscription } from '../lib/account-labels'

export const TRIAL_STATUS_QUERY_KEY = ['/api/trial/status'] as const

/**
 * GET /api/trial/status for a signed-in user, polled every minute while the subscription is
 * not active (spec section 4). A subscriber has no trial, so nothing is fetched for them.
 */
export function useTrialStatus(user: UserResponse | null | undefined) {
  const onTrial = user ? !hasActiveSubscription(user) : false
  return useQuery({
    queryKey: TRIAL_STATUS_QUERY_KEY,
    queryFn: getQueryFn<TrialStatusResponse>({ on401: 'throw' }),
    enabled: onTrial,
    refetchInterval: onTrial ? TRIAL.statusPollMs : false,
  })
}
