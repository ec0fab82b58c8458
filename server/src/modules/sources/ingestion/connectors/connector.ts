/**
 * What every remote connector shares: it gets a fetch that is already the polite fetcher
 * bound to its source, returns normalized filings (the records index's shape) with the
 * records it had to reject, and stops with an IngestionFetchError that says whether trying
 * again later can help.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { NormalizedFiling } from '../../../records'
import type { RejectedRecord } from '../../importers/import-result'
import type { CookieJar } from '../cookie-jar'
import type { NoticeReader } from '../notice-reader'
import type { PoliteFetchResult } from '../polite-fetcher'

type FetchSuccess = Extract<PoliteFetchResult, { ok: true }>
type FetchFailure = Extract<PoliteFetchResult, { ok: false }>

/** Per-request extras a connector may add (e.g. an API token header). */
export interface ConnectorFetchOptions {
  headers?: Record<string, string>
  /** The run's session cookies (sites that answer only inside a session). */
  cookies?: CookieJar
  /** Form fields to POST instead of a GET (an ASP.NET postback). */
  form?: Record<string, string>
}

/** politeFetch with the source, session, user agent and limits already filled in. */
export type ConnectorFetch = (
  url: string,
  options?: ConnectorFetchOptions,
) => Promise<PoliteFetchResult>

/** What a connector run gets: the bound fetch, where the source lives, where to resume. */
export interface ConnectorRun {
  fetch: ConnectorFetch
  /** The source's base URL; relative start URLs are resolved against it. */
  baseUrl: string
  /** Incremental runs: only records newer than this (connector-specific meaning). */
  since?: string | null
  /** Longest Retry-After (or quota wait) a connector sits out before giving up (default 30 s). */
  maxRetryAfterMs?: number
  /**
   * Of these source record ids, the ones the index already holds from this source (a notice
   * read on an earlier run is not fetched and read again). Absent: none are known.
   */
  knownRecordIds?: (ids: readonly string[]) => Promise<Set<string>>
  /**
   * Of these source record ids, the ones whose document could not be fetched or read on earlier
   * runs and that rest for now (unreadable-records.ts). Absent: none rest.
   */
  restingRecordIds?: (ids: readonly string[]) => Promise<Set<string>>
  /** The document reader (text layer, OCR, extraction) for connectors that read PDFs. */
  readNotice?: NoticeReader
}

/** A connector's output: normalized filings for storeFilings(), and what it could not use. */
export interface ConnectorResult {
  filings: NormalizedFiling[]
  rejected: RejectedRecord[]
  /** Remote requests that returned a page. */
  pagesFetched: number
  /** Where the next incremental run starts (e.g. the newest filing date seen). */
  cursor: string | null
  /** Things skipped on the way (a detail page robots.txt disallows, ...). */
  notes: string[]
  /**
   * Records the source listed, when more than it returned (records already known were not
   * read again): the collapse alarm compares this, not the filings returned.
   */
  listed?: number
}

/** Outcomes that will be the same on the next try: retrying them only repeats the refusal. */
const PERMANENT_OUTCOMES = new Set([
  'blocked_robots',
  'blocked_tos',
  'blocked_address',
  'too_large',
])

/** Whether a failed fetch may succeed later (5xx, 429, 408, timeouts, quotas, network). */
function isRetryableFailure(failure: FetchFailure): boolean {
  if (PERMANENT_OUTCOMES.has(failure.outcome)) return false
  if (failure.outcome !== 'http_error' || failure.status === undefined) return true
  return failure.status >= 500 || failure.status === 429 || failure.status === 408
}

/** A fetch that stopped a connector run. */
export class IngestionFetchError extends Error {
  readonly failure: FetchFailure
  readonly retryable: boolean

  constructor(failure: FetchFailure) {
    super(`${failure.outcome}: ${failure.message}`)
    this.name = 'IngestionFetchError'
    this.failure = failure
    this.retryable = isRetryableFailure(failure)
  }
}

/** A source's response or configuration that cannot be read; retrying will not help. */
export class IngestionConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IngestionConfigError'
  }
}

const MAX_ATTEMPTS = 3

/**
 * Fetches one page, sitting out a Retry-After or quota wait (up to `maxRetryAfterMs`, at
 * most 3 attempts); any other failure, or a longer wait, throws IngestionFetchError.
 */
export async function fetchPage(
  run: ConnectorRun,
  url: string,
  options?: ConnectorFetchOptions,
): Promise<FetchSuccess> {
  const maxWait = run.maxRetryAfterMs ?? 30_000
  for (let attempt = 1; ; attempt++) {
    const result = await run.fetch(url, options)
    if (result.ok) return result
    const wait = result.retryAfterMs
    if (wait === undefined || wait > maxWait || attempt >= MAX_ATTEMPTS) {
      throw new IngestionFetchError(result)
    }
    await sleep(wait)
  }
}

/** The rows of a page that must be a JSON array (a Socrata resource); else IngestionConfigError. */
export function jsonArrayPage(response: FetchSuccess): unknown[] {
  let page: unknown
  try {
    page = JSON.parse(response.body)
  } catch {
    throw new IngestionConfigError(`${response.finalUrl} did not answer JSON`)
  }
  if (!Array.isArray(page)) {
    throw new IngestionConfigError(`${response.finalUrl} did not answer a JSON array`)
  }
  return page
}
