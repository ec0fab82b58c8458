/**
 * How enrichment's adapters reach the internet: one GET through records' polite fetcher (SSRF
 * guard, terms review, robots.txt, the source's quota, crawl-delay, audits), answered as JSON or
 * as a reason a person can read.
 */
import type { PoliteFetchResult } from '../sources'

/** One polite GET on behalf of a source (its quota, its audits). */
export type EnrichmentFetch = (request: {
  sourceId: string
  url: string
  headers?: Record<string, string>
}) => Promise<PoliteFetchResult>

export type JsonResult = { ok: true; json: unknown } | { ok: false; reason: string }

/** Why a refused or failed fetch gave nothing, in words for the lead's failure reason. */
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
  if (!result.ok) return { ok: false, reason: fetchFailureReason(result) }
  try {
    return { ok: true, json: JSON.parse(result.body) }
  } catch {
    return {
      ok: false,
      reason: `${new URL(result.finalUrl).host} answered something other than JSON`,
    }
  }
}
