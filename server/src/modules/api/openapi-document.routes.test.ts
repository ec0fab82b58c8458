/**
 * The OpenAPI 3.1 document of /api/v1: it validates against the OpenAPI 3.1 schema
 * (@seriousme/openapi-schema-validator), lists every /api/v1 route Fastify registered (seen by an
 * onRoute hook) with the bearer scheme and the route's scopes, and is generated from the same zod
 * contracts the routes validate with. The reference page is served from the package's own files.
 */
import { API_DOCS_PATH, API_OPENAPI_PATH } from '@common/api-access'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
const routes: { method: string; url: string; scopes?: readonly string[] }[] = []
beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, scopes: route.config?.scopes })
      }
    },
  })
})
afterAll(() => t.close())

/** Fastify's `/api/v1/leads/:id` as OpenAPI writes it: `/api/v1/leads/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

async function fetchDocument() {
  const response = await t.request(API_OPENAPI_PATH)
  expect(response.status).toBe(200)
  return (await response.json()) as {
    openapi: string
    paths: Record<
      string,
      Record<
        string,
        {
          operationId?: string
          security?: Record<string, string[]>[]
          'x-required-scopes'?: string[]
          parameters?: { name: string; in: string }[]
          requestBody?: { content: Record<string, unknown> }
          responses: Record<string, { headers?: Record<string, unknown> }>
        }
      >
    >
    components: {
      securitySchemes: Record<
        string,
        { type: string; scheme: string; 'x-scopes': Record<string, string> }
      >
    }
  }
}

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with the bearer scheme', async () => {
    const document = await fetchDocument()
    expect(document.openapi).toBe('3.1.0')
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
  })

  it('lists every /api/v1 route Fastify registered, with its scopes and operationId, and nothing else', async () => {
    const document = await fetchDocument()
    const registered = routes.filter(
      (route) =>
        route.url.startsWith('/api/v1/') &&
        route.method !== 'HEAD' &&
        route.url !== API_OPENAPI_PATH &&
        !route.url.startsWith(API_DOCS_PATH),
    )
    expect(registered.length).toBeGreaterThanOrEqual(10)
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.sort()).toEqual(
      registered.map((route) => `${route.method} ${openApiPath(route.url)}`).sort(),
    )
    for (const route of registered) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]
      expect(route.scopes?.length, `${route.method} ${route.url} scopes`).toBeGreaterThan(0)
      // The bearer key, and the scopes it needs where Spectral and generators expect no roles of a
      // non-OAuth scheme (docs/decisions/0066): each declared on the scheme.
      expect(operation?.security).toEqual([{ apiKey: [] }])
      expect(operation?.['x-required-scopes']).toEqual([...(route.scopes ?? [])])
      for (const scope of route.scopes ?? []) {
        expect(document.components.securitySchemes.apiKey?.['x-scopes']).toHaveProperty([scope])
      }
      expect(operation?.operationId, `${route.method} ${route.url}`).toMatch(/^[a-z]+[A-Za-z]*$/)
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['400', '401', '403', '429']),
      )
      expect(Object.keys(operation?.responses ?? {}).some((status) => /^2\d\d$/.test(status))).toBe(
        true,
      )
    }
    const operationIds = registered.map(
      (route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.operationId,
    )
    expect(new Set(operationIds).size).toBe(registered.length)
    expect(operationIds).toEqual(expect.arrayContaining(['listLeads', 'getLead', 'searchRecords']))
  })

  it('is generated from the zod contracts: query filters, path ids, bodies, upload, file export', async () => {
    const document = await fetchDocument()
    const list = document.paths['/api/v1/leads']?.get
    expect(list?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['status', 'zip', 'sort', 'cursor', 'limit']),
    )
    expect(list?.responses['200']?.headers).toHaveProperty('X-RateLimit-Remaining')
    expect(document.paths['/api/v1/leads/{id}']?.patch?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path' }),
    )
    expect(document.paths['/api/v1/search']?.post?.requestBody?.content).toHaveProperty(
      'application/json',
    )
    expect(document.paths['/api/v1/documents']?.post?.requestBody?.content).toHaveProperty(
      'multipart/form-data',
    )
    const exported = document.paths['/api/v1/leads/export']?.get?.responses['200'] as {
      content: Record<string, unknown>
    }
    expect(Object.keys(exported.content)).toContain('text/csv')
  })
})

describe(`GET ${API_DOCS_PATH}`, () => {
  it('serves the reference page and its assets from this server, with a same-origin policy', async () => {
    const page = await t.request(`${API_DOCS_PATH}/`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(sources.length).toBeGreaterThan(3)
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/https?:/)
    const bundle = await t.request(`${API_DOCS_PATH}/static/swagger-ui-bundle.js`)
    expect(bundle.status).toBe(200)
    expect((await bundle.text()).length).toBeGreaterThan(100_000)
    const initializer = await (
      await t.request(`${API_DOCS_PATH}/static/swagger-initializer.js`)
    ).text()
    expect(initializer).toContain('validatorUrl: null')
  })

  it('leaves the web app’s own policy elsewhere unchanged', async () => {
    const response = await t.request('/api/health')
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline')
  })
})
