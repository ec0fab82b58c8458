/**
 * One HTTP GET (or a form POST) to an address the guard already checked: the connection is pinned to that
 * address (a second DNS answer cannot redirect it), redirects are not followed (the caller
 * re-checks each hop), the whole exchange has a deadline, and the body is streamed and cut
 * off past a byte limit.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { ResolvedTarget } from '../../../lib/address-guard'

export interface GuardedRequest {
  target: ResolvedTarget
  headers: Record<string, string>
  timeoutMs: number
  maxBytes: number
  /** A body to POST as application/x-www-form-urlencoded (an ASP.NET postback); else a GET. */
  form?: string
  /** Past maxBytes: 'fail' (too_large, the default) or 'truncate' (keep the first maxBytes). */
  overflow?: 'fail' | 'truncate'
}

export type GuardedResponse =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { kind: 'timeout'; message: string }
  | { kind: 'too_large'; status: number; message: string }
  | { kind: 'network'; message: string }

/** Sends the request; never rejects, every failure is a result. */
export function sendGuardedRequest(request: GuardedRequest): Promise<GuardedResponse> {
  const { url, address, family } = request.target
  const signal = AbortSignal.timeout(request.timeoutMs)
  const pinnedLookup = ((
    _host: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as unknown as LookupFunction
  const client = url.protocol === 'https:' ? https : http
  const tooLarge = (status: number): GuardedResponse => ({
    kind: 'too_large',
    status,
    message: `response larger than ${request.maxBytes} bytes`,
  })

  return new Promise((resolve) => {
    let settled = false
    const settle = (result: GuardedResponse) => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const failure = (error: unknown): GuardedResponse =>
      signal.aborted
        ? { kind: 'timeout', message: `no complete answer within ${request.timeoutMs} ms` }
        : { kind: 'network', message: error instanceof Error ? error.message : String(error) }

    const form = request.form === undefined ? null : Buffer.from(request.form, 'utf8')
    const headers = form
      ? {
          ...request.headers,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(form.byteLength),
        }
      : request.headers
    const outgoing = client.request(
      url,
      { method: form ? 'POST' : 'GET', headers, lookup: pinnedLookup, signal, agent: false },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400) {
          response.destroy()
          settle({ kind: 'response', status, headers: response.headers, body: Buffer.alloc(0) })
          return
        }
        const truncate = request.overflow === 'truncate'
        const declared = Number(response.headers['content-length'])
        if (!truncate && Number.isFinite(declared) && declared > request.maxBytes) {
          response.destroy()
          settle(tooLarge(status))
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > request.maxBytes) {
            const kept = chunk.subarray(0, chunk.length - (size - request.maxBytes))
            const body = Buffer.concat([...chunks, kept])
            settle(
              truncate
                ? { kind: 'response', status, headers: response.headers, body }
                : tooLarge(status),
            )
            response.destroy()
            outgoing.destroy()
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () =>
          settle({
            kind: 'response',
            status,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', (error) => settle(failure(error)))
        response.on('aborted', () => settle(failure(new Error('connection closed mid-response'))))
      },
    )
    outgoing.on('error', (error) => settle(failure(error)))
    outgoing.end(form ?? undefined)
  })
}

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), capped at a day. */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now = Date.now(),
): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return null
  const trimmed = text.trim()
  let ms: number
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000
  else {
    const date = Date.parse(trimmed)
    if (Number.isNaN(date)) return null
    ms = date - now
  }
  return Math.min(Math.max(ms, 0), 24 * 60 * 60 * 1000)
}

/** The body as text in the charset the Content-Type names (UTF-8 when none or unknown). */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
