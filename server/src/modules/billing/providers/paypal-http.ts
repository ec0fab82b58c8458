/**
 * The HTTP side of the PayPal adapter: an OAuth 2.0 client-credentials token cache and the one
 * request helper every PayPal call goes through. It turns every failure (non-2xx answer,
 * network error, timeout) into a PaymentProviderError whose message never holds the client
 * secret or an access token, and it never logs either.
 *
 * The token cache lives in this process only. That is deliberate and safe with several
 * processes: each one simply holds its own PayPal token, which PayPal allows.
 */
import type { FastifyBaseLogger } from 'fastify'
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
  log?: FastifyBaseLogger
}

/** One PayPal API request; the bearer token is added by the client. */
export interface PayPalCall {
  method: 'GET' | 'POST' | 'PATCH'
  /** Path and query, e.g. /v1/billing/subscriptions/I-123. */
  path: string
  /** Sent as JSON when given. */
  body?: unknown
  /** Extra headers such as PayPal-Request-Id or Prefer. */
  headers?: Record<string, string>
}

/** A 2xx answer of PayPal. */
export interface PayPalAnswer {
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

/** Creates the client; tokens are fetched lazily, on the first call. */
export function createPayPalHttp(options: PayPalHttpOptions): PayPalHttp {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const log = options.log
  let cached: CachedToken | null = null
  let pendingToken: Promise<string> | null = null

  /** One HTTP exchange; answers any status, throws only when PayPal did not answer. */
  async function exchange(
    method: string,
    path: string,
    init: { headers: Record<string, string>; body?: string },
    hidden: string[],
  ): Promise<{ status: number; text: string }> {
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
      return { status: response.status, text }
    } catch (error) {
      const timedOut = error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name)
      const message = timedOut
        ? `PayPal did not answer ${method} ${path} within ${timeoutMs} ms`
        : `PayPal could not be reached for ${method} ${path}: ${networkReason(error)}`
      log?.warn({ method, path, ms: Date.now() - started }, redactSecrets(message, hidden))
      throw new PaymentProviderError(redactSecrets(message, hidden))
    }
  }

  /** Turns a non-2xx answer into a PaymentProviderError and logs it without secrets. */
  function failure(method: string, path: string, status: number, text: string, hidden: string[]) {
    const described = describePayPalError(method, path, status, text)
    const message = redactSecrets(described.message, hidden)
    log?.warn({ method, path, status, code: described.code, debugId: described.debugId }, message)
    return new PaymentProviderError(message, status, described.code)
  }

  async function requestToken(): Promise<CachedToken> {
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
    const body = request.body === undefined ? undefined : JSON.stringify(request.body)
    for (let attempt = 1; ; attempt++) {
      const token = await accessToken()
      const hidden = [options.clientSecret, token]
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...request.headers,
        Authorization: `Bearer ${token}`,
      }
      const answer = await exchange(request.method, request.path, { headers, body }, hidden)
      if (answer.status === 401 && attempt === 1) {
        // PayPal revoked or expired the token early: forget it (unless a newer one replaced
        // it meanwhile) and try once more with a fresh one.
        if (cached?.token === token) cached = null
        log?.info({ method: request.method, path: request.path }, 'PayPal refused the token')
        continue
      }
      if (answer.status < 200 || answer.status > 299) {
        throw failure(request.method, request.path, answer.status, answer.text, hidden)
      }
      if (answer.text === '') return { status: answer.status, body: undefined }
      const parsed = parseJson(answer.text)
      if (parsed === undefined) {
        throw new PaymentProviderError(
          `PayPal answered ${request.method} ${request.path} with a body that is not JSON`,
        )
      }
      return { status: answer.status, body: parsed }
    }
  }

  return { call }
}
