/**
 * The one place that decides what a user may do (issue 6): the tier whose limits apply now,
 * and the monthly quotas, consumed atomically in SQL so parallel requests cannot overspend.
 * Other features call these; none reads plan limits on its own.
 */
import type { UsageMeter, UsageResponse } from '@common/contracts/billing'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS, type SubscriptionTier } from '@common/enums'
import { TIER_LIMITS, type TierLimits } from '@common/plans'
import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { monthlyUsage, monthlyUsageCounties, type User } from '../../db/schema'

import { hasActiveSubscription } from '../accounts'
import { countyKeySql } from './county-key'

export type UsageCounter =
  | 'documentsUploaded'
  | 'aiExtractionsUsed'
  | 'publicRecordsSearches'
  | 'socialSearches'
  | 'recordsViewed'
  | 'skipTraces'

const COLUMNS: Record<UsageCounter, string> = {
  documentsUploaded: 'documents_uploaded',
  aiExtractionsUsed: 'ai_extractions_used',
  publicRecordsSearches: 'public_records_searches',
  socialSearches: 'social_searches',
  recordsViewed: 'records_viewed',
  skipTraces: 'skip_traces',
}

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

/** The calendar month (UTC) usage is counted in. */
export function usagePeriod(now = new Date()): { year: number; month: number } {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }
}

export type QuotaResult =
  | { ok: true; used: number; remaining: number | null }
  | { ok: false; used: number; limit: number }

/**
 * Adds `amount` to a monthly counter if it stays within `limit` (null: unlimited), in one
 * upsert. Refused when it would go over; nothing is counted then.
 */
export async function consumeMonthlyUsage(
  db: Db,
  options: {
    userId: string
    counter: UsageCounter
    limit: number | null
    amount?: number
    now?: Date
  },
): Promise<QuotaResult> {
  const { userId, counter, limit, amount = 1 } = options
  const { year, month } = usagePeriod(options.now)
  const column = sql.identifier(COLUMNS[counter])
  const cap = limit ?? 2_147_483_647
  const result = await db.execute<{ used: number }>(sql`
    insert into monthly_usage (user_id, year, month, ${column})
    select ${userId}::uuid, ${year}::int, ${month}::int, ${amount}::int where ${amount}::int <= ${cap}::int
    on conflict (user_id, year, month) do update
      set ${column} = monthly_usage.${column} + ${amount}::int, updated_at = now()
      where monthly_usage.${column} + ${amount}::int <= ${cap}::int
    returning ${column} as used`)
  const row = result.rows[0]
  if (row)
    return {
      ok: true,
      used: Number(row.used),
      remaining: limit === null ? null : limit - Number(row.used),
    }
  const [current] = await db
    .select({ used: sql<number>`${column}` })
    .from(monthlyUsage)
    .where(
      and(
        eq(monthlyUsage.userId, userId),
        eq(monthlyUsage.year, year),
        eq(monthlyUsage.month, month),
      ),
    )
  return { ok: false, used: Number(current?.used ?? 0), limit: cap }
}

/**
 * Gives back `amount` of a monthly counter that consumeMonthlyUsage took for work that was not
 * delivered (a trace the provider did not match, a search it could not answer), in the month it
 * was taken (`now` of the consumption). One UPDATE; the counter never goes below 0.
 */
export async function releaseMonthlyUsage(
  db: Db,
  options: { userId: string; counter: UsageCounter; amount?: number; now?: Date },
): Promise<void> {
  const { userId, counter, amount = 1 } = options
  if (amount <= 0) return
  const { year, month } = usagePeriod(options.now)
  const column = sql.identifier(COLUMNS[counter])
  await db.execute(sql`
    update monthly_usage set ${column} = greatest(${column} - ${amount}::int, 0), updated_at = now()
    where user_id = ${userId}::uuid and year = ${year}::int and month = ${month}::int`)
}

/** This month's value of a counter (0 before the first use). */
export async function monthlyUsageOf(
  db: Db,
  options: { userId: string; counter: UsageCounter; now?: Date },
): Promise<number> {
  const { year, month } = usagePeriod(options.now)
  const column = sql.identifier(COLUMNS[options.counter])
  const [row] = await db
    .select({ used: sql<number>`${column}` })
    .from(monthlyUsage)
    .where(
      and(
        eq(monthlyUsage.userId, options.userId),
        eq(monthlyUsage.year, year),
        eq(monthlyUsage.month, month),
      ),
    )
  return Number(row?.used ?? 0)
}

/**
 * The county claim of a plan whose counties are unlimited, as one SQL statement for a caller to
 * run inside its own (a CTE): such a claim cannot refuse, so it needs neither claimCounty's
 * lock nor its counts, and inside the statement that saves the search it costs no round trip
 * or commit of its own. Only records the county (for the usage report); a null key records
 * nothing.
 */
