import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedPost, postTargetProblem } from './guarded-post'

const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
let server: http.Server
let origin: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      if (request.url === '/fail') response.writeHead(500).end('no')
      else if (request.url === '/huge') response.writeHead(200).end('x'.repeat(200 * 1024))
      else if (request.url === '/silent') return
      else response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const post = (path: string, extra: { timeoutMs?: number; allowPrivateTargets?: boolean } = {}) =>
  guardedPost({
    url: `${origin}${path}`,
    body: '{"event":"test"}',
    headers: { 'x-signature': 'abc' },
    allowPrivateTargets: extra.allowPrivateTargets ?? true,
    timeoutMs: extra.timeoutMs,
  })

describe('guardedPost', () => {
  it('posts JSON with its length and the given headers; 2xx is success', async () => {
    expect(await post('/hook')).toEqual({ ok: true, status: 204 })
    expect(received.at(-1)).toMatchObject({
      body: '{"event":"test"}',
      headers: { 'content-type': 'application/json', 'content-length': '16', 'x-signature': 'abc' },
    })
  })

  it('reports another status, and reads no more than 64 kB of a long answer', async () => {
    expect(await post('/fail')).toEqual({
      ok: false,
      status: 500,
      reason: 'the endpoint answered 500',
    })
    expect(await post('/huge')).toEqual({ ok: true, status: 200 })
  })

  it('gives up at the deadline', async () => {
    expect(await post('/silent', { timeoutMs: 200 })).toEqual({
      ok: false,
      reason: 'no answer within 200 ms',
    })
  })

  it('names a connection that was refused', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const outcome = await guardedPost({
      url: `http://127.0.0.1:${port}/`,
      body: '{}',
      headers: {},
      allowPrivateTargets: true,
    })
    expect(outcome).toEqual({ ok: false, reason: 'could not be reached (ECONNREFUSED)' })
  })

  it('refuses loopback where private targets are not allowed, without a request', async () => {
    const before = received.length
    const outcome = await post('/hook', { allowPrivateTargets: false })
    expect(outcome).toEqual({ ok: false, reason: expect.stringContaining('private') })
    expect(received.length).toBe(before)
    expect(await postTargetProblem(`${origin}/hook`, false)).toContain('private')
    expect(await postTargetProblem(`${origin}/hook`, true)).toBeNull()
    expect(await postTargetProblem('ftp://example.com/', true)).toContain('only http and https')
  })
})
