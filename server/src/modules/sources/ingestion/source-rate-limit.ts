/**
 * Per-source request quotas in `rate_limits` (one row per source and window: minute, hour,
 * day). One SQL statement locks the source's rows, rolls over finished windows and counts the
 * request only when every window still has room, so any number of workers on one database
 * share the quota without overspending it.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { rateLimits } from '../../../db/schema'

export type RateWindow = 'minute' | 'hour' | 'day'

/** Whether the request was counted, or how long until the full window rolls over. */
export type RateVerdict =
  | { allowed: true; limited: boolean }
  | { allowed: false; retryAfterMs: number; window: string; quota: number }

/**
 * Counts one request against every window of the source, all or nothing. A source without
 * rows is unlimited (`limited: false`); a refusal says how long until the fullest window
 * rolls over.
 */
export async function consumeSourceRateLimit(db: Db, sourceId: string): Promise<RateVerdict> {
  const result = await db.execute<{
    allowed: boolean
    windows: number
    wait_ms: number | null
    full_window: string | null
    full_quota: number | null
  }>(sql`
    with locked as (
      select id, "window", quota, current_count, window_start,
        case "window" when 'minute' then interval '1 minute'
                      when 'hour' then interval '1 hour'
                      else interval '1 day' end as step
      from rate_limits
      where source_id = ${sourceId}
      for update
    ), fresh as (
      select id, "window", quota, step,
        case when window_start + step <= now() then now() else window_start end as start,
        case when window_start + step <= now() then 0 else current_count end as used
      from locked
    ), verdict as (
      select coalesce(bool_and(used < quota), true) as allowed, count(*)::int as windows
      from fresh
    ), counted as (
      update rate_limits r
      set current_count = f.used + 1, window_start = f.start, last_request = now()
      from fresh f, verdict v
      where r.id = f.id and v.allowed
      returning r.id
    ), blocking as (
      select "window", quota, start + step - now() as remaining
      from fresh where used >= quota
      order by remaining desc limit 1
    )
    select v.allowed, v.windows,
      (select ceil(extract(epoch from remaining) * 1000)::int from blocking) as wait_ms,
      (select "window" from blocking) as full_window,
      (select quota from blocking) as full_quota
    from verdict v`)
  const row = result.rows[0]
  if (!row || row.allowed) return { allowed: true, limited: (row?.windows ?? 0) > 0 }
  return {
    allowed: false,
    retryAfterMs: Math.max(1, Number(row.wait_ms ?? 1000)),
    window: row.full_window ?? 'minute',
    quota: Number(row.full_quota ?? 0),
  }
}

/** Sets (or changes) a source's quota for one window; the current count is kept. */
export async function setSourceRateLimit(
  db: Db,
  sourceId: string,
  window: RateWindow,
  quota: number,
): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ sourceId, window, quota })
    .onConflictDoUpdate({ target: [rateLimits.sourceId, rateLimits.window], set: { quota } })
}
