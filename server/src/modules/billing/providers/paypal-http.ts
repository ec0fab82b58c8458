/**
 * The HTTP side of the PayPal adapter: an OAuth 2.0 client-credentials token cache and the one
 * request helper every PayPal call goes through. It turns every failure (non-2xx answer,
 * network error, timeout) into a PaymentProviderError whose message never holds the client
 * secret or an access token, and it never logs either.
 *
 * The token cache lives in this process only. That is deliberate and safe with several
 * processes: each one simply holds its own PayPal token, which PayPal allows.
 *
 * A 429 (RATE_LIMIT_REACHED), a 5xx, a timeout or a dropped connection is tried again (p-retry)
 * with backoff (and at least PayPal's Retry-After), sending the same PayPal-Request-Id each time: every POST
 * but the webhook check carries one, so PayPal answers a repeated create with what the first
 * one made (it keeps the key 72 hours) and a timed-out create never becomes a second one.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import pRetry, { AbortError } from 'p-retry'
import { z } from 'zod'
import { PaymentProviderError } from './payment-provider'
import { describePayPalError, networkReason, parseJson, redactSecrets } from './paypal-errors'

/** PayPal's REST hosts; PAYPAL_API_BASE overrides them (a test server, a proxy). */
export const PAYPAL_API_BASES = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const

/** Credentials and host of one PayPal REST app. */
export interface PayPalHttpOptions {
  clientId: string
  clientSecret: string
  /** e.g. https://api-m.sandbox.paypal.com; a trailing slash is ignored. */
  baseUrl: string
  /** Per-request limit, token requests included; 15 s by default. */
  timeoutMs?: number
  /** Tries per call on 429, 5xx, timeouts and network errors, and the backoff between them. */
  retry?: Partial<PayPalRetryPolicy>
  log?: FastifyBaseLogger
}

/** How often and how patiently a call is tried again. */
export interface PayPalRetryPolicy {
  /** Tries in all, the first included (1: never again). */
  attempts: number
  /** The wait before the second try; it doubles each time (with jitter), up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
}

const DEFAULT_RETRY: PayPalRetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 8_000 }

/** One PayPal API request; the bearer token is added by the client. */
interface PayPalCall {
  method: 'GET' | 'POST' | 'PATCH'
  /** Path and query, e.g. /v1/billing/subscriptions/I-123. */
  path: string
  /** Sent as JSON when given. */
  body?: unknown
  /** Sent as it is, as a JSON body (bytes that must reach PayPal unchanged); instead of body. */
  rawJsonBody?: string
  /** Extra headers such as Prefer. */
  headers?: Record<string, string>
  /**
   * PayPal-Request-Id of this call: given for a key that must outlive the call (an order's id),
   * else one is made per call for every POST but `idempotent: false` ones. The same on retries.
   */
  requestId?: string
  /** false: a POST that changes nothing (the webhook check) and needs no PayPal-Request-Id. */
  idempotent?: false
}

/** A 2xx answer of PayPal. */
interface PayPalAnswer {
  status: number
  /** The parsed JSON body; undefined for an empty body (204). */
  body: unknown
}

/** An authenticated PayPal client: `call` resolves for 2xx and throws PaymentProviderError. */
export interface PayPalHttp {
  call(request: PayPalCall): Promise<PayPalAnswer>
}

const DEFAULT_TIMEOUT_MS = 15_000
/** A cached token is replaced this long before PayPal says it expires. */
const TOKEN_REFRESH_MARGIN_MS = 60_000

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nonnegative(),
  token_type: z.string(),
})

type CachedToken = { token: string; refreshAt: number }

/** Answers worth trying again: PayPal is busy or in trouble, not refusing the request. */
const TRANSIENT = new Set([429, 500, 502, 503, 504])

/** A failure PayPal may get over: a timeout or a dropped connection (no answer at all). */
class NoAnswer extends PaymentProviderError {}

/** A try PayPal may get over, carrying its error and PayPal's Retry-After (seconds), if any. */
class RetryableFailure extends Error {
  constructor(
    readonly failure: PaymentProviderError,
    readonly retryAfter: string | null,
  ) {
    super(failure.message)
  }
}

/** Milliseconds a Retry-After of delta-seconds asks for; null when absent or not a number. */
function statedDelayMs(retryAfter: string | null): number | null {
  const stated = retryAfter !== null ? Number(retryAfter) * 1000 : Number.NaN
  return Number.isFinite(stated) && stated >= 0 ? stated : null
}

