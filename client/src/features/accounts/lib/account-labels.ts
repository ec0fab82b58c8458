import type { UserResponse } from '@common/contracts/accounts'

type PlanFields = Pick<UserResponse, 'subscriptionTier' | 'subscriptionStatus'>

/** Trial status applies, and is polled, only while the subscription is not active (spec 4). */
export function hasActiveSubscription(user: Pick<UserResponse, 'subscriptionStatus'>): boolean {
  return user.subscriptionStatus === 'active'
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/**
 * The plan badge: a subscriber sees their tier ('Pro Plan'); everyone else is on the free
 * trial, which the header names as such ('Free Trial') rather than 'Free Plan', the same way the
 * public-records page pairs a trial badge with its plan badge (spec section 2).
 */
export function planLabel(user: PlanFields): string {
  return hasActiveSubscription(user) ? `${capitalise(user.subscriptionTier)} Plan` : 'Free Trial'
}

/** The name for 'My Account': first and last name, else the e-mail address. */
export function displayName(user: Pick<UserResponse, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || user.email
}
