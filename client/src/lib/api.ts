import {
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type PathOf,
  type PathParamName,
  type PathParams,
  type QueryOf,
  type ReplyOf,
  urlOf,
} from '@common/api/endpoint'
import { type ErrorCode, isErrorCode } from '@common/errors'
import type { QueryFunction } from '@tanstack/react-query'

/**
 * The API client of spec sections 7 and 8. Every call sends the session cookie; a JSON body is
 * sent only when one is supplied; any non-OK response becomes an ApiError whose message is
 * `${status}: ${bodyText || statusText}` and which carries the status, the parsed body and the
 * body's domain code (common/errors.ts), by which the toast catalogues choose their words.
 */

/** What a query does when the server answers 401: resolve to null, or fail like any error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw'

/**
 * A non-OK answer of the API. Its message keeps the spec's format ("403: {json}"); `status`,
 * `body` (the JSON when it parses, else the text or status text) and `code` (the body's domain
 * code, undefined when the body has none this client knows) are read-only accessors, and its
 * name stays 'Error', so it compares equal to `new Error(message)` as the spec's error would.
 */
export class ApiError extends Error {
  readonly #status: number
  readonly #body: unknown

  constructor(status: number, bodyText: string, statusText = '') {
    super(`${status}: ${bodyText || statusText}`)
    this.#status = status
    this.#body = parseBody(bodyText || statusText)
  }

  get status(): number {
    return this.#status
  }

  get body(): unknown {
    return this.#body
  }

  get code(): ErrorCode | undefined {
    const body = this.#body
    if (typeof body !== 'object' || body === null || !('code' in body)) return undefined
    return isErrorCode(body.code) ? body.code : undefined
  }
}

function parseBody(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed
  } catch {
    return text
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  throw new ApiError(response.status, await response.text(), response.statusText)
}

function send(method: HttpMethod, url: string, body: unknown): Promise<Response> {
  const hasBody = body !== undefined
  return fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  })
}

/** Sends one request and returns the response; the caller decides whether to read its body. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const response = await send(method, url, body)
  await throwIfNotOk(response)
  return response
}

/**
 * What a call of endpoint E is given, as its declaration (common/api/endpoints) says: the path's
 * parameters, the JSON body and the query, each only when the endpoint takes one.
 */
type CallInput<E extends Endpoint> = ([PathParamName<PathOf<E>>] extends [never]
  ? unknown
  : { params: PathParams<PathOf<E>> }) &
  ([BodyOf<E>] extends [undefined] ? unknown : { body: BodyOf<E> }) &
  ([QueryOf<E>] extends [undefined] ? unknown : { query: QueryOf<E> })

/** An endpoint that takes nothing is called with its declaration alone. */
type CallArgs<E extends Endpoint> = unknown extends CallInput<E> ? [] : [input: CallInput<E>]

/** How a call answers a 401: fail like any refusal (the default), or resolve to null. */
interface CallOptions {
  on401?: UnauthorizedBehavior
}

interface LooseInput extends CallOptions {
  params?: Readonly<Record<string, string>>
  body?: unknown
  query?: Parameters<typeof urlOf>[2]
}

/** The input the typed signatures of `call` let through, as the implementation reads it. */
function isCallInput(value: unknown): value is LooseInput {
  return typeof value === 'object' && value !== null
}

/**
 * Calls a JSON endpoint of the API declared in common/api/endpoints: the URL is its path with
 * the parameters filled in (URI-encoded) and the query appended, a body is sent as JSON, and the
 * reply is returned with the type the endpoint declares (nothing for an endpoint whose reply the
 * client does not read). A refusal throws the ApiError `apiRequest` throws; with
 * `on401: 'returnNull'` a 401 resolves to null instead (nobody signed in).
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> & { on401: 'returnNull' },
): Promise<ReplyOf<E> | null>
export function call<E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<ReplyOf<E>>
export async function call(endpoint: Endpoint, ...args: unknown[]): Promise<unknown> {
  const input: LooseInput = isCallInput(args[0]) ? args[0] : {}
  const url = urlOf(endpoint.path, input.params, input.query)
  const response = await send(endpoint.method, url, input.body)
  if (input.on401 === 'returnNull' && response.status === 401) return null
  await throwIfNotOk(response)
  return endpoint.readsReply ? response.json() : undefined
}

/**
 * Builds a TanStack Query function that GETs the URL made of the query key's segments joined
 * with '/' (['/api/documents', '12345'] reads /api/documents/12345) and returns its JSON.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    const data: T = await response.json()
    return data
  }
}

export interface ParsedApiError {
  status: number
  /** The response body: parsed when it was JSON, otherwise the text (or the status text). */
  body: unknown
}

const API_ERROR_MESSAGE = /^(\d{3}): ([\s\S]*)$/

/**
 * The failure as an ApiError: itself, or one rebuilt from an Error whose message has the spec's
 * "status: body" format (thrown by code that does not build an ApiError); null for any other
 * failure (offline, aborted, a bug).
 */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error
  if (!(error instanceof Error)) return null
  const match = API_ERROR_MESSAGE.exec(error.message)
  if (!match) return null
  return new ApiError(Number(match[1]), match[2] ?? '')
}

/** Reads an error thrown by `apiRequest` or `getQueryFn` back into status and body; null for others. */
export function parseApiError(error: unknown): ParsedApiError | null {
  const apiError = toApiError(error)
  return apiError ? { status: apiError.status, body: apiError.body } : null
}

/** The domain code the server answered with (common/errors.ts), or undefined. */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  return toApiError(error)?.code
}

/**
 * The server's own words for a failed call, for a toast: the body's `message` (or `error`, which
 * the reset-password endpoint uses), else undefined so the caller shows its fallback text.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const body = toApiError(error)?.body
  if (typeof body !== 'object' || body === null) return undefined
  if ('message' in body && typeof body.message === 'string' && body.message) return body.message
  if ('error' in body && typeof body.error === 'string' && body.error) return body.error
  return undefined
}
