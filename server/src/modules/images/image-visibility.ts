/**
 * Who may see a picture (docs/decisions/0036): a 'free' picture anyone with the lead; a 'paid'
 * one only an active subscription at or above the picture's minimum tier. The trial and a
 * lapsed plan count as 'free' (billing's effectiveTier). What may not be seen is never sent.
 */
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '@common/enums'

const RANK: Record<SubscriptionTier, number> = Object.fromEntries(
  SUBSCRIPTION_TIERS.map((tier, index) => [tier, index]),
) as Record<SubscriptionTier, number>

export interface VisibilityFields {
  visibility: string
  minSubscriptionTier: string
}

function asTier(value: string): SubscriptionTier {
  return (SUBSCRIPTION_TIERS as readonly string[]).includes(value)
    ? (value as SubscriptionTier)
    : 'elite'
}

/** Whether a user whose plan in force is `tier` may see the picture. */
export function mayViewImage(tier: SubscriptionTier, image: VisibilityFields): boolean {
  if (image.visibility === 'free') return true
  if (tier === 'free') return false
  return RANK[tier] >= RANK[asTier(image.minSubscriptionTier)]
}

/** The lowest paid plan that would show every one of `hidden`; null when none is hidden. */
export function tierToSeeAll(hidden: readonly VisibilityFields[]): SubscriptionTier | null {
  if (hidden.length === 0) return null
  let needed: SubscriptionTier = 'basic'
  for (const image of hidden) {
    const tier = asTier(image.minSubscriptionTier)
    if (RANK[tier] > RANK[needed]) needed = tier
  }
  return needed
}
