/**
 * The only way ingestion talks to a remote site. Each hop of a request passes, in order: the
 * SSRF guard, the domain's terms-of-service record, robots.txt (RFC 9309), the source's
 * shared quota, the host's crawl-delay; then one GET (or a form POST: an ASP.NET postback) with a
 * deadline and a size cap. Redirects are followed by hand (at most 5), each hop checked again; a
 * POST's redirect is followed with a GET, as browsers do. Every decision is
 * written to `compliance_audits`. Nothing throws: the result says what happened.
 */
import type { Db } from '../../../db/client'
import { type AddressGuardOptions, guardUrl } from '../../../lib/address-guard'
import { sendGuarded } from '../../../lib/guarded-http'
import { type AuditEntry, writeAudit } from './compliance-audit'
import { type CookieJar, cookieHeaderFor, storeSetCookies } from './cookie-jar'
import { decodeBody, parseRetryAfter } from './http-response'
import {
  awaitCrawlDelay,
  crawlDelayServed,
  type PacingContext,
  takeRateLimitSlot,
} from './request-pacing'
import { checkRobots } from './robots-policy'
import { tosVerdict } from './tos-policy'

/** Why a polite fetch did not return a page. */
type PoliteFetchOutcome =
  | 'blocked_robots'
  | 'blocked_tos'
  | 'blocked_address'
  | 'rate_limited'
  | 'robots_unreachable'
  | 'http_error'
  | 'timeout'
  | 'too_large'

/** A page (2xx, after redirects), or the refusal or failure with its reason. */
export type PoliteFetchResult =
  | {
      ok: true
      status: number
      body: string
      /** The body's bytes as received (an image, a binary file). */
      bytes: Buffer
      finalUrl: string
      contentType: string | null
    }
  | {
      ok: false
      outcome: PoliteFetchOutcome
      message: string
      /** The HTTP status, for http_error and too_large. */
      status?: number
      /** How long to wait before asking again (rate limits, Retry-After on 429/503). */
      retryAfterMs?: number
      url: string
    }

/** One request: whose it is (source, session, user agent), where to, and its limits. */
export interface PoliteFetchOptions {
  db: Db
  sourceId: string
  url: string
  /** 'ProductBot/1.0 (+https://contact)': robots.txt groups are matched on its first word. */
  userAgent: string
  sessionId?: string | null
  /** Extra request headers (e.g. X-App-Token); never written to the audit trail. */
  headers?: Record<string, string>
  /** A run's session cookies: sent with each hop to their host, updated from Set-Cookie. */
  cookies?: CookieJar
  /** Hosts or addresses allowed although private (tests on loopback). */
  allowHosts?: readonly string[]
  /** DNS resolution override (tests). */
  resolve?: AddressGuardOptions['resolve']
  /** Deadline of each hop, connection to last byte (default 20 s). */
  timeoutMs?: number
  /** Largest body accepted (default 5 MiB). */
  maxBytes?: number
  /** How long to wait for a quota window or crawl-delay before refusing (default 0). */
  maxWaitMs?: number
  /** How long an unreachable robots.txt closes its host (default 10 min). */
  robotsErrorTtlMs?: number
  /** What the fetch itself is audited as: 'scraping' (default) or 'image_collection'. */
  activity?: 'scraping' | 'image_collection'
  /** The Accept header (default: HTML, then JSON, then anything). */
  accept?: string
  /** Form fields to POST (application/x-www-form-urlencoded) instead of a GET. */
  form?: Record<string, string>
}

/** Deadline of one hop unless the caller sets `timeoutMs`. */
const DEFAULT_TIMEOUT_MS = 20_000
/** Largest body unless the caller sets `maxBytes`. */
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024
const MAX_REDIRECTS = 5

type Failure = Extract<PoliteFetchResult, { ok: false }>

