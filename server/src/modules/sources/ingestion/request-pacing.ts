/**
 * Waiting rules shared by every worker before a request leaves: the source's quota in
 * `rate_limits`, the quota of its host when other sources are on it (`host_rate_limits`), and the
 * host's robots.txt crawl-delay, which holds for every source on the host. Both are kept in the database, so
 * two workers on two machines pace themselves together. A wait longer than the caller allows
 * becomes a refusal with the time to wait.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../../../db/client'
import { hitThrottle, restartThrottleWindow, type ThrottleRule } from '../../throttle'
import { type AuditEntry, writeAudit } from './compliance-audit'
import { consumeRequestQuota, quotaHost, type RequestQuotaVerdict } from './host-rate-limit'

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

/** What a full quota's refusal or wait says, e.g. "host quota of 20 per minute ... used up". */
function quotaFullMessage(
  verdict: Extract<RequestQuotaVerdict, { allowed: false }>,
  host: string,
): string {
  const quota = `quota of ${verdict.quota} per ${verdict.window}`
  if (verdict.scope === 'source') return `source ${quota} used up`
  return `host ${quota} for ${host} used up (shared by ${verdict.sharingSources} sources, the strictest of their quotas)`
}

/** Why a counted request was within its quotas. */
function quotaAllowedReason(verdict: Extract<RequestQuotaVerdict, { allowed: true }>): string {
  const host = `the host quota (shared by ${verdict.sharingSources} sources)`
  if (verdict.sourceLimited && verdict.hostLimited) return `within the source quota and ${host}`
  if (verdict.hostLimited) return `within ${host}; no quota configured for the source`
  return verdict.sourceLimited ? 'within the source quota' : 'no quota configured for the source'
}

/**
 * Takes one request from the source's quota and its host's (host-rate-limit.ts), waiting for a
 * window to roll over if the caller allows it. Every decision is audited: the request counted,
 * each wait (with its length and the quota that made it), or the refusal.
 */
export async function takeRateLimitSlot(context: PacingContext): Promise<PacingVerdict> {
  const started = Date.now()
  const host = quotaHost(context.url)
  const audit = {
    activityType: 'rate_limit' as const,
    domain: context.url.hostname.toLowerCase(),
    requestUrl: context.url.toString(),
    userAgent: context.userAgent,
    sourceId: context.sourceId,
    sessionId: context.sessionId,
  }
  for (;;) {
    const verdict = await consumeRequestQuota(context.db, { sourceId: context.sourceId, host })
    if (verdict.allowed) {
      const waitedMs = Date.now() - started
      await writeAudit(context.db, {
        ...audit,
        status: 'allowed',
        reason: quotaAllowedReason(verdict),
        metadata: waitedMs > 0 ? { waitedMs } : null,
      })
      return { ok: true, waitedMs }
    }
    const message = quotaFullMessage(verdict, host)
    const complianceRules = {
      scope: verdict.scope,
      ...(verdict.scope === 'host' ? { host, sharingSources: verdict.sharingSources } : {}),
      window: verdict.window,
      quota: verdict.quota,
    }
    if (Date.now() + verdict.retryAfterMs > context.deadline) {
      await writeAudit(context.db, {
        ...audit,
        status: 'blocked',
        reason: message,
        complianceRules,
        metadata: { retryAfterMs: verdict.retryAfterMs },
      })
      return { ok: false, retryAfterMs: verdict.retryAfterMs, message }
    }
    await writeAudit(context.db, {
      ...audit,
      status: 'warning',
      reason: `waiting ${verdict.retryAfterMs} ms: ${message}`,
      complianceRules,
      metadata: { waitMs: verdict.retryAfterMs },
    })
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
  const message = `robots.txt asks for ${crawlDelaySeconds} s between requests`
  const audit = (entry: Pick<AuditEntry, 'status' | 'reason' | 'metadata'>) =>
    writeAudit(context.db, {
      activityType: 'rate_limit',
      domain: context.url.hostname.toLowerCase(),
      requestUrl: context.url.toString(),
      userAgent: context.userAgent,
      sourceId: context.sourceId,
      sessionId: context.sessionId,
      complianceRules: { crawlDelay: crawlDelaySeconds, host: quotaHost(context.url) },
      ...entry,
    })
  let waiting = false
  for (;;) {
    const verdict = await hitThrottle(context.db, rule)
    if (verdict.allowed) return { ok: true, waitedMs: Date.now() - started }
    const waitMs = verdict.retryAfterSeconds * 1000
    if (Date.now() + waitMs > context.deadline) {
      await audit({ status: 'blocked', reason: message })
      return { ok: false, retryAfterMs: waitMs, message }
    }
    // One audit row a wait (the checks every quarter second until the slot frees are not new
    // decisions): another request to the host, from any source or worker, went before.
    if (!waiting) {
      waiting = true
      await audit({
        status: 'warning',
        reason: `waiting up to ${waitMs} ms: ${message} (every source on the host)`,
        metadata: { waitMs },
      })
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
