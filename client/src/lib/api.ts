import type { QueryFunction } from '@tanstack/react-query'

/**
 * The API client of spec sections 7 and 8. Every call sends the session cookie; a JSON body is
 * sent only when one is supplied; any non-OK response becomes an Error whose message is
 * `${status}: ${bodyText || statusText}`, which `parseApiError` turns back into data for toasts.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What a query does when the server answers 401: resolve to null, or fail like any error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw'

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const bodyText = await response.text()
  throw new Error(`${response.status}: ${bodyText || response.statusText}`)
}

/** Sends one request and returns the response; the caller decides whether to read its body. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = body !== undefined
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  })
  await throwIfNotOk(response)
  return response
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
    return (await response.json()) as T
  }
}

export interface ParsedApiError {
  status: number
  /** The response body: parsed when it was JSON, otherwise the text (or the status text). */
  body: unknown
}

const API_ERROR_MESSAGE = /^(\d{3}): ([\s\S]*)$/

/** Reads an error thrown by `apiRequest` or `getQueryFn` back into status and body; null for others. */
export function parseApiError(error: unknown): ParsedApiError | null {
  if (!(error instanceof Error)) return null
  const match = API_ERROR_MESSAGE.exec(error.message)
  if (!match) return null
  const status = Number(match[1])
  const text = match[2] ?? ''
  try {
    return { status, body: JSON.parse(text) as unknown }
  } catch {
    return { status, body: text }
  }
}

/**
 * The server's own words for a failed call, for a toast: the body's `message` (or `error`, which
 * the reset-password endpoint uses), else undefined so the caller shows its fallback text.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const body = parseApiError(error)?.body
  if (typeof body !== 'object' || body === null) return undefined
  const { message, error: errorText } = body as { message?: unknown; error?: unknown }
  if (typeof message === 'string' && message) return message
  if (typeof errorText === 'string' && errorText) return errorText
  return undefined
}
