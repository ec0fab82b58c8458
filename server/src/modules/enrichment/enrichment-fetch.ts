/**
 * How enrichment's adapters reach the internet: one GET through records' polite fetcher (SSRF
 * guard, terms review, robots.txt, the source's quota, crawl-delay, audits), answered as JSON or
 * as a failure: its kind (what the user is told) and its technical reason (what is logged).
 */
import type { PoliteFetchResult } from '../sources'
import type { LookupFailure, LookupFailureKind } from './enrichment-failure'

/** One polite GET on behalf of a source (its quota, its audits). */
export type EnrichmentFetch = (request: {
  sourceId: string
  url: string
  headers?: Record<string, string>
}) => Promise<PoliteFetchResult>

export type JsonResult = { ok: true; json: unknown } | LookupFailure

/** What kind of failure a refused or failed fetch is, for the user's sentence. */
function fetchFailureKind(result: Extract<PoliteFetchResult, { ok: false }>): LookupFailureKind {
  switch (result.outcome) {
    case 'blocked_tos':
    case 'blocked_robots':
    case 'blocked_address':
      return 'not_open'
    case 'rate_limited':
      return 'busy'
    case 'too_large':
      return 'unreadable'
    case 'http_error':
      // A 4xx is an answer (to a request it did not like); a 5xx is a site that is down.
      return result.status !== undefined && result.status < 500 ? 'unreadable' : 'unreachable'
    default:
      return 'unreachable'
  }
}

/** Why a refused or failed fetch gave nothing, in technical words for the log. */
function fetchFailureReason(result: Extract<PoliteFetchResult, { ok: false }>): string {
  const host = (() => {
    try {
      return new URL(result.url).host
    } catch {
      return result.url
    }
  })()
  switch (result.outcome) {
    case 'blocked_tos':
      return `${host}: its terms of use have not been reviewed by an operator (npm run enrichment-sources -- review <id> --by <you>), so nothing is fetched from it (${result.message})`
    case 'blocked_robots':
      return `${host}: robots.txt does not allow it (${result.message})`
    case 'robots_unreachable':
      return `${host} could not be reached (${result.message})`
    case 'rate_limited':
      return `${host}: this source's request quota is used up for now; it will be tried again`
    case 'timeout':
      return `${host} did not answer in time`
    case 'http_error':
      return `${host} answered ${result.status ?? 'an error'}: ${result.message}`
    default:
      return `${host}: ${result.message}`
  }
}

/** GETs `url` and parses its body as JSON. */
export async function fetchJson(
  fetch: EnrichmentFetch,
  request: Parameters<EnrichmentFetch>[0],
): Promise<JsonResult> {
  const result = await fetch({
    ...request,
    headers: { accept: 'application/json', ...request.headers },
  })
  if (!result.ok) {
    return { ok: false, kind: fetchFailureKind(result), reason: fetchFailureReason(result) }
  }
  try {
    return { ok: true, json: JSON.parse(result.body) }
  } catch {
    return {
      ok: false,
      kind: 'unreadable',
      reason: `${new URL(result.finalUrl).host} answered something other than JSON`,
    }
  }
}
