/**
 * Whether a user's subscription is in force: the one rule every module asks (accounts for the
 * trial and the user view, billing for limits). Pure, so it can be imported anywhere.
 */
import type { User } from '../../db/schema'

type SubscriptionFields = Pick<User, 'subscriptionStatus' | 'subscriptionEndsAt'>

/** Active, and (for one cancelled to the end of its period) still inside that period. */
export function hasActiveSubscription(user: SubscriptionFields, now = new Date()): boolean {
  if (user.subscriptionStatus !== 'active') return false
  return !user.subscriptionEndsAt || user.subscriptionEndsAt.getTime() > now.getTime()
}

/** The status as it stands now: an active one whose paid period has ended reads 'cancelled'. */
export function statusInForce(user: SubscriptionFields, now = new Date()): string {
  if (user.subscriptionStatus === 'active' && !hasActiveSubscription(user, now)) return 'cancelled'
  return user.subscriptionStatus
}
