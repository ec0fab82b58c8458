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

/** Seconds until a window that ends at `expiresAt` resets (for Retry-After), at least 1. */
const retryAfter = (expiresAt: string | Date) =>
  Math.max(1, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000))

/** Counts one hit in the bucket and says whether it is within the limit. */
export async function hitThrottle(db: Db, rule: ThrottleRule): Promise<ThrottleVerdict> {
  const result = await db.execute<{ hits: number; expires_at: Date }>(sql`
    select t.hits, t.expires_at from throttle_hit(${rule.bucket}, ${rule.windowMs / 1000}::float8) t`)
  const row = result.rows[0]
  const hits = Number(row?.hits ?? 0)
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: retryAfter(row?.expires_at ?? new Date()),
  }
}

/** The outcome of hitThrottleChain: the first rule that refused (by index), or null. */
export interface ThrottleChainVerdict {
  refusedAt: number | null
  refusal: ThrottleVerdict | null
  /** Each counted step's hits after this one, by index (a step not counted is absent). */
  hits?: readonly (number | undefined)[]
}

/**
 * The CTEs `step0`, `step1`... of a chain, one row each with the column `hit` (the bucket's row
 * after the hit, or null when not counted): rule i is counted only when every earlier rule
 * allowed the hit, as sequential hitThrottle calls stopping at the first refusal would. CASE
 * calls throttle_hit only when its condition holds, and a CTE that calls a volatile function is
 * evaluated once, in the order the steps reference each other.
 */
function chainStepsSql(rules: readonly ThrottleRule[]): SQL {
  const steps = rules.map((rule, index) => {
    const hit = sql`throttle_hit(${rule.bucket}::text, ${rule.windowMs / 1000}::float8)`
    if (index === 0) {
      return sql`step0 as (select ${hit} as hit
        from (select set_config('synchronous_commit', 'off', true)) as async_commit)`
    }
    const previous = sql.identifier(`step${index - 1}`)
    const limit = rules[index - 1]?.limit ?? 0
    return sql`${sql.identifier(`step${index}`)} as (select case
        when (p.hit).hits <= ${limit}::int then ${hit} end as hit from ${previous} p)`
  })
  return sql.join(steps, sql`, `)
}

/** The steps' counts as rows (step, hits, expires_at); a step not counted has none. */
function chainRowsSql(rules: readonly ThrottleRule[]): SQL {
  const rows = rules.map(
    (_, index) =>
      sql`select ${index}::int as step, (s.hit).hits as hits, (s.hit).expires_at as expires_at
        from ${sql.identifier(`step${index}`)} s where s.hit is not null`,
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
      return {
        hits: hitsByStep,
        refusedAt: row.step,
        refusal: { allowed: false, hits, retryAfterSeconds: retryAfter(row.expires_at) },
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

/**
 * Takes back one hit of a live bucket, for a request its rule refused: a quota then counts what
 * it served, not what it turned away (issue 31: a key showed 100 used of 50). Parallel refusals
 * each take back their own hit, so the count ends at the limit.
 */
export async function undoThrottleHit(db: Db, bucket: string): Promise<void> {
  await db.execute(sql`
    update request_throttles set hits = greatest(hits - 1, 0)
    where bucket = ${bucket} and expires_at > now()`)
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
export async function resetThrottlesWithPrefix(db: DbOrTransaction, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  await db.delete(requestThrottles).where(like(requestThrottles.bucket, pattern))
}

/** A database handle or an open transaction (the caller's, e.g. an account's deletion). */
type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Forgets every bucket counted for one of `subjects` (a user id, an e-mail address): the buckets
 * whose last `:`-separated part is the subject ('search:day:2026-01-02:<user id>',
 * 'reset-request:email:<address>'), as a deleted account's are. How many went.
 */
export async function resetThrottlesNaming(
  db: DbOrTransaction,
  subjects: readonly string[],
): Promise<number> {
  if (subjects.length === 0) return 0
  const deleted = await db
    .delete(requestThrottles)
    .where(inArray(sql`regexp_replace(${requestThrottles.bucket}, '^.*:', '')`, [...subjects]))
  return deleted.rowCount ?? 0
}

/**
 * The current hits and window end of live buckets (an expired or unknown bucket is absent): what
 * a limit has used, and when it resets (a campaign held by its sender's limit says when).
 */
export async function readThrottleWindows(
  db: Db,
  buckets: readonly string[],
): Promise<Map<string, { hits: number; expiresAt: Date }>> {
  if (buckets.length === 0) return new Map()
  const rows = await db
    .select({
      bucket: requestThrottles.bucket,
      hits: requestThrottles.hits,
      expiresAt: requestThrottles.expiresAt,
    })
    .from(requestThrottles)
    .where(
      and(
        inArray(requestThrottles.bucket, [...buckets]),
        gt(requestThrottles.expiresAt, sql`now()`),
      ),
    )
  return new Map(
    rows.map((row) => [row.bucket, { hits: row.hits, expiresAt: new Date(row.expiresAt) }]),
  )
}

/** The current hits of live buckets (an expired or unknown bucket is absent), for showing use. */
export async function readThrottleHits(
  db: Db,
  buckets: readonly string[],
): Promise<Map<string, number>> {
  const windows = await readThrottleWindows(db, buckets)
  return new Map([...windows].map(([bucket, window]) => [bucket, window.hits]))
}

/** Deletes the counters whose window ended before `now`; how many. Running it twice deletes nothing more. */
export async function purgeExpiredThrottles(db: Db, now = new Date()): Promise<number> {
  const purged = await db.delete(requestThrottles).where(lt(requestThrottles.expiresAt, now))
  return purged.rowCount ?? 0
}
