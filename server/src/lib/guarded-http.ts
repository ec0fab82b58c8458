/**
 * The one HTTP client for user-given and remote URLs (ingestion fetches, CRM and alert webhook
 * POSTs), to a target the SSRF guard (address-guard.ts) already checked. The connection is
 * pinned to the checked address (a second DNS answer cannot swap it) and goes through
 * request-filtering-agent, which refuses a non-public address again at connect time; only the
 * address the guard accepted for a reason the agent does not know (the configuration's
 * allow-list, an IPv6 form carrying a public IPv4 address) is put on the agent's allow-list.
 * Redirects are not followed (the caller re-checks each hop), the whole exchange has a
 * deadline, and the body is streamed and cut off past a byte limit. Never rejects.
 */
import type { IncomingHttpHeaders } from 'node:http'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import { isPlainUnicast, isPublicAddress, type ResolvedTarget } from './address-guard'

export interface GuardedHttpRequest {
  target: ResolvedTarget
  /** GET without a body, POST with one. */
  method?: 'GET' | 'POST'
  headers: Record<string, string>
  /** The body to send (content-length is added; the caller names its content-type). */
  body?: string
  timeoutMs: number
  maxBytes: number
  /** Past maxBytes: 'fail' (too_large, the default) or 'truncate' (keep the first maxBytes). */
  overflow?: 'fail' | 'truncate'
}

export type GuardedHttpResponse =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { kind: 'timeout'; message: string; status?: number }
  | { kind: 'too_large'; status: number; message: string }
  /** `status` when the answer's head arrived before the failure; `code` from node (ECONNREFUSED). */
  | { kind: 'network'; message: string; code?: string; status?: number }

/** A lookup that answers with the checked address only. */
function pinnedLookup({ address, family }: ResolvedTarget): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as unknown as LookupFunction
}

/** A connect-time filtering agent for this one request (no keep-alive). */
function filteringAgent(target: ResolvedTarget): http.Agent {
  const opened =
    target.allowListed || (isPublicAddress(target.address) && !isPlainUnicast(target.address))
  const allowIPAddressList = opened ? [target.address] : []
  return target.url.protocol === 'https:'
    ? new RequestFilteringHttpsAgent({ keepAlive: false, allowIPAddressList })
    : new RequestFilteringHttpAgent({ keepAlive: false, allowIPAddressList })
}

/** Sends the request; every failure is a result. */
export function sendGuarded(request: GuardedHttpRequest): Promise<GuardedHttpResponse> {
  const { url } = request.target
  const signal = AbortSignal.timeout(request.timeoutMs)
  const client = url.protocol === 'https:' ? https : http
  const body = request.body === undefined ? null : Buffer.from(request.body, 'utf8')
  const method = request.method ?? (body ? 'POST' : 'GET')
  const headers = body
    ? { ...request.headers, 'content-length': String(body.byteLength) }
    : request.headers
  const agent = filteringAgent(request.target)
  const tooLarge = (status: number): GuardedHttpResponse => ({
    kind: 'too_large',
    status,
    message: `response larger than ${request.maxBytes} bytes`,
  })

  return new Promise((resolve) => {
    let settled = false
    let status: number | undefined
    const settle = (result: GuardedHttpResponse) => {
      if (settled) return
      settled = true
      agent.destroy()
      resolve(result)
    }
    const failure = (error: unknown): GuardedHttpResponse => {
      const head = status === undefined ? {} : { status }
      if (signal.aborted) {
        return {
          kind: 'timeout',
          message: `no complete answer within ${request.timeoutMs} ms`,
          ...head,
        }
      }
      const code = (error as NodeJS.ErrnoException | null)?.code
      return {
        kind: 'network',
        message: error instanceof Error ? error.message : String(error),
        ...(code ? { code } : {}),
        ...head,
      }
    }

    const outgoing = client.request(
      url,
      { method, headers, lookup: pinnedLookup(request.target), signal, agent },
      (response) => {
        const answered = response.statusCode ?? 0
        status = answered
        if (answered >= 300 && answered < 400) {
          response.destroy()
          settle({
            kind: 'response',
            status: answered,
            headers: response.headers,
            body: Buffer.alloc(0),
          })
          return
        }
        const truncate = request.overflow === 'truncate'
        const declared = Number(response.headers['content-length'])
        if (!truncate && Number.isFinite(declared) && declared > request.maxBytes) {
          response.destroy()
          settle(tooLarge(answered))
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > request.maxBytes) {
            const kept = chunk.subarray(0, chunk.length - (size - request.maxBytes))
            settle(
              truncate
                ? {
                    kind: 'response',
                    status: answered,
                    headers: response.headers,
                    body: Buffer.concat([...chunks, kept]),
                  }
                : tooLarge(answered),
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
            status: answered,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', (error) => settle(failure(error)))
        response.on('aborted', () => settle(failure(new Error('connection closed mid-response'))))
      },
    )
    outgoing.on('error', (error) => settle(failure(error)))
    outgoing.end(body ?? undefined)
  })
}
