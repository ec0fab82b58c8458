/**
 * robots.txt of a host as ingestion obeys it (RFC 9309), the policy layer over robots-parser
 * (robots-txt.ts reads the rules): fetched through the SSRF guard,
 * redirects followed up to 5 hops, cached in `robots_cache` for at most 24 hours. A 4xx
 * answer means everything is allowed; a 5xx answer, a 429 or a network failure means nothing
 * is fetched from the host, remembered for a short time so the host is not hammered.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type RobotsCacheEntry, robotsCache } from '../../../db/schema'
import { type AddressGuardOptions, guardUrl } from '../../../lib/address-guard'
import { sendGuarded } from '../../../lib/guarded-http'
import { writeAudit } from './compliance-audit'
import { decodeBody } from './http-response'
import { decidingRule, policyFor, ROBOTS_MAX_BYTES, robotsVerdict } from './robots-txt'

/** RFC 9309: a cached robots.txt should not be used for more than 24 hours. */
export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000
/** How long an unreachable robots.txt keeps its host closed before it is tried again. */
const ROBOTS_ERROR_TTL_MS = 10 * 60 * 1000
const MAX_REDIRECTS = 5

/** The URL to check for one user agent, and how robots.txt itself may be fetched. */
export interface RobotsCheck {
  db: Db
  url: URL
  userAgent: string
  guard: AddressGuardOptions
  timeoutMs: number
  sourceId?: string | null
  sessionId?: string | null
  errorTtlMs?: number
}

/** What robots.txt says about the URL (with the crawl-delay to keep), or that it is unreachable. */
export type RobotsDecision =
  | { kind: 'allowed'; crawlDelaySeconds: number | null }
  | { kind: 'disallowed'; rule: string }
  | { kind: 'unreachable'; message: string }

type RobotsDownload =
  | { kind: 'content'; status: number; content: string }
  | { kind: 'unavailable'; status: number | null; message: string }
  | { kind: 'unreachable'; status: number | null; message: string }

/** Fetches /robots.txt of the URL's origin, following redirects through the guard. */
async function downloadRobots(check: RobotsCheck): Promise<RobotsDownload> {
  let url = new URL('/robots.txt', check.url.origin)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const guarded = await guardUrl(url, check.guard)
    if (!guarded.ok) return { kind: 'unreachable', status: null, message: guarded.message }
    const response = await sendGuarded({
      target: guarded.target,
      headers: { 'user-agent': check.userAgent, accept: 'text/plain' },
      timeoutMs: check.timeoutMs,
      maxBytes: ROBOTS_MAX_BYTES,
      overflow: 'truncate',
    })
    if (response.kind !== 'response') {
      return { kind: 'unreachable', status: null, message: response.message }
    }
    const { status, headers } = response
    if (status >= 300 && status < 400) {
      if (!headers.location)
        return { kind: 'unavailable', status, message: 'redirect without Location' }
      url = new URL(headers.location, url)
      continue
    }
    if (status >= 200 && status < 300) {
      return {
        kind: 'content',
        status,
        content: decodeBody(response.body, headers['content-type']),
      }
    }
    if (status >= 400 && status < 500 && status !== 429) {
      return { kind: 'unavailable', status, message: `robots.txt answered ${status}` }
    }
    return { kind: 'unreachable', status, message: `robots.txt answered ${status}` }
  }
  return { kind: 'unavailable', status: null, message: `more than ${MAX_REDIRECTS} redirects` }
}

/** Downloads robots.txt, stores the outcome in the cache and audits the download. */
async function refreshRobots(check: RobotsCheck, domain: string): Promise<RobotsCacheEntry> {
  const download = await downloadRobots(check)
  const now = Date.now()
  const reachable = download.kind !== 'unreachable'
  const content = download.kind === 'content' ? download.content : ''
  const policy = policyFor(content, check.userAgent)
  const values = {
    robotsContent: reachable ? content : null,
    isAccessible: reachable,
    allowsUserAgent: reachable ? robotsVerdict(policy) : 'disallowed',
    crawlDelay: policy.crawlDelay === null ? null : Math.ceil(policy.crawlDelay),
    nextCheck: new Date(
      now + (reachable ? ROBOTS_TTL_MS : (check.errorTtlMs ?? ROBOTS_ERROR_TTL_MS)),
    ),
    lastError: download.kind === 'content' ? null : download.message,
    updatedAt: new Date(now),
  }
  const [entry] = await check.db
    .insert(robotsCache)
    .values({ domain, ...values, errorCount: reachable ? 0 : 1 })
    .onConflictDoUpdate({
      target: robotsCache.domain,
      set: {
        ...values,
        errorCount: reachable ? 0 : sql`${robotsCache.errorCount} + 1`,
      },
    })
    .returning()
  await writeAudit(check.db, {
    activityType: 'robots_check',
    status: download.kind === 'content' ? 'allowed' : reachable ? 'warning' : 'error',
    domain,
    reason:
      download.kind === 'content'
        ? 'robots.txt fetched'
        : reachable
          ? `${download.message}: everything allowed (RFC 9309)`
          : `${download.message}: nothing is fetched from this host`,
    requestUrl: new URL('/robots.txt', check.url.origin).toString(),
    responseCode: download.status,
    userAgent: check.userAgent,
    sourceId: check.sourceId,
    sessionId: check.sessionId,
    complianceRules: { verdict: values.allowsUserAgent, crawlDelay: policy.crawlDelay },
  })
  return entry!
}

/**
 * Whether robots.txt lets the user agent fetch this URL, using the cached copy while it is
 * fresh. Every decision is audited.
 */
export async function checkRobots(check: RobotsCheck): Promise<RobotsDecision> {
  const domain = check.url.host.toLowerCase()
  let [entry] = await check.db.select().from(robotsCache).where(eq(robotsCache.domain, domain))
  if (!entry?.nextCheck || entry.nextCheck.getTime() <= Date.now()) {
    entry = await refreshRobots(check, domain)
  }
  const audit = {
    activityType: 'robots_check' as const,
    domain,
    requestUrl: check.url.toString(),
    userAgent: check.userAgent,
    sourceId: check.sourceId,
    sessionId: check.sessionId,
  }
  if (!entry.isAccessible) {
    const message = `robots.txt of ${domain} is unreachable (${entry.lastError ?? 'error'})`
    await writeAudit(check.db, { ...audit, status: 'blocked', reason: message })
    return { kind: 'unreachable', message }
  }
  const policy = policyFor(entry.robotsContent ?? '', check.userAgent)
  const rule = decidingRule(policy, check.url.pathname + check.url.search)
  const complianceRules = { rule: rule?.pattern ?? null, crawlDelay: policy.crawlDelay }
  if (rule && !rule.allow) {
    await writeAudit(check.db, {
      ...audit,
      status: 'blocked',
      reason: `disallowed by robots.txt (Disallow: ${rule.pattern})`,
      complianceRules,
    })
    return { kind: 'disallowed', rule: rule.pattern }
  }
  await writeAudit(check.db, {
    ...audit,
    status: 'allowed',
    reason: rule ? `allowed by robots.txt (Allow: ${rule.pattern})` : 'no robots.txt rule applies',
    complianceRules,
  })
  return { kind: 'allowed', crawlDelaySeconds: policy.crawlDelay }
}
