import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardUrl, type ResolvedTarget } from './address-guard'
import { sendGuarded } from './guarded-http'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

const seen: Seen[] = []
let server: http.Server
let origin: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      })
      if (request.url === '/redirect') {
        response.writeHead(302, { location: '/page' }).end()
      } else if (request.url === '/big') {
        response.writeHead(200, { 'content-type': 'text/plain' })
        response.end('x'.repeat(10_000))
      } else if (request.url === '/slow') {
        response.writeHead(200)
        response.write('partial')
      } else {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('hello')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** A target the guard accepted for loopback because the allow-list names it. */
async function allowed(path: string): Promise<ResolvedTarget> {
  const verdict = await guardUrl(`${origin}${path}`, { allowHosts: ['127.0.0.1'] })
  if (!verdict.ok) throw new Error(verdict.message)
  return verdict.target
}

const limits = { headers: {}, timeoutMs: 5_000, maxBytes: 1_000 }

describe('sendGuarded', () => {
  it('GETs an allow-listed loopback target and reads the body', async () => {
    const answer = await sendGuarded({ target: await allowed('/page'), ...limits })
    expect(answer).toMatchObject({ kind: 'response', status: 200 })
    expect(answer.kind === 'response' && answer.body.toString()).toBe('hello')
    expect(seen.at(-1)?.method).toBe('GET')
  })

  it('POSTs a body with its length and the caller’s content type', async () => {
    const answer = await sendGuarded({
      target: await allowed('/form'),
      ...limits,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=%C3%A9',
    })
    expect(answer).toMatchObject({ kind: 'response', status: 200 })
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: 'a=1&b=%C3%A9',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '12' },
    })
  })

  it('does not follow a redirect', async () => {
    const before = seen.length
    const answer = await sendGuarded({ target: await allowed('/redirect'), ...limits })
    expect(answer).toMatchObject({ kind: 'response', status: 302, headers: { location: '/page' } })
    expect(seen.length).toBe(before + 1)
  })

  it("fails past the byte cap, or keeps the first bytes with 'truncate'", async () => {
    const target = await allowed('/big')
    expect(await sendGuarded({ target, ...limits })).toMatchObject({
      kind: 'too_large',
      status: 200,
    })
    const kept = await sendGuarded({ target, ...limits, overflow: 'truncate' })
    expect(kept.kind === 'response' && kept.body.length).toBe(1_000)
  })

  it('gives up at the deadline, with the status already received', async () => {
    const answer = await sendGuarded({ target: await allowed('/slow'), ...limits, timeoutMs: 300 })
    expect(answer).toMatchObject({ kind: 'timeout', status: 200 })
  })

  it('refuses at connect time a private address the guard did not allow, without a request', async () => {
    const before = seen.length
    const port = new URL(origin).port
    const target: ResolvedTarget = {
      url: new URL(`http://rebound.example:${port}/page`),
      address: '127.0.0.1',
      family: 4,
      allowListed: false,
    }
    const answer = await sendGuarded({ target, ...limits })
    expect(answer).toMatchObject({ kind: 'network', message: expect.stringContaining('127.0.0.1') })
    expect(seen.length).toBe(before)
  })

  it('resolves a refused connection as a result, never a rejection', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const verdict = await guardUrl(`http://127.0.0.1:${port}/`, { allowHosts: ['127.0.0.1'] })
    if (!verdict.ok) throw new Error(verdict.message)
    const answer = await sendGuarded({ target: verdict.target, ...limits })
    expect(answer).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' })
  })
})
