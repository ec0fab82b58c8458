/**
 * Fixed-window request throttles kept in PostgreSQL, so every server process shares the
 * count. One upsert both counts the hit and reads the total, so parallel requests cannot slip
 * past the limit.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { requestThrottles } from '../../db/schema'

export interface ThrottleRule {
  /** e.g. 'login:ip:127.0.0.1' */
  bucket: string
  limit: number
  windowMs: number
}

export interface ThrottleVerdict {
  allowed: boolean
  hits: number
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number
}

/** Counts one hit in the bucket and says whether it is within the limit. */
export async function hitThrottle(db: Db, rule: ThrottleRule): Promise<ThrottleVerdict> {
  const windowSeconds = rule.windowMs / 1000
  const result = await db.execute<{ hits: number; expires_at: Date }>(sql`
    insert into request_throttles (bucket, hits, window_started_at, expires_at)
    values (${rule.bucket}, 1, now(), now() + make_interval(secs => ${windowSeconds}))
    on conflict (bucket) do update set
      hits = case when request_throttles.expires_at <= now() then 1 else request_throttles.hits + 1 end,
      window_started_at = case when request_throttles.expires_at <= now() then now() else request_throttles.window_started_at end,
      expires_at = case when request_throttles.expires_at <= now() then now() + make_interval(secs => ${windowSeconds}) else request_throttles.expires_at end
    returning hits, expires_at`)
  const row = result.rows[0]
  const hits = Number(row?.hits ?? 0)
  const expiresAt = row?.expires_at ? new Date(row.expires_at) : new Date()
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)),
  }
}

/** Hits every rule (all are counted) and returns the first refusal, or null when all allow. */
export async function hitThrottles(
  db: Db,
  rules: readonly ThrottleRule[],
): Promise<ThrottleVerdict | null> {
  let refusal: ThrottleVerdict | null = null
  for (const rule of rules) {
    const verdict = await hitThrottle(db, rule)
    if (!verdict.allowed && !refusal) refusal = verdict
  }
  return refusal
}

/** Forgets a bucket, e.g. a successful login clears that account's failed attempts. */
export async function resetThrottle(db: Db, bucket: string): Promise<void> {
  await db.delete(requestThrottles).where(eq(requestThrottles.bucket, bucket))
}