/** One try's outcome: done, or a failure worth another try. */
type Attempt<T> = { done: T } | { transient: PaymentProviderError; retryAfter: string | null }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Creates the client; tokens are fetched lazily, on the first call. */
export function createPayPalHttp(options: PayPalHttpOptions): PayPalHttp {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const retry = { ...DEFAULT_RETRY, ...options.retry }
  const log = options.log
  let cached: CachedToken | null = null
  let pendingToken: Promise<string> | null = null

  /** One HTTP exchange; answers any status, throws only when PayPal did not answer. */
  async function exchange(
    method: string,
    path: string,
    init: { headers: Record<string, string>; body?: string },
    hidden: string[],
  ): Promise<{ status: number; text: string; retryAfter: string | null }> {
    const started = Date.now()
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      const text = await response.text()
      const debugId = response.headers.get('paypal-debug-id')
      log?.debug(
        { method, path, status: response.status, ms: Date.now() - started, debugId },
        'PayPal call',
      )
      return { status: response.status, text, retryAfter: response.headers.get('retry-after') }
    } catch (error) {
      const timedOut = error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name)
      const message = timedOut
        ? `PayPal did not answer ${method} ${path} within ${timeoutMs} ms`
        : `PayPal could not be reached for ${method} ${path}: ${networkReason(error)}`
      log?.warn({ method, path, ms: Date.now() - started }, redactSecrets(message, hidden))
      throw new NoAnswer(redactSecrets(message, hidden))
    }
  }

  /** Turns a non-2xx answer into a PaymentProviderError and logs it without secrets. */
  function failure(method: string, path: string, status: number, text: string, hidden: string[]) {
    const described = describePayPalError(method, path, status, text)
    const message = redactSecrets(described.message, hidden)
    log?.warn({ method, path, status, code: described.code, debugId: described.debugId }, message)
    return new PaymentProviderError(message, status, described.code)
  }

  /**
   * Runs `once` up to retry.attempts times while it fails in a way PayPal may get over. The
   * wait before try n+1 is baseDelayMs * 2^(n-1), jittered down to half of it (p-retry's
   * randomize over half the base), at most maxDelayMs; a Retry-After waits at least that long
   * (also at most maxDelayMs).
   */
  async function withRetries<T>(what: string, once: () => Promise<Attempt<T>>): Promise<T> {
    try {
      return await pRetry(
        async () => {
          let outcome: Attempt<T>
          try {
            outcome = await once()
          } catch (error) {
            if (error instanceof NoAnswer) throw new RetryableFailure(error, null)
            throw new AbortError(error as Error)
          }
          if ('done' in outcome) return outcome.done
          throw new RetryableFailure(outcome.transient, outcome.retryAfter)
        },
        {
          retries: Math.max(0, Math.ceil(retry.attempts) - 1),
          factor: 2,
          minTimeout: retry.baseDelayMs / 2,
          randomize: true,
          maxTimeout: retry.maxDelayMs,
          onFailedAttempt: async ({ error, attemptNumber, retriesLeft, retryDelay }) => {
            if (retriesLeft === 0 || !(error instanceof RetryableFailure)) return
            const stated = statedDelayMs(error.retryAfter)
            const wait = Math.max(retryDelay, Math.min(retry.maxDelayMs, stated ?? 0))
            log?.info(
              { what, attempt: attemptNumber, waitMs: wait },
              'PayPal call failed; trying again',
            )
            if (wait > retryDelay) await sleep(wait - retryDelay)
          },
        },
      )
    } catch (error) {
      throw error instanceof RetryableFailure ? error.failure : error
    }
  }

  async function requestToken(): Promise<CachedToken> {
    return withRetries<CachedToken>('token', async () => {
      const fresh = await requestTokenOnce()
      return 'transient' in fresh ? fresh : { done: fresh }
    })
  }

  async function requestTokenOnce(): Promise<
    CachedToken | { transient: PaymentProviderError; retryAfter: string | null }
  > {
    const path = '/v1/oauth2/token'
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
    const hidden = [options.clientSecret, basic]
    const answer = await exchange(
      'POST',
      path,
      {
        headers: {
          Authorization: `Basic ${basic}`,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      },
      hidden,
    )
    if (TRANSIENT.has(answer.status)) {
      return {
        transient: failure('POST', path, answer.status, answer.text, hidden),
        retryAfter: answer.retryAfter,
      }
    }
    if (answer.status < 200 || answer.status > 299) {
      throw failure('POST', path, answer.status, answer.text, hidden)
    }
    const parsed = tokenAnswerSchema.safeParse(parseJson(answer.text))
    if (!parsed.success) {
      throw new PaymentProviderError('PayPal answered the token request with an unexpected body')
    }
    const lifetimeMs = parsed.data.expires_in * 1000
    return {
      token: parsed.data.access_token,
      refreshAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_REFRESH_MARGIN_MS),
    }
  }

  /** The cached token, or the one request every concurrent caller waits for. */
  function accessToken(): Promise<string> {
    if (cached && Date.now() < cached.refreshAt) return Promise.resolve(cached.token)
    if (!pendingToken) {
      pendingToken = requestToken()
        .then((fresh) => {
          cached = fresh
          return fresh.token
        })
        .finally(() => {
          pendingToken = null
        })
    }
    return pendingToken
  }

  async function call(request: PayPalCall): Promise<PayPalAnswer> {
    const body =
      request.rawJsonBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body))
    const requestId =
      request.requestId ??
      (request.method === 'POST' && request.idempotent !== false ? randomUUID() : undefined)
    const what = `${request.method} ${request.path}`
    return withRetries<PayPalAnswer>(what, async () => {
      for (let tokenTry = 1; ; tokenTry++) {
        const token = await accessToken()
        const hidden = [options.clientSecret, token]
        const headers: Record<string, string> = {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...request.headers,
          ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
          Authorization: `Bearer ${token}`,
        }
        const answer = await exchange(request.method, request.path, { headers, body }, hidden)
        if (answer.status === 401 && tokenTry === 1) {
          // PayPal revoked or expired the token early: forget it (unless a newer one replaced
          // it meanwhile) and try once more with a fresh one.
          if (cached?.token === token) cached = null
          log?.info({ method: request.method, path: request.path }, 'PayPal refused the token')
          continue
        }
        if (TRANSIENT.has(answer.status)) {
          const transient = failure(
            request.method,
            request.path,
            answer.status,
            answer.text,
            hidden,
          )
          return { transient, retryAfter: answer.retryAfter }
        }
        if (answer.status < 200 || answer.status > 299) {
          throw failure(request.method, request.path, answer.status, answer.text, hidden)
        }
        if (answer.text === '') return { done: { status: answer.status, body: undefined } }
        const parsed = parseJson(answer.text)
        if (parsed === undefined) {
          throw new PaymentProviderError(
            `PayPal answered ${request.method} ${request.path} with a body that is not JSON`,
          )
        }
        return { done: { status: answer.status, body: parsed } }
      }
    })
  }

  return { call }
}
