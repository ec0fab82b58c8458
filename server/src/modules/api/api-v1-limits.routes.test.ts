/**
 * What holds under parallel requests on /api/v1, over real HTTP on a real database: a key's
 * minute limit lets exactly its number through (the rest 429 with Retry-After), its daily quota
 * shows in X-RateLimit-* and refuses past it; Idempotency-Key replays the first answer for the same
 * request, refuses another request (422) and a request still running (409), and runs once when the
 * same key arrives twice at once; a multipart upload is the same request whatever its boundary.
 */
import { publicRecordsSearchRequest } from '@common/contracts/records'
import { and, count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiIdempotencyKeys,
  documents,
  filings,
  publicRecordsSearches,
  requestThrottles,
} from '../../db/schema'
import { apiCall, createKey, makePdf, uploadForm } from '../../testing/api-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

const PER_MINUTE = 6
const PER_DAY = 50
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    config: {
      API_RATE_LIMIT_PER_MINUTE: PER_MINUTE,
      API_DAILY_QUOTA: PER_DAY,
      SEARCH_RATE_LIMIT_PER_MINUTE: 1000,
    },
  })
  await t.database.db.insert(filings).values({
    state: 'OH',
    sourceDatabase: 'test-source',
    documentType: 'Lis Pendens',
    dedupeKey: 'api-limits:1',
    caseNumber: 'A-26-001',
    city: 'Cincinnati',
    county: 'Hamilton',
    zipCode: '45202',
  })
})
afterAll(() => t.close())

async function eliteKey() {
  const { client, user } = await signInNewUser(t, {
    subscriptionTier: 'elite',
    subscriptionStatus: 'active',
  })
  const created = await createKey(client)
  return { ...created, user, client }
}

async function searchesOf(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(publicRecordsSearches)
    .where(eq(publicRecordsSearches.userId, userId))
  return row?.n ?? 0
}

describe('rate limit and quota', () => {
  it(`lets exactly ${PER_MINUTE} of 15 parallel requests through; the rest 429 with Retry-After`, async () => {
    const { key } = await eliteKey()
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => apiCall(t.baseUrl, key, '/api/v1/leads')),
    )
    const ok = answers.filter((response) => response.status === 200)
    const limited = answers.filter((response) => response.status === 429)
    expect(ok).toHaveLength(PER_MINUTE)
    expect(limited).toHaveLength(15 - PER_MINUTE)
    for (const response of limited) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expect((await response.json()).code).toBe('RATE_LIMITED')
    }
    const remaining = ok.map((response) => Number(response.headers.get('x-ratelimit-remaining')))
    expect(remaining.sort((a, b) => a - b)).toEqual([44, 45, 46, 47, 48, 49])
  })

  it('reports the daily quota in X-RateLimit-* and refuses past it until midnight UTC', async () => {
    const { key, id } = await eliteKey()
    const first = await apiCall(t.baseUrl, key, '/api/v1/leads')
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(PER_DAY))
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(PER_DAY - 1))
    const midnight = new Date()
    midnight.setUTCHours(24, 0, 0, 0)
    const toMidnight = Math.ceil((midnight.getTime() - Date.now()) / 1000)
    expect(Math.abs(Number(first.headers.get('x-ratelimit-reset')) - toMidnight)).toBeLessThan(5)
    // The day's count as 50 requests would leave it (the minute's limit would take an hour).
    await t.database.db
      .update(requestThrottles)
      .set({ hits: PER_DAY })
      .where(like(requestThrottles.bucket, `api:day:%:${id}`))
    const refused = await apiCall(t.baseUrl, key, '/api/v1/leads')
    expect(refused.status).toBe(429)
    expect((await refused.json()).code).toBe('API_QUOTA_EXCEEDED')
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Math.abs(Number(refused.headers.get('retry-after')) - toMidnight)).toBeLessThan(5)
  })

  it('counts only the requests it served: refused ones, even in parallel, do not add to the use', async () => {
    const { key, id, client } = await eliteKey()
    await apiCall(t.baseUrl, key, '/api/v1/leads')
    await t.database.db
      .update(requestThrottles)
      .set({ hits: PER_DAY })
      .where(like(requestThrottles.bucket, `api:day:%:${id}`))
    // Before the fix, each of these added one: settings showed 55 used of 50.
    const refused = await Promise.all(
      Array.from({ length: 5 }, () => apiCall(t.baseUrl, key, '/api/v1/leads')),
    )
    expect(refused.map((response) => response.status)).toEqual([429, 429, 429, 429, 429])
    const listed = (await (await client.get('/api/api-keys')).json()) as {
      keys: { id: string; quota: { used: number; limit: number } }[]
    }
    expect(listed.keys.find((each) => each.id === id)?.quota).toMatchObject({
      used: PER_DAY,
      limit: PER_DAY,
    })
  })
})

