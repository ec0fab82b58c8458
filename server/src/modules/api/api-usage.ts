/**
 * Each API key's request counts, kept in PostgreSQL by the throttle module (every process sees
 * them): a per-minute rate limit and a daily quota (UTC day), counted in one statement (the day
 * only when the minute allows). The quota is what X-RateLimit-Limit / -Remaining / -Reset report
 * (Reset in seconds, as the IETF RateLimit drafts count it); the minute limit shows only as a
 * 429 with Retry-After. A request the quota refuses is taken back off the day's count.
 */
import { API_KEY_MESSAGES } from '@common/contracts/api-keys'
import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import { hitThrottleChain, readThrottleHits, type ThrottleRule, undoThrottleHit } from '../throttle'

const DAY_MS = 86_400_000

/** Where the quota headers go: a FastifyReply, or what another transport (MCP) does with them. */
export interface QuotaHeaders {
  header(name: string, value: string): unknown
}

export interface ApiLimits {
  perMinute: number
  perDay: number
}

/** The UTC day's date and when it ends. */
export function quotaDay(now = new Date()): { day: string; resetsAt: Date } {
  const day = now.toISOString().slice(0, 10)
  return { day, resetsAt: new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS) }
}

const dayBucket = (keyId: string, day: string) => `api:day:${day}:${keyId}`

function rules(keyId: string, limits: ApiLimits, now: Date): ThrottleRule[] {
  const { day } = quotaDay(now)
  return [
    { bucket: `api:minute:${keyId}`, limit: limits.perMinute, windowMs: 60_000 },
    { bucket: dayBucket(keyId, day), limit: limits.perDay, windowMs: DAY_MS },
  ]
}

/**
 * Counts one request of the key; sets the quota headers; throws 429 (RATE_LIMITED for the minute,
 * API_QUOTA_EXCEEDED for the day) with Retry-After when over either.
 */
export async function spendApiRequest(
  db: Db,
  reply: QuotaHeaders,
  keyId: string,
  limits: ApiLimits,
): Promise<void> {
  const now = new Date()
  const verdict = await hitThrottleChain(db, rules(keyId, limits, now))
  const { resetsAt } = quotaDay(now)
  const secondsToReset = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000))
  const usedToday = verdict.hits?.[1]
  reply.header('x-ratelimit-limit', String(limits.perDay))
  if (usedToday !== undefined) {
    reply.header('x-ratelimit-remaining', String(Math.max(0, limits.perDay - usedToday)))
  }
  reply.header('x-ratelimit-reset', String(secondsToReset))
  if (verdict.refusedAt === 0) {
    throw AppError.rateLimited(API_KEY_MESSAGES.rateLimited, verdict.refusal?.retryAfterSeconds)
  }
  if (verdict.refusedAt === 1) {
    // A request the quota refused is not one of the day's: the count stays at the quota.
    await undoThrottleHit(db, dayBucket(keyId, quotaDay(now).day))
    const error = new AppError('API_QUOTA_EXCEEDED', API_KEY_MESSAGES.quotaUsed(limits.perDay), 429)
    error.retryAfterSeconds = secondsToReset
    throw error
  }
}

/** Requests each key made today (UTC), for settings. */
export async function usedToday(db: Db, keyIds: readonly string[]): Promise<Map<string, number>> {
  const { day } = quotaDay()
  const hits = await readThrottleHits(
    db,
    keyIds.map((id) => dayBucket(id, day)),
  )
  return new Map(keyIds.map((id) => [id, hits.get(dayBucket(id, day)) ?? 0]))
}
