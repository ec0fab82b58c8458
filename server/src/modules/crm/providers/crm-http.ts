/**
 * One JSON request to a CRM's API (HubSpot, Podio) with a deadline, and the failures a push
 * tells apart: the CRM refused the credentials (the user must reconnect), it kept limiting the
 * rate (429 after the retries, with the wait it asked for), it could not be reached or did not
 * answer in time, or it failed otherwise.
 */
import pRetry, { AbortError } from 'p-retry'

export type CrmFailureKind = 'auth' | 'rate_limited' | 'unreachable' | 'failed' | 'invalid'

export class CrmProviderError extends Error {
  override name = 'CrmProviderError'
  constructor(
    readonly kind: CrmFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export interface CrmResponse {
  status: number
  body: unknown
}

export interface CrmRequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH'
  headers?: Record<string, string>
  json?: unknown
  timeoutMs: number
  /** 429 answers waited out and tried again this many times (default 2). */
  rateLimitRetries?: number
  /** The longest Retry-After waited within a request; longer: refused as rate limited. */
  maxWaitMs?: number
  /** Waits (replaceable in tests); default setTimeout. */
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date); null when absent. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const date = Date.parse(text)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}

/** A 429 (or Podio's 420) answer, with the wait it asked for; retried by crmRequest. */
class RateLimited extends Error {
  override name = 'RateLimited'
  constructor(readonly retryAfter: number | null) {
    super('rate limited')
  }
}

/** One request: every HTTP answer returned, a rate-limit answer thrown as RateLimited. */
async function sendOnce(url: string, options: CrmRequestOptions): Promise<CrmResponse> {
  let response: Response
  try {
    response = await fetch(url, {
      method: options.method,
      headers: {
        accept: 'application/json',
        ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    // Not retried: AbortError ends p-retry's loop with the error it wraps.
    throw new AbortError(
      new CrmProviderError(
        'unreachable',
        timedOut ? `did not answer within ${options.timeoutMs} ms` : 'could not be reached',
      ),
    )
  }
  const text = await response.text()
  let body: unknown = text
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  if (response.status === 429 || response.status === 420) {
    throw new RateLimited(retryAfterSeconds(response.headers.get('retry-after')))
  }
  return { status: response.status, body }
}

/**
 * Sends the request (p-retry); a 429 is waited out (Retry-After, else 1 s, 2 s...) and tried
 * again, up to `rateLimitRetries` times while the wait is at most `maxWaitMs`; past that it is
 * CrmProviderError('rate_limited') with the wait asked for (60 s when none). Network failures and
 * timeouts become CrmProviderError('unreachable') at once; every other HTTP answer is returned.
 */
export function crmRequest(url: string, options: CrmRequestOptions): Promise<CrmResponse> {
  const maxWaitMs = options.maxWaitMs ?? 10_000
  const sleep = options.sleep ?? defaultSleep
  return pRetry(() => sendOnce(url, options), {
    retries: options.rateLimitRetries ?? 2,
    // The wait is the server's (Retry-After) and is slept in onFailedAttempt, so it can be
    // replaced in tests; p-retry adds none of its own.
    minTimeout: 0,
    async onFailedAttempt({ error, attemptNumber, retriesLeft }) {
      if (!(error instanceof RateLimited)) throw error
      const waitMs = (error.retryAfter ?? 2 ** (attemptNumber - 1)) * 1000
      if (retriesLeft === 0 || waitMs > maxWaitMs) {
        throw new CrmProviderError('rate_limited', 'is limiting requests', error.retryAfter ?? 60)
      }
      await sleep(waitMs)
    },
  })
}

/** A short reason from an error body (HubSpot's `message`, Podio's `error_description`). */
export function errorReason(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    const text = record.message ?? record.error_description ?? record.error
    if (typeof text === 'string') return text.slice(0, 300)
  }
  return typeof body === 'string' ? body.slice(0, 300) : 'no reason given'
}
