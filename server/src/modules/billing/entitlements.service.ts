/**
 * The one place that decides what a user may do (issue 6): the tier whose limits apply now, and
 * the usage report beside them. The quotas are in monthly-usage.service.ts and the county claims
 * in county-claims.service.ts. Other features call these; none reads plan limits on its own.
 */
import type { UsageMeter, UsageResponse } from '@common/contracts/billing'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS, type SubscriptionTier } from '@common/enums'
import { TIER_LIMITS, type TierLimits } from '@common/plans'
import { count } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { monthlyUsage, monthlyUsageCounties, type SessionUser, type User } from '../../db/schema'
import { hasActiveSubscription } from '../accounts'
import { usageInPeriod, usagePeriod } from './monthly-usage.service'

type SubscriptionFields = Pick<
  User,
  'subscriptionTier' | 'subscriptionStatus' | 'subscriptionEndsAt'
>

function asTier(value: string): SubscriptionTier {
  return (SUBSCRIPTION_TIERS as readonly string[]).includes(value)
    ? (value as SubscriptionTier)
    : 'free'
}

/** The tier whose limits apply now: the subscribed tier while active, else 'free'. */
export function effectiveTier(user: SubscriptionFields, now = new Date()): SubscriptionTier {
  return hasActiveSubscription(user, now) ? asTier(user.subscriptionTier) : 'free'
}

export function limitsFor(user: SubscriptionFields, now = new Date()): TierLimits {
  return TIER_LIMITS[effectiveTier(user, now)]
}

function meter(used: number, limit: number | null): UsageMeter {
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) }
}

/** GET /api/billing/usage: this month's counters beside the limits that apply now. */
export async function usageReport(
  db: Db,
  user: SessionUser,
  now = new Date(),
): Promise<UsageResponse> {
  const period = usagePeriod(now)
  const limits = limitsFor(user, now)
  const [row] = await db
    .select()
    .from(monthlyUsage)
    .where(usageInPeriod(monthlyUsage, user.id, period))
  const [counties] = await db
    .select({ n: count() })
    .from(monthlyUsageCounties)
    .where(usageInPeriod(monthlyUsageCounties, user.id, period))
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(user.subscriptionStatus)
    ? (user.subscriptionStatus as UsageResponse['status'])
    : 'inactive'
  return {
    tier: asTier(user.subscriptionTier),
    effectiveTier: effectiveTier(user, now),
    status,
    isActive: hasActiveSubscription(user, now),
    endsAt: user.subscriptionEndsAt?.toISOString() ?? null,
    period,
    usage: {
      documentsUploaded: meter(row?.documentsUploaded ?? 0, limits.documentImportsPerMonth),
      publicRecordsSearches: meter(row?.publicRecordsSearches ?? 0, null),
      recordsViewed: meter(row?.recordsViewed ?? 0, limits.recordViewsPerMonth),
      socialSearches: meter(row?.socialSearches ?? 0, limits.socialSearchesPerMonth),
      skipTraces: meter(row?.skipTraces ?? 0, limits.skipTracesPerMonth),
      counties: meter(counties?.n ?? 0, limits.countiesPerMonth),
    },
  }
}
