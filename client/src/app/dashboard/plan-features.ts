import type { UserResponse } from '@common/contracts/accounts'
import { TIER_LIMITS } from '@common/plans'
import { currentPlanTier } from '@/features/billing'

/** What the user's plan in force includes (a trial or an ended plan: what 'free' has). */
export function planFeatures(user: Pick<UserResponse, 'subscriptionTier' | 'subscriptionStatus'>) {
  const limits = TIER_LIMITS[currentPlanTier(user) ?? 'free'] ?? TIER_LIMITS.free
  return {
    tagsAndFolders: limits.tagsAndFolders,
    contactInfo: limits.contactInfo,
    leadExport: limits.leadExport,
  }
}
