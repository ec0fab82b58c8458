/**
 * The 90-day cache of bought traces (person_trace_cache), one row per user and person asked for
 * (normalised first and last name at the property's street and ZIP). A trace first claims the
 * row ('pending', stamped with its claim time); only the claimer buys, so two parallel traces of
 * the same person buy it once: the other waits for the claimer's answer. A claim left by a
 * process that died is taken over after two minutes.
 */
import { CONTACTS } from '@common/limits'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { personTraceCache, type TracedPerson } from '../../../db/schema'
import type { TraceAddress } from '../providers/contact-providers'
import type { Defendant } from './defendants'

const CLAIM_TIMEOUT = sql`interval '2 minutes'`
const FRESH = sql.raw(`interval '${CONTACTS.personCacheDays} days'`)

export interface CachedTrace {
  status: 'matched' | 'unmatched'
  persons: TracedPerson[]
  source: string | null
  simulated: boolean
  fetchedAt: Date
}

/** 'jane doe|123 main|45202': who was asked for, where. */
export function traceCacheKey(defendant: Defendant, property: TraceAddress): string {
  const street = property.street
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return `${defendant.first} ${defendant.last}|${street}|${property.zip ?? (property.city ?? '').toLowerCase()}`
}

/**
 * Claims the row for buying; the claim's time is its token (null: another trace holds a live
 * claim, or a fresh matched answer is there). One statement.
 */
export async function claimTrace(db: Db, userId: string, cacheKey: string): Promise<string | null> {
  const result = await db.execute<{ claimed_at: string }>(sql`
    insert into person_trace_cache (user_id, cache_key, status, claimed_at)
    values (${userId}::uuid, ${cacheKey}, 'pending', clock_timestamp())
    on conflict (user_id, cache_key) do update
      set status = 'pending', claimed_at = clock_timestamp(), persons = '[]'::jsonb, fetched_at = null
      where person_trace_cache.status = 'unmatched'
         or (person_trace_cache.status = 'matched' and person_trace_cache.fetched_at <= now() - ${FRESH})
         or (person_trace_cache.status = 'pending' and person_trace_cache.claimed_at < now() - ${CLAIM_TIMEOUT})
    returning to_char(claimed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as claimed_at`)
  // PostgreSQL's own microseconds, compared as text: a JS Date would round them away.
  return result.rows[0]?.claimed_at ?? null
}

/** Writes the claimer's answer (only while its claim stands). */
export async function settleTrace(
  db: Db,
  options: {
    userId: string
    cacheKey: string
    claim: string
    status: 'matched' | 'unmatched'
    persons: TracedPerson[]
    source: string
    simulated: boolean
  },
): Promise<void> {
  await db.execute(sql`
    update person_trace_cache
    set status = ${options.status}, persons = ${JSON.stringify(options.persons)}::jsonb,
        source = ${options.source}, simulated = ${options.simulated}, fetched_at = now()
    where user_id = ${options.userId}::uuid and cache_key = ${options.cacheKey}
      and status = 'pending'
      and claimed_at = ${options.claim}::timestamptz`)
}

/** Gives a claim up (the provider failed, or the allowance was spent): another trace may buy. */
export async function releaseTrace(
  db: Db,
  userId: string,
  cacheKey: string,
  claim: string,
): Promise<void> {
  await db.execute(sql`
    delete from person_trace_cache
    where user_id = ${userId}::uuid and cache_key = ${cacheKey} and status = 'pending'
      and claimed_at = ${claim}::timestamptz`)
}

/** Waits (polling) for another trace's claim on the row to settle; null if it does not in time. */
export async function awaitTrace(
  db: Db,
  userId: string,
  cacheKey: string,
  timeoutMs = 20_000,
): Promise<CachedTrace | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await db
      .select()
      .from(personTraceCache)
      .where(and(eq(personTraceCache.userId, userId), eq(personTraceCache.cacheKey, cacheKey)))
    if (!row) return null
    if (row.status !== 'pending' && row.fetchedAt) {
      return {
        status: row.status as CachedTrace['status'],
        persons: row.persons,
        source: row.source,
        simulated: row.simulated,
        fetchedAt: row.fetchedAt,
      }
    }
    if (Date.now() >= deadline) return null
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
