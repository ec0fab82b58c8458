import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { JOBS } from './composition/jobs'
import { AppError } from './http/app-error'
import { buildTestApp, type TestApp } from './testing/test-app'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({
    jobs: JOBS,
    config: { BODY_LIMIT_BYTES: 1024 * 1024 },
    extend(app) {
      const typed = app.withTypeProvider<ZodTypeProvider>()
      typed.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int() }),
          },
        },
        async (request) => ({ echoed: request.body }),
      )
      typed.get('/api/test/boom', async () => {
        throw new Error('secret internal detail: password=hunter2')
      })
      typed.get('/api/test/conflict', async () => {
        throw AppError.conflict('NAME_ALREADY_EXISTS', 'That name is taken', {
          requiresSubscription: true,
        })
      })
    },
  })
})
afterAll(() => t.close())

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('GET /api/health', () => {
  it('reports the database and the job queue as up', async () => {
    const response = await t.request('/api/health')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.status).toBe('ok')
    expect(body.database.status).toBe('up')
    expect(['pglite', 'postgres']).toContain(body.database.kind)
    expect(body.jobs).toEqual({ status: 'up', workers: 1 })
  })
})

describe('security headers', () => {
  it('sends a self-only CSP, nosniff, no framing and a referrer policy', async () => {
    const response = await t.request('/api/health')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('gives every reply a request id, keeping a well-formed incoming one', async () => {
    const fresh = await t.request('/api/health')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await t.request('/api/health', { headers: { 'x-request-id': 'trace-12345678' } })
    expect(kept.headers.get('x-request-id')).toBe('trace-12345678')
  })
})

describe('bad input gets a 4xx with { code, message }, never a 500', () => {
  it('unknown API route: 404 JSON naming the route', async () => {
    const response = await t.request('/api/does-not-exist')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No API route for GET /api/does-not-exist',
    })
  })

  it('malformed JSON: 400', async () => {
    const response = await t.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ann",',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    })
  })

  it('empty JSON body: 400', async () => {
    const response = await t.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('BAD_REQUEST')
  })

  it('wrong content type: 415', async () => {
    const response = await t.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<name>Ann</name>',
    })
    expect(response.status).toBe(415)
    const body = await response.json()
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(body.message).toContain('application/json')
  })

  it('body over the 1 MB limit: 413', async () => {
    const response = await t.request(
      '/api/test/echo',
      json({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }),
    )
    expect(response.status).toBe(413)
    const body = await response.json()
    expect(body.code).toBe('PAYLOAD_TOO_LARGE')
    expect(body.message).toContain('1024 KB')
  })

  it('schema violations: 400 listing each field', async () => {
    const response = await t.request('/api/test/echo', json({ name: '', age: 'old' }))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    const paths = body.fields.map((f: { path: string }) => f.path).sort()
    expect(paths).toEqual(['age', 'name'])
    expect(body.message).toContain('name: Name is required')
  })

  it('a single field problem is reported with its own message', async () => {
    const response = await t.request('/api/test/echo', json({ name: '', age: 3 }))
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Name is required')
  })

  it('a valid body passes', async () => {
    const response = await t.request('/api/test/echo', json({ name: 'Ann', age: 3 }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ echoed: { name: 'Ann', age: 3 } })
  })

  it('AppError keeps its status, code and extra fields', async () => {
    const response = await t.request('/api/test/conflict')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'NAME_ALREADY_EXISTS',
      message: 'That name is taken',
      requiresSubscription: true,
    })
  })
})

describe('unexpected errors', () => {
  it('answer 500 with a plain message that leaks nothing', async () => {
    const response = await t.request('/api/test/boom')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('stack')
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    })
  })
})
