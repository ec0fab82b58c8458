import type { UserResponse } from '@common/contracts/accounts'
import { hasActiveSubscription } from '../lib/account-labels'
import { useTrialStatus } from './get-trial-status'

/**
 * The trial's public-record downloads left: null when downloads are not counted (a
 * subscriber) or while the trial status is unknown (the server still enforces the limit).
 */
export function useDownloadsLeft(user: UserResponse): number | null {
  const { data: status } = useTrialStatus(user)
  if (hasActiveSubscription(user) || !status || status.isTrialUser === false) return null
  if (status.isExpired) return 0
  return status.downloadsRemaining
}
