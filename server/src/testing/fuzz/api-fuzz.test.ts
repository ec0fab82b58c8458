/**
 * Fuzzes every route of the app with what a hostile or careless client sends (hostile-values.ts)
 * as a signed-in trial user, a signed-in pro user and a stranger, and with multipart bodies that
 * are not what they say (malformed-multipart.ts): no answer may be a 5xx. The
 * figures (requests sent, statuses seen) are printed for the record. Bounded: a fixed number of
 * runs with a fixed seed, so a failure is reproducible and the time is stable.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKey } from '../api-test-helpers'
import { createTestClient, type TestClient } from '../http-client'
import { signInNewUser } from '../signed-in'
import { buildTestApp, type TestApp } from '../test-app'
import { hostileBody, hostileString, hostileValue, rawBody } from './hostile-values'
import { MALFORMED_MULTIPART, malformedMultipart } from './malformed-multipart'
import { listRoutes, parseRouteTree, type RouteEntry } from './route-table'
import { VALID_BODIES } from './valid-bodies'

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261124)

let t: TestApp
let routes: RouteEntry[]
let callers: TestClient[]
const statuses = new Map<number, number>()
const failures: string[] = []
let sent = 0

beforeAll(async () => {
  t = await buildTestApp({ config: { SEARCH_RATE_LIMIT_PER_MINUTE: 10_000 } })
  routes = listRoutes(t.app)
  const trial = await signInNewUser(t)
  const pro = await signInNewUser(t, { subscriptionTier: 'pro', subscriptionStatus: 'active' })
  callers = [trial.client, pro.client, createTestClient(t.baseUrl)]
})

afterAll(async () => {
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`)
  console.log(
    `API fuzz: ${sent} requests over ${routes?.length} routes; statuses ${seen.join(' ')}`,
  )
  await t?.close()
})

/** A path with its parameters filled by fuzz strings (URL-encoded, as a browser would send). */
function fillParams(url: string, values: string[]): string {
  let index = 0
  // A lone surrogate cannot be percent-encoded; a browser sends U+FFFD in its place.
  const wellFormed = (text: string) =>
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    )
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(wellFormed(values[index++] ?? '')))
}

function queryOf(entries: [string, string][]): string {
  if (entries.length === 0) return ''
  return `?${new URLSearchParams(entries).toString()}`
}

