/**
 * The contacts module's part of the analytics dashboard (docs/decisions/0034): the user's skip
 * traces in a date range, how many found someone (the hit rate), and what they cost. A trace is
 * paid for in the plan's monthly allowance (a matched trace that was not a cache hit; an unmatched
 * one is given back: 0023), and the provider is paid per answer bought (the person cache's rows,
 * simulated answers counted apart).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'

export interface SkipTraceAnalytics {
  traced: number
  matched: number
  hitRate: number | null
  purchases: number
  simulatedPurchases: number
  allowanceSpent: number
}

/** Counts of this user's own traces and purchases, in one statement. */
export async function skipTraceAnalytics(
  db: Db,
  query: { userId: string; from: string; to: string },
): Promise<SkipTraceAnalytics> {
  const start = sql`${query.from}::timestamp at time zone 'UTC'`
  const end = sql`(${query.to}::date + 1)::timestamp at time zone 'UTC'`
  const { rows } = await db.execute<{
    traced: number
    matched: number
    unmatched: number
    spent: number
    purchases: number
    simulated: number
  }>(sql`select t.traced, t.matched, t.unmatched, t.spent, p.purchases, p.simulated
    from (select count(*)::int as traced,
                 count(*) filter (where status = 'matched')::int as matched,
                 count(*) filter (where status = 'unmatched')::int as unmatched,
                 count(*) filter (where status = 'matched' and not from_cache)::int as spent
          from defendant_traces
          where user_id = ${query.userId}::uuid and traced_at >= ${start} and traced_at < ${end}) t,
         (select count(*)::int as purchases, count(*) filter (where simulated)::int as simulated
          from person_trace_cache
          where user_id = ${query.userId}::uuid and status <> 'pending'
            and fetched_at >= ${start} and fetched_at < ${end}) p`)
  const row = rows[0]
  const matched = Number(row?.matched ?? 0)
  const decided = matched + Number(row?.unmatched ?? 0)
  return {
    traced: Number(row?.traced ?? 0),
    matched,
    hitRate: decided === 0 ? null : matched / decided,
    purchases: Number(row?.purchases ?? 0),
    simulatedPurchases: Number(row?.simulated ?? 0),
    allowanceSpent: Number(row?.spent ?? 0),
  }
}