export function unlimitedCountyClaimSql(options: {
  userId: string
  /** "STATE:county", or an SQL expression giving it (normalised here by countyKeySql). */
  countyKey: string | SQL
  now?: Date
}): SQL {
  const { year, month } = usagePeriod(options.now)
  // A key that is null (a search that found nothing covered no county) records nothing.
  return sql`insert into monthly_usage_counties (user_id, year, month, county_key)
    select ${options.userId}::uuid, ${year}::int, ${month}::int, key.county_key
    from (select ${countyKeySql(options.countyKey)} as county_key) as key
    where key.county_key is not null
    on conflict do nothing
    returning 1 as inserted`
}

/**
 * Counts a county towards the month's distinct counties, if the plan allows one more. A county
 * already counted this month is always allowed. With a limit, claims are serialised per user by
 * an advisory lock, so parallel searches in new counties cannot pass the limit together; the
 * check and the insert are then one statement after the lock (4 round trips: begin, lock,
 * claim, commit). Without one (limit null) the claim cannot refuse: one statement, no lock.
 */
export async function claimCounty(
  db: Db,
  options: {
    userId: string
    /** "STATE:county", or an SQL expression giving it (normalised here by countyKeySql). */
    countyKey: string | SQL
    limit: number | null
    now?: Date
  },
): Promise<{ ok: boolean; used: number }> {
  const { year, month } = usagePeriod(options.now)
  const scope = sql`select county_key from monthly_usage_counties
    where user_id = ${options.userId}::uuid and year = ${year}::int and month = ${month}::int`
  if (options.limit === null) {
    // The count reads the statement's snapshot, from before its own insert: add that.
    const result = await db.execute<{ used: number }>(sql`
      with claim as (${unlimitedCountyClaimSql(options)})
      select ((select count(*) from (${scope}) as known) + (select count(*) from claim))::int as used`)
    return { ok: true, used: Number(result.rows[0]?.used ?? 0) }
  }
  const limit = options.limit
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`counties:${options.userId}`}))`)
    // After the lock, this statement's snapshot holds every claim of this user committed before.
    const result = await tx.execute<{ used: number; known: boolean; inserted: number }>(sql`
      with key as (select ${countyKeySql(options.countyKey)} as county_key),
      scope as (${scope}), claim as (
        insert into monthly_usage_counties (user_id, year, month, county_key)
        select ${options.userId}::uuid, ${year}::int, ${month}::int, key.county_key from key
        where not exists (select 1 from scope where scope.county_key = key.county_key)
          and (select count(*) from scope) < ${limit}::int
        on conflict do nothing
        returning 1
      )
      select (select count(*) from scope)::int as used,
             exists (select 1 from scope, key where scope.county_key = key.county_key) as known,
             (select count(*) from claim)::int as inserted`)
    const row = result.rows[0]
    const used = Number(row?.used ?? 0)
    if (row?.known) return { ok: true, used }
    if (Number(row?.inserted ?? 0) > 0) return { ok: true, used: used + 1 }
    return { ok: false, used }
  })
}

function meter(used: number, limit: number | null): UsageMeter {
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) }
}

/** GET /api/billing/usage: this month's counters beside the limits that apply now. */
export async function usageReport(db: Db, user: User, now = new Date()): Promise<UsageResponse> {
  const period = usagePeriod(now)
  const limits = limitsFor(user, now)
  const [row] = await db
    .select()
    .from(monthlyUsage)
    .where(
      and(
        eq(monthlyUsage.userId, user.id),
        eq(monthlyUsage.year, period.year),
        eq(monthlyUsage.month, period.month),
      ),
    )
  const [counties] = await db
    .select({ n: count() })
    .from(monthlyUsageCounties)
    .where(
      and(
        eq(monthlyUsageCounties.userId, user.id),
        eq(monthlyUsageCounties.year, period.year),
        eq(monthlyUsageCounties.month, period.month),
      ),
    )
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

/**
 * Grants up to `amount` of a monthly counter, as much as the limit leaves (Basic's record
 * views: a search delivers as many unmasked records as remain). Returns how many were granted.
 */
export async function consumeUpTo(
  db: Db,
  options: {
    userId: string
    counter: UsageCounter
    limit: number | null
    amount: number
    now?: Date
  },
): Promise<number> {
  if (options.amount <= 0) return 0
  if (options.limit === null) {
    await consumeMonthlyUsage(db, { ...options, limit: null })
    return options.amount
  }
  const { year, month } = usagePeriod(options.now)
  const column = sql.identifier(COLUMNS[options.counter])
  const { userId, limit, amount } = options
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into monthly_usage (user_id, year, month) values (${userId}::uuid, ${year}::int, ${month}::int)
      on conflict (user_id, year, month) do nothing`)
    const current = await tx.execute<{ used: number }>(sql`
      select ${column} as used from monthly_usage
      where user_id = ${userId}::uuid and year = ${year}::int and month = ${month}::int
      for update`)
    const used = Number(current.rows[0]?.used ?? 0)
    const granted = Math.max(0, Math.min(amount, limit - used))
    if (granted > 0) {
      await tx.execute(sql`
        update monthly_usage set ${column} = ${column} + ${granted}::int, updated_at = now()
        where user_id = ${userId}::uuid and year = ${year}::int and month = ${month}::int`)
    }
    return granted
  })
}