async function send(
  caller: TestClient,
  route: RouteEntry,
  path: string,
  body?: string,
  more: Record<string, string> = {},
) {
  const headers: Record<string, string> = { origin: 'http://app.test' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  Object.assign(headers, more)
  const response = await caller.request(path, { method: route.method, headers, body })
  await response.arrayBuffer()
  sent++
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  if (response.status >= 500)
    failures.push(`${route.method} ${path.slice(0, 200)} -> ${response.status}`)
  return response.status
}

describe('API fuzz: no input gets a 5xx', () => {
  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20)
    expect(routes).toContainEqual({ method: 'POST', url: '/api/public-records/search' })
    expect(routes).toContainEqual({ method: 'GET', url: '/api/documents/:id/download' })
  })

  it('parses nested route trees', () => {
    const tree = ['└── /api/documents (POST)', '    └── /:id (GET, HEAD)', '        └── /x (GET)']
    expect(parseRouteTree(tree.join('\n'))).toEqual([
      { method: 'POST', url: '/api/documents' },
      { method: 'GET', url: '/api/documents/:id' },
      { method: 'GET', url: '/api/documents/:id/x' },
    ])
  })

  it('answers every hostile request with less than 500', async () => {
    const urlPart = fc.oneof(
      hostileString.map((v) => v.slice(0, 2000)),
      fc.string(),
    )
    const anyRoute = fc.record({
      kind: fc.constant('any' as const),
      route: fc.nat(),
      caller: fc.integer({ min: 0, max: 2 }),
      params: fc.array(urlPart, { minLength: 2, maxLength: 2 }),
      query: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom('zip', 'token', 'id'), fc.string()), urlPart),
        {
          maxLength: 3,
        },
      ),
      body: fc.oneof(
        hostileBody.map((value) => JSON.stringify(value) ?? 'null'),
        hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
        rawBody,
      ),
    })
    const templates = Object.keys(VALID_BODIES)
    const oneBadField = fc.record({
      kind: fc.constant('template' as const),
      template: fc.constantFrom(...templates),
      caller: fc.integer({ min: 0, max: 2 }),
      field: fc.nat(),
      value: fc.oneof(hostileString, hostileValue),
    })
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyRoute, oneBadField), async (input) => {
        const caller = callers[input.caller]!
        if (input.kind === 'template') {
          const [method = 'POST', url = '/'] = input.template.split(' ')
          const body = { ...VALID_BODIES[input.template] }
          const keys = Object.keys(body)
          // One run in (fields + 1) sends the valid body itself (an unknown token, a taken e-mail).
          const field = keys[input.field % (keys.length + 1)]
          if (field) body[field] = input.value
          return (await send(caller, { method, url }, url, JSON.stringify(body))) < 500
        }
        const route = routes[input.route % routes.length]!
        // Signing out would leave the rest of the run unauthenticated: only the stranger does.
        if (route.url === '/api/logout' && caller !== callers[2]) return true
        const path = fillParams(route.url, input.params) + queryOf(input.query)
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
        return (await send(caller, route, path, hasBody ? input.body : undefined)) < 500
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    expect(failures).toEqual([])
  })

  it('answers malformed multipart bodies with less than 500, on every route', async () => {
    // The API is Elite's: its user holds the key, and sends the session routes' bodies too.
    const elite = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    const key = await createKey(elite.client)
    // /api/v1 routes as the API key's holder (a session is refused there before the body is read).
    const apiCaller = (route: RouteEntry): { caller: TestClient; auth: Record<string, string> } =>
      route.url.startsWith('/api/v1/')
        ? { caller: callers[2]!, auth: { authorization: `Bearer ${key.key}` } }
        : { caller: elite.client, auth: {} }
    const withBody = routes.filter(
      (route) => !['GET', 'DELETE'].includes(route.method) && route.url !== '/api/logout',
    )
    const uploads = withBody.filter((route) => /^\/api(\/v1)?\/documents$/.test(route.url))
    expect(uploads.map((route) => route.url).sort()).toEqual([
      '/api/documents',
      '/api/v1/documents',
    ])
    for (const route of withBody) {
      const { caller, auth } = apiCaller(route)
      const path = fillParams(route.url, ['1', '2'])
      for (const { contentType, body } of MALFORMED_MULTIPART) {
        await send(caller, route, path, body, { ...auth, 'content-type': contentType })
      }
    }
    // The probe's body on the upload routes: a 400 that says what is wrong, for both.
    for (const route of uploads) {
      const { caller, auth } = apiCaller(route)
      const [probe] = MALFORMED_MULTIPART
      const response = await caller.request(route.url, {
        method: 'POST',
        headers: { origin: 'http://app.test', ...auth, 'content-type': probe!.contentType },
        body: probe!.body,
      })
      expect(response.status, route.url).toBe(400)
      expect((await response.json()).message).toMatch(/not a complete multipart\/form-data body/)
    }
    await fc.assert(
      fc.asyncProperty(
        malformedMultipart,
        fc.constantFrom(...uploads),
        fc.boolean(),
        async ({ contentType, body }, route, asStranger) => {
          const { caller, auth } = apiCaller(route)
          const who = asStranger ? { caller: callers[2]!, auth: {} } : { caller, auth }
          const headers = { ...who.auth, 'content-type': contentType }
          return (await send(who.caller, route, route.url, body, headers)) < 500
        },
      ),
      { numRuns: Math.max(50, Math.round(RUNS / 4)), seed: SEED, endOnFailure: true },
    )
    expect(failures).toEqual([])
  })
})
