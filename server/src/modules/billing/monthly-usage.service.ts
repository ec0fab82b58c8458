/**
 * The monthly quotas (issue 6): counters consumed atomically in SQL so parallel requests cannot
 * overspend, given back when the work was not delivered, and read for the usage report.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { monthlyUsage, type monthlyUsageCounties } from '../../db/schema'

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

/** The calendar month (UTC) usage is counted in. */
export function usagePeriod(now = new Date()): { year: number; month: number } {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }
}

/** A user's rows of one month, in the counters or in the counties searched. */
export function usageInPeriod(
  table: typeof monthlyUsage | typeof monthlyUsageCounties,
  userId: string,
  period: { year: number; month: number },
): SQL {
  return and(eq(table.userId, userId), eq(table.year, period.year), eq(table.month, period.month))!
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
  const { userId, counter, limit, amount = 1, now = new Date() } = options
  const { year, month } = usagePeriod(now)
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
  const used = await monthlyUsageOf(db, { userId, counter, now })
  return { ok: false, used, limit: cap }
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
  const column = sql.identifier(COLUMNS[options.counter])
  const [row] = await db
    .select({ used: sql<number>`${column}` })
    .from(monthlyUsage)
    .where(usageInPeriod(monthlyUsage, options.userId, usagePeriod(options.now)))
  return Number(row?.used ?? 0)
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
  const result = await db.execute<{ granted: number }>(sql`
    select billing_grant_usage(${options.userId}::uuid, ${year}::int, ${month}::int,
      ${COLUMNS[options.counter]}::text, ${options.limit}::int, ${options.amount}::int) as granted`)
  return Number(result.rows[0]?.granted ?? 0)
}
