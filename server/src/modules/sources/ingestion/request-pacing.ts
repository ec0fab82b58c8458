/**
 * Waiting rules shared by every worker before a request leaves: the source's quota in
 * `rate_limits` and the host's robots.txt crawl-delay. Both are kept in the database, so
 * two workers on two machines pace themselves together. A wait longer than the caller allows
 * becomes a refusal with the time to wait.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../../../db/client'
import { hitThrottle, restartThrottleWindow, type ThrottleRule } from '../../throttle'
import { writeAudit } from './compliance-audit'
import { consumeSourceRateLimit } from './source-rate-limit'

export interface PacingContext {
  db: Db
  sourceId: string
  sessionId?: string | null
  url: URL
  userAgent: string
  /** Epoch ms after which the caller no longer waits. */
  deadline: number
}

export type PacingVerdict =
  | { ok: true; waitedMs: number }
  | { ok: false; retryAfterMs: number; message: string }

/** Takes one request from the source's quota, waiting for a window to roll over if allowed. */
export async function takeRateLimitSlot(context: PacingContext): Promise<PacingVerdict> {
  const started = Date.now()
  const audit = {
    activityType: 'rate_limit' as const,
    domain: context.url.hostname.toLowerCase(),
    requestUrl: context.url.toString(),
    userAgent: context.userAgent,
    sourceId: context.sourceId,
    sessionId: context.sessionId,
  }
  for (;;) {
    const verdict = await consumeSourceRateLimit(context.db, context.sourceId)
    if (verdict.allowed) {
      const waitedMs = Date.now() - started
      await writeAudit(context.db, {
        ...audit,
        status: 'allowed',
        reason: verdict.limited ? 'within the source quota' : 'no quota configured for the source',
        metadata: waitedMs > 0 ? { waitedMs } : null,
      })
      return { ok: true, waitedMs }
    }
    if (Date.now() + verdict.retryAfterMs > context.deadline) {
      const message = `source quota of ${verdict.quota} per ${verdict.window} used up`
      await writeAudit(context.db, {
        ...audit,
        status: 'blocked',
        reason: message,
        complianceRules: { window: verdict.window, quota: verdict.quota },
        metadata: { retryAfterMs: verdict.retryAfterMs },
      })
      return { ok: false, retryAfterMs: verdict.retryAfterMs, message }
    }
    await sleep(verdict.retryAfterMs)
  }
}

/** The one-request window per host that keeps requests `crawlDelaySeconds` apart. */
const crawlDelayRule = (url: URL, crawlDelaySeconds: number): ThrottleRule => ({
  bucket: `crawl-delay:${url.host.toLowerCase()}`,
  limit: 1,
  windowMs: crawlDelaySeconds * 1000,
})

/**
 * Keeps requests to one host at least `crawlDelaySeconds` apart across all workers: a
 * one-request window per host in the shared throttle table, taken before the request and
 * restarted once it is answered (crawlDelayServed), so the next request waits the delay after
 * this one's answer, however long it took to leave.
 */
export async function awaitCrawlDelay(
  context: PacingContext,
  crawlDelaySeconds: number | null,
): Promise<PacingVerdict> {
  if (!crawlDelaySeconds || crawlDelaySeconds <= 0) return { ok: true, waitedMs: 0 }
  const started = Date.now()
  const rule = crawlDelayRule(context.url, crawlDelaySeconds)
  for (;;) {
    const verdict = await hitThrottle(context.db, rule)
    if (verdict.allowed) return { ok: true, waitedMs: Date.now() - started }
    const waitMs = verdict.retryAfterSeconds * 1000
    if (Date.now() + waitMs > context.deadline) {
      const message = `robots.txt asks for ${crawlDelaySeconds} s between requests`
      await writeAudit(context.db, {
        activityType: 'rate_limit',
        status: 'blocked',
        domain: context.url.hostname.toLowerCase(),
        reason: message,
        requestUrl: context.url.toString(),
        userAgent: context.userAgent,
        sourceId: context.sourceId,
        sessionId: context.sessionId,
        complianceRules: { crawlDelay: crawlDelaySeconds },
      })
      return { ok: false, retryAfterMs: waitMs, message }
    }
    await sleep(Math.min(waitMs, 250 + Math.random() * 250))
  }
}

/** After a request paced by awaitCrawlDelay was answered (or failed): its delay starts now. */
export async function crawlDelayServed(
  context: Pick<PacingContext, 'db' | 'url'>,
  crawlDelaySeconds: number | null,
): Promise<void> {
  if (!crawlDelaySeconds || crawlDelaySeconds <= 0) return
  await restartThrottleWindow(context.db, crawlDelayRule(context.url, crawlDelaySeconds))
}
