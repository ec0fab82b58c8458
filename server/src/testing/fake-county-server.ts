/**
 * The HTTP plumbing shared by the fake county servers: a real server on 127.0.0.1 on a free
 * port that logs every request it receives (path, query, headers, time) before answering,
 * so tests can count what reached the "remote" site.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path without the query. */
  path: string
  /** Decoded query parameters. */
  query: URLSearchParams
  headers: IncomingMessage['headers']
  /** Epoch ms when it arrived. */
  at: number
  /** Status it was answered with (set once answered). */
  status?: number
  /** The request body (a form POST's fields), '' for a GET. */
  body: string
}

export interface FakeServer {
  baseUrl: string
  port: number
  requests: RecordedRequest[]
  /** Requests other than /robots.txt. */
  pageRequests(): RecordedRequest[]
  close(): Promise<void>
}

export type FakeHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | Promise<void>

/** Starts a server on 127.0.0.1 that records each request and hands it to `handler`. */
export async function startRecordingServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = []
  const server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://fake.local')
    const recorded: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      at: Date.now(),
      body: '',
    }
    requests.push(recorded)
    response.on('finish', () => {
      recorded.status = response.statusCode
    })
    if (recorded.method !== 'GET' && recorded.method !== 'HEAD') {
      const chunks: Buffer[] = []
      for await (const chunk of incoming) chunks.push(chunk as Buffer)
      recorded.body = Buffer.concat(chunks).toString('utf8')
    }
    Promise.resolve(handler(recorded, response)).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    requests,
    pageRequests: () => requests.filter((request) => request.path !== '/robots.txt'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Sends a complete answer. */
export function reply(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  })
  response.end(body)
}
