/**
 * Fixed-window request throttles kept in PostgreSQL, so every server process shares the
 * count. One upsert both counts the hit and reads the total, so parallel requests cannot slip
 * past the limit.
 */
import { and, gt, inArray, like, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
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

/** The upsert that counts one hit of `rule` (when `source` yields its row), returning the count. */
function countingSql(rule: ThrottleRule, source: SQL): SQL {
  const windowSeconds = rule.windowMs / 1000
  return sql`insert into request_throttles as rt (bucket, hits, window_started_at, expires_at)
      select ${rule.bucket}::text, 1, now(), now() + make_interval(secs => ${windowSeconds}::float8)
      ${source}
      on conflict (bucket) do update set
        hits = case when rt.expires_at <= now() then 1 else rt.hits + 1 end,
        window_started_at = case when rt.expires_at <= now() then now() else rt.window_started_at end,
        expires_at = case when rt.expires_at <= now() then now() + make_interval(secs => ${windowSeconds}::float8) else rt.expires_at end
      returning hits, expires_at`
}

/** The outcome of hitThrottleChain: the first rule that refused (by index), or null. */
export interface ThrottleChainVerdict {
  refusedAt: number | null
  refusal: ThrottleVerdict | null
  /** Each counted step's hits after this one, by index (a step not counted is absent). */
  hits?: readonly (number | undefined)[]
}

/**
 * The CTEs `step0`, `step1`... of a chain: rule i is counted only when every earlier rule
 * allowed the hit, as sequential hitThrottle calls stopping at the first refusal would.
 */
function chainStepsSql(rules: readonly ThrottleRule[]): SQL {
  const steps = rules.map((rule, index) => {
    const previous = index > 0 ? rules[index - 1] : undefined
    const source =
      index > 0
        ? sql`where (select hits from ${sql.identifier(`step${index - 1}`)}) <= ${previous?.limit ?? 0}::int`
        : sql`from (select set_config('synchronous_commit', 'off', true)) as async_commit where true`
    return sql`${sql.identifier(`step${index}`)} as (${countingSql(rule, source)})`
  })
  return sql.join(steps, sql`, `)
}

/** The steps' counts as rows (step, hits, expires_at). */
function chainRowsSql(rules: readonly ThrottleRule[]): SQL {
  const rows = rules.map(
    (_, index) =>
      sql`select ${index}::int as step, hits, expires_at from ${sql.identifier(`step${index}`)}`,
  )
  return sql.join(rows, sql` union all `)
}

/** The first refusal among a chain's counted steps, or none. */
function chainVerdict(
  rules: readonly ThrottleRule[],
  counted: readonly { step: number; hits: number | string; expires_at: string | Date }[],
): ThrottleChainVerdict {
  const hitsByStep: (number | undefined)[] = rules.map(() => undefined)
  for (const row of counted) hitsByStep[row.step] = Number(row.hits)
  for (const row of [...counted].sort((a, b) => a.step - b.step)) {
    const rule = rules[row.step]
    const hits = Number(row.hits)
    if (rule && hits > rule.limit) {
      const expiresAt = new Date(row.expires_at)
      return {
        hits: hitsByStep,
        refusedAt: row.step,
        refusal: {
          allowed: false,
          hits,
          retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)),
        },
      }
    }
  }
  return { refusedAt: null, refusal: null, hits: hitsByStep }
}

/**
 * Counts a chain of rules in ONE statement (one round trip): rule i is counted only when every
 * earlier rule allowed the hit, as sequential hitThrottle calls stopping at the first refusal
 * would. The commit is asynchronous (synchronous_commit off for this statement only): the
 * counts are visible to every process at once and the row locks serialise parallel hits as
 * before; only a database crash could forget the last fraction of a second of counts, which a
 * rate limit can afford. It saves a WAL flush (1-5 ms here) per statement.
 */
export async function hitThrottleChain(
  db: Db,
  rules: readonly ThrottleRule[],
): Promise<ThrottleChainVerdict> {
  if (rules.length === 0) return { refusedAt: null, refusal: null }
  const counted = await executePrepared<{ step: number; hits: number; expires_at: string }>(
    db,
    sql`with ${chainStepsSql(rules)} ${chainRowsSql(rules)}`,
  )
  return chainVerdict(rules, counted)
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

/**
 * Restarts a live bucket's window from now (never shortens it): a spacing measured from when
 * the work the hit allowed ended, not from the hit (the polite fetcher's crawl-delay, whose
 * request leaves after the hit by a varying time).
 */
export async function restartThrottleWindow(db: Db, rule: ThrottleRule): Promise<void> {
  const windowSeconds = rule.windowMs / 1000
  await db.execute(sql`
    update request_throttles
    set expires_at = greatest(expires_at, now() + make_interval(secs => ${windowSeconds}::float8))
    where bucket = ${rule.bucket} and expires_at > now()`)
}

/** Forgets buckets, e.g. a successful login clears that account's failed attempts. */
export async function resetThrottle(db: Db, bucket: string | readonly string[]): Promise<void> {
  const buckets = typeof bucket === 'string' ? [bucket] : [...bucket]
  if (buckets.length === 0) return
  await db.delete(requestThrottles).where(inArray(requestThrottles.bucket, buckets))
}

/**
 * Forgets every bucket whose name starts with `prefix`, e.g. all of one account's login counts
 * (every address) once its password has been reset. End the prefix with a character the varying
 * part cannot hold, so that one account's prefix is not another's.
 */
export async function resetThrottlesWithPrefix(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  await db.delete(requestThrottles).where(like(requestThrottles.bucket, pattern))
}

/** The current hits of live buckets (an expired or unknown bucket is absent), for showing use. */
export async function readThrottleHits(
  db: Db,
  buckets: readonly string[],
): Promise<Map<string, number>> {
  if (buckets.length === 0) return new Map()
  const rows = await db
    .select({ bucket: requestThrottles.bucket, hits: requestThrottles.hits })
    .from(requestThrottles)
    .where(
      and(
        inArray(requestThrottles.bucket, [...buckets]),
        gt(requestThrottles.expiresAt, sql`now()`),
      ),
    )
  return new Map(rows.map((row) => [row.bucket, row.hits]))
}

/** Deletes the counters whose window ended before `now`; how many. Running it twice deletes nothing more. */
export async function purgeExpiredThrottles(db: Db, now = new Date()): Promise<number> {
  const purged = await db.delete(requestThrottles).where(lt(requestThrottles.expiresAt, now))
  return purged.rowCount ?? 0
}