/** Fetches a URL politely; see the file comment for the checks on each hop. */
export async function politeFetch(options: PoliteFetchOptions): Promise<PoliteFetchResult> {
  const { db, userAgent } = options
  const activity = options.activity ?? 'scraping'
  const guard: AddressGuardOptions = { allowHosts: options.allowHosts, resolve: options.resolve }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const deadline = Date.now() + (options.maxWaitMs ?? 0)
  let url: URL
  try {
    url = new URL(options.url)
  } catch {
    const message = `not a valid URL: ${options.url}`
    await writeAudit(db, {
      activityType: activity,
      status: 'blocked',
      domain: '(invalid url)',
      requestUrl: options.url.slice(0, 2000),
      reason: message,
      userAgent,
      sourceId: options.sourceId,
      sessionId: options.sessionId,
    })
    return refuse('blocked_address', options.url, message)
  }
  // The form goes with the first hop only: a redirect after a POST is followed with a GET.
  let form = options.form ? new URLSearchParams(options.form).toString() : undefined
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const domain = url.hostname.toLowerCase()
    const audit = (entry: Omit<AuditEntry, 'domain' | 'requestUrl' | 'userAgent'>) =>
      writeAudit(db, {
        domain,
        requestUrl: url.toString(),
        userAgent,
        sourceId: options.sourceId,
        sessionId: options.sessionId,
        ...entry,
      })

    const guarded = await guardUrl(url, guard)
    if (!guarded.ok) {
      await audit({ activityType: activity, status: 'blocked', reason: guarded.message })
      return refuse('blocked_address', url, guarded.message)
    }

    const tos = await tosVerdict(db, domain)
    if (!tos.allowed) {
      await audit({ activityType: 'tos_check', status: 'blocked', reason: tos.reason })
      return refuse('blocked_tos', url, tos.reason)
    }
    await audit({
      activityType: 'tos_check',
      status: tos.reviewDue ? 'warning' : 'allowed',
      reason: tos.reviewDue
        ? 'reviewed, but the review is due again'
        : 'reviewed: collection allowed',
      complianceRules: { tosUrl: tos.row.tosUrl, complianceStatus: tos.row.complianceStatus },
    })

    const robots = await checkRobots({
      db,
      url,
      userAgent,
      guard,
      timeoutMs,
      sourceId: options.sourceId,
      sessionId: options.sessionId,
      errorTtlMs: options.robotsErrorTtlMs,
    })
    if (robots.kind === 'unreachable') return refuse('robots_unreachable', url, robots.message)
    if (robots.kind === 'disallowed') {
      return refuse('blocked_robots', url, `robots.txt disallows ${url.pathname} (${robots.rule})`)
    }

    const pacing: PacingContext = { ...options, url, deadline }
    const slot = await takeRateLimitSlot(pacing)
    if (!slot.ok) return refuse('rate_limited', url, slot.message, slot.retryAfterMs)
    const spacing = await awaitCrawlDelay(pacing, robots.crawlDelaySeconds)
    if (!spacing.ok) return refuse('rate_limited', url, spacing.message, spacing.retryAfterMs)

    const cookie = options.cookies ? cookieHeaderFor(options.cookies, url) : null
    const method = form === undefined ? 'GET' : 'POST'
    const response = await sendGuarded({
      target: guarded.target,
      method,
      headers: {
        accept: options.accept ?? 'text/html,application/json;q=0.9,*/*;q=0.8',
        ...options.headers,
        ...(cookie ? { cookie } : {}),
        'user-agent': userAgent,
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form,
      timeoutMs,
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    })
    await crawlDelayServed(pacing, robots.crawlDelaySeconds)
    if (response.kind !== 'response') {
      await audit({ activityType: activity, status: 'error', reason: response.message })
      if (response.kind === 'timeout') return refuse('timeout', url, response.message)
      if (response.kind === 'too_large') {
        return { ...refuse('too_large', url, response.message), status: response.status }
      }
      return refuse('http_error', url, `request failed: ${response.message}`)
    }

    const { status, headers } = response
    if (options.cookies) storeSetCookies(options.cookies, url, headers['set-cookie'])
    if (status >= 300 && status < 400 && headers.location) {
      const next = new URL(headers.location, url)
      await audit({
        activityType: activity,
        status: 'allowed',
        responseCode: status,
        reason: `${method === 'GET' ? 'redirect' : 'POST redirected'} to ${next.toString()}`,
      })
      url = next
      form = undefined
      continue
    }
    if (status >= 200 && status < 300) {
      await audit({
        activityType: activity,
        status: 'allowed',
        responseCode: status,
        reason: method === 'GET' ? 'fetched' : 'fetched (form POST)',
      })
      return {
        ok: true,
        status,
        body: decodeBody(response.body, headers['content-type']),
        bytes: response.body,
        finalUrl: url.toString(),
        contentType: headers['content-type'] ?? null,
      }
    }
    const retryAfterMs =
      status === 429 || status === 503
        ? (parseRetryAfter(headers['retry-after']) ?? undefined)
        : undefined
    const message = `${url.toString()} answered ${status}`
    await audit({
      activityType: activity,
      status: status === 429 || status === 503 ? 'warning' : 'error',
      responseCode: status,
      reason: retryAfterMs === undefined ? message : `${message}, retry after ${retryAfterMs} ms`,
    })
    return { ...refuse('http_error', url, message, retryAfterMs), status }
  }
  return refuse('http_error', url, `more than ${MAX_REDIRECTS} redirects`)
}

function refuse(
  outcome: PoliteFetchOutcome,
  url: URL | string,
  message: string,
  retryAfterMs?: number,
): Failure {
  const failure: Failure = { ok: false, outcome, message, url: url.toString() }
  if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs
  return failure
}