describe('Idempotency-Key', () => {
  const search = { state: 'OH', zipCode: '45202' }

  it('replays the first answer for the same request without running it again', async () => {
    const { key, user } = await eliteKey()
    const headers = { 'idempotency-key': 'search-0001' }
    const first = await apiCall(t.baseUrl, key, '/api/v1/search', { json: search, headers })
    expect(first.status).toBe(200)
    const firstBody = await first.text()
    // The same body with its keys in another order is the same request.
    const again = await apiCall(t.baseUrl, key, '/api/v1/search', {
      json: { zipCode: '45202', state: 'OH' },
      headers,
    })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.text()).toBe(firstBody)
    expect(await searchesOf(user.id)).toBe(1)
    // Without the header, a POST simply runs.
    await apiCall(t.baseUrl, key, '/api/v1/search', { json: search })
    expect(await searchesOf(user.id)).toBe(2)
  })

  it('refuses the key with another request (422) and a malformed key (400)', async () => {
    const { key, user } = await eliteKey()
    const headers = { 'idempotency-key': 'search-0002' }
    expect(
      (await apiCall(t.baseUrl, key, '/api/v1/search', { json: search, headers })).status,
    ).toBe(200)
    const other = await apiCall(t.baseUrl, key, '/api/v1/search', {
      json: { ...search, excludeEnded: true },
      headers,
    })
    expect(other.status).toBe(422)
    expect((await other.json()).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const bad = await apiCall(t.baseUrl, key, '/api/v1/search', {
      json: search,
      headers: { 'idempotency-key': 'x'.repeat(256) },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toContain('Idempotency-Key must be 1 to 255')
    expect(await searchesOf(user.id)).toBe(1)
  })

  it('runs once when the same key arrives twice at once; 409 while the first still runs', async () => {
    const { key, user, id } = await eliteKey()
    const headers = { 'idempotency-key': 'search-0003' }
    const answers = await Promise.all([
      apiCall(t.baseUrl, key, '/api/v1/search', { json: search, headers }),
      apiCall(t.baseUrl, key, '/api/v1/search', { json: search, headers }),
    ])
    const statuses = answers.map((response) => response.status).sort()
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses)
    expect(await searchesOf(user.id)).toBe(1)

    // A claim whose request is still running (no answer yet).
    const { parsedBodyFingerprintFor } = await import('./testing/request-fingerprint-for-tests')
    await t.database.db.insert(apiIdempotencyKeys).values({
      apiKeyId: id,
      idempotencyKey: 'search-0004',
      // The plugin fingerprints the body as the route's schema parsed it (defaults included).
      fingerprint: parsedBodyFingerprintFor(
        'POST',
        '/api/v1/search',
        publicRecordsSearchRequest.parse(search),
      ),
      lockedUntil: new Date(Date.now() + 60_000),
    })
    const running = await apiCall(t.baseUrl, key, '/api/v1/search', {
      json: search,
      headers: { 'idempotency-key': 'search-0004' },
    })
    expect(running.status).toBe(409)
    expect(running.headers.get('retry-after')).toBe('1')
    expect((await running.json()).code).toBe('IDEMPOTENCY_KEY_IN_USE')
    expect(await searchesOf(user.id)).toBe(1)
  })

  it('treats an upload as the same request whatever its multipart boundary', async () => {
    const { key, user } = await eliteKey()
    const pdf = await makePdf()
    const headers = { 'idempotency-key': 'upload-0001' }
    const first = await apiCall(t.baseUrl, key, '/api/v1/documents', {
      body: uploadForm(pdf),
      headers,
    })
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    const again = await apiCall(t.baseUrl, key, '/api/v1/documents', {
      body: uploadForm(pdf),
      headers,
    })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(firstBody)
    const other = await apiCall(t.baseUrl, key, '/api/v1/documents', {
      body: uploadForm(await makePdf('ANOTHER NOTICE')),
      headers,
    })
    expect(other.status).toBe(422)
    const [row] = await t.database.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.userId, user.id)))
    expect(row?.n).toBe(1)
  })
})
