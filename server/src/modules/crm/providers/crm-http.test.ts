/**
 * crmRequest against a local HTTP server: rate-limit answers waited out and retried (the waits
 * recorded through the replaceable sleep), refused as rate_limited past the retries or a wait too
 * long, network failures and timeouts not retried, every other answer returned as it came.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CrmProviderError, crmRequest, retryAfterSeconds } from './crm-http'

/** The answers the server gives in turn, per path; the last one repeats. */
const scripts = new Map<
  string,
  { status: number; headers?: Record<string, string>; body?: string; delayMs?: number }[]
>()
const hits = new Map<string, number>()
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/'
    const count = hits.get(path) ?? 0
    hits.set(path, count + 1)
    const script = scripts.get(path) ?? [{ status: 404 }]
    const answer = script[Math.min(count, script.length - 1)]!
    setTimeout(() => {
      res.writeHead(answer.status, answer.headers)
      res.end(answer.body ?? '')
    }, answer.delayMs ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  scripts.clear()
  hits.clear()
})

function request(path: string, options: { rateLimitRetries?: number; timeoutMs?: number } = {}) {
  const waits: number[] = []
  const done = crmRequest(`${base}${path}`, {
    method: 'POST',
    json: { a: 1 },
    timeoutMs: options.timeoutMs ?? 5000,
    rateLimitRetries: options.rateLimitRetries,
    sleep: async (ms) => {
      waits.push(ms)
    },
  })
  return { done, waits }
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(CrmProviderError)
  return error as CrmProviderError
}

describe('crmRequest', () => {
  it('waits out a 429 for its Retry-After and returns the answer that follows', async () => {
    scripts.set('/limited-once', [
      { status: 429, headers: { 'retry-after': '3' } },
      { status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":"7"}' },
    ])
    const { done, waits } = request('/limited-once')
    expect(await done).toEqual({ status: 200, body: { id: '7' } })
    expect(waits).toEqual([3000])
    expect(hits.get('/limited-once')).toBe(2)
  })

  it('backs off 1 s then 2 s without Retry-After, then refuses as rate limited (60 s)', async () => {
    scripts.set('/always-limited', [{ status: 429 }])
    const { done, waits } = request('/always-limited')
    const error = await rejection(done)
    expect(error.kind).toBe('rate_limited')
    expect(error.retryAfterSeconds).toBe(60)
    expect(waits).toEqual([1000, 2000])
    expect(hits.get('/always-limited')).toBe(3)
  })

  it('treats Podio’s 420 as a rate limit, and retries as many times as asked', async () => {
    scripts.set('/podio-420', [{ status: 420, headers: { 'retry-after': '1' } }])
    const { done, waits } = request('/podio-420', { rateLimitRetries: 1 })
    expect((await rejection(done)).retryAfterSeconds).toBe(1)
    expect(waits).toEqual([1000])
    expect(hits.get('/podio-420')).toBe(2)
    const none = request('/podio-420', { rateLimitRetries: 0 })
    expect((await rejection(none.done)).kind).toBe('rate_limited')
    expect(none.waits).toEqual([])
  })

  it('does not wait longer than maxWaitMs: refused at once with the wait asked for', async () => {
    scripts.set('/long-wait', [{ status: 429, headers: { 'retry-after': '30' } }])
    const { done, waits } = request('/long-wait')
    const error = await rejection(done)
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 30 })
    expect(waits).toEqual([])
    expect(hits.get('/long-wait')).toBe(1)
  })

  it('returns other answers as they came: an error status, a body that is not JSON, none', async () => {
    scripts.set('/error', [{ status: 500, body: 'upstream broke' }])
    scripts.set('/empty', [{ status: 204 }])
    expect(await request('/error').done).toEqual({ status: 500, body: 'upstream broke' })
    expect(await request('/empty').done).toEqual({ status: 204, body: undefined })
    expect(hits.get('/error')).toBe(1)
  })

  it('fails at once, without retrying, when the CRM cannot be reached or does not answer', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const unreachable = await rejection(
      crmRequest(`http://127.0.0.1:${port}/x`, { method: 'GET', timeoutMs: 2000 }),
    )
    expect(unreachable).toMatchObject({ kind: 'unreachable', message: 'could not be reached' })

    scripts.set('/slow', [{ status: 200, delayMs: 1000 }])
    const slow = await rejection(request('/slow', { timeoutMs: 100 }).done)
    expect(slow).toMatchObject({ kind: 'unreachable', message: 'did not answer within 100 ms' })
    expect(hits.get('/slow')).toBe(1)
  })
})

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-03-01T12:00:00Z')
    expect(retryAfterSeconds('120', now)).toBe(120)
    expect(retryAfterSeconds('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30)
    expect(retryAfterSeconds('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds(null, now)).toBeNull()
    expect(retryAfterSeconds('soon', now)).toBeNull()
  })
})
