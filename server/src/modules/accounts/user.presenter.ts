/** What of a user leaves the server: never the password hash or provider ids. */
import type { UserResponse } from '@common/contracts/accounts'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '@common/enums'
import type { SessionUser } from '../../db/schema'
import { statusInForce } from './subscription-state'

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback
}

export function presentUser(user: SessionUser): UserResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    authProvider: user.authProvider,
    trialStartedAt: user.trialStartedAt?.toISOString() ?? null,
    subscriptionTier: oneOf(SUBSCRIPTION_TIERS, user.subscriptionTier, 'free'),
    subscriptionStatus: oneOf(SUBSCRIPTION_STATUSES, statusInForce(user), 'inactive'),
    createdAt: user.createdAt.toISOString(),
    isOperator: user.operatorSince !== null,
  }
}
