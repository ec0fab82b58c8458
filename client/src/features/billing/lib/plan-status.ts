import type { UserResponse } from '@common/contracts/accounts'
import type { PaidTier, SubscriptionStatus, SubscriptionTier } from '@common/enums'
import { findPlan } from '@common/plans'
import { formatDate } from '@/lib/format'

type SubscriptionFields = Pick<UserResponse, 'subscriptionTier' | 'subscriptionStatus'>

/** A paid plan counts only while its subscription is active (spec section 4). */
export function isSubscribed(user: Pick<UserResponse, 'subscriptionStatus'>): boolean {
  return user.subscriptionStatus === 'active'
}

/** The tier of the user's active subscription, or null on the trial or after one ended. */
export function currentPlanTier(user: SubscriptionFields): SubscriptionTier | null {
  return isSubscribed(user) ? user.subscriptionTier : null
}

/** Elite is the top of the catalogue: there is nothing to upgrade to (spec section 2). */
export function hasHighestTier(user: SubscriptionFields): boolean {
  return currentPlanTier(user) === 'elite'
}

/**
 * A tier as people read it: the plan's name ('Pro'), or the word capitalised for tiers
 * without a card ('Premium'); empty for a missing tier.
 */
export function tierName(tier: string | null | undefined): string {
  const value = tier?.trim().toLowerCase() ?? ''
  if (!value) return ''
  return findPlan(value)?.name ?? value.charAt(0).toUpperCase() + value.slice(1)
}

/** The paid tier a query parameter names ('pro'), or null when it names none. */
export function paidTierFrom(value: string | null | undefined): PaidTier | null {
  return findPlan(value?.trim().toLowerCase() ?? '')?.id ?? null
}

const STATUS_LABELS: Record<SubscriptionStatus, string | null> = {
  inactive: null,
  pending: 'Pending',
  active: 'Active',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

/**
 * The subscription status for 'My Account'. An active subscription already cancelled (it runs
 * until `endsAt`) reads 'Cancelled'; a user who never subscribed has no status to show (null).
 */
export function subscriptionStatusLabel(
  status: SubscriptionStatus,
  endsAt: string | null | undefined,
): string | null {
  if (status === 'active' && endsAt) return 'Cancelled'
  return STATUS_LABELS[status]
}

/**
 * When a cancelled subscription's access ends: 'Access until 12/21/2026' while it runs, 'Access
 * ended 11/21/2026' once the date has passed.
 */
export function accessEndLabel(endsAt: string, now: Date = new Date()): string {
  const ended = Date.parse(endsAt) <= now.getTime()
  return `${ended ? 'Access ended' : 'Access until'} ${formatDate(endsAt)}`
}
