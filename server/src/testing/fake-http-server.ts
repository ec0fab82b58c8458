/**
 * A loopback HTTP server for the fakes of external APIs (contact providers): every request is
 * recorded with the status it was answered, and a test can make the next request to a path fail
 * with a given status and body. The fake's own router decides everything else.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** JSON when it parses, else the text; undefined when empty. */
  body: unknown
  status?: number
}

export interface FakeReply {
  status: number
  body?: unknown
  /** Extra response headers (e.g. Retry-After on a 429). */
  headers?: Record<string, string>
}

export interface FakeHttpServer {
  baseUrl: string
  requests: FakeRequest[]
  /** The next request to `path` is answered `status` with `body` (JSON) instead. */
  failNext(path: string, status: number, body?: unknown, headers?: Record<string, string>): void
  /** Every answer waits this long first (a slow provider); 0 by default. */
  delayMs: number
  /** Every request's connection is closed unanswered (a provider that cannot be reached). */
  unreachable: boolean
  close(): Promise<void>
}

function parse(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Starts the server. `state` (the fake's own fields) becomes the returned object, so the route,
 * which reads `state`, and the test, which sets its fields, share one object.
 */
export async function startFakeHttpServer<State extends object>(
  route: (request: FakeRequest) => FakeReply,
  state: State,
): Promise<State & FakeHttpServer> {
  const requests: FakeRequest[] = []
  const failures = new Map<string, FakeReply[]>()
  const fake: State & FakeHttpServer = Object.assign(state, {
    baseUrl: '',
    requests,
    delayMs: 0,
    unreachable: false,
    failNext(path: string, status: number, body?: unknown, headers?: Record<string, string>) {
      failures.set(path, [...(failures.get(path) ?? []), { status, body, headers }])
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  })
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: parse(Buffer.concat(chunks).toString('utf8')),
    }
    requests.push(request)
    if (fake.unreachable) {
      req.socket.destroy()
      return
    }
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs))
    if (res.destroyed) return
    let reply: FakeReply
    try {
      reply = failures.get(request.path)?.shift() ?? route(request)
    } catch (error) {
      reply = { status: 500, body: { message: String(error) } }
    }
    request.status = reply.status
    res.writeHead(reply.status, {
      ...(reply.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...reply.headers,
    })
    res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}
