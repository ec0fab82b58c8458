/**
 * The Search operations of /api/v1 against their OpenAPI document (docs/decisions/0072): a search
 * of seeded filings, opening it again, and bad input, unknown ids, a missing scope, a missing key,
 * a body of another type and a reused Idempotency-Key, every answer checked by the harness.
 */
import { randomUUID } from 'node:crypto'
import { shownStage, utcToday } from '@common/shown-stage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings } from '../../../../db/schema'
import {
  type ContractSetup,
  openContractSetup,
} from '../../../../testing/api-contract/contract-harness'
import { createKey } from '../../../../testing/api-test-helpers'
import { signInNewUser } from '../../../../testing/signed-in'

let s: ContractSetup
beforeAll(async () => {
  // Three searches a minute per user, so that a fourth provokes the documented 429.
  s = await openContractSetup({ config: { SEARCH_RATE_LIMIT_PER_MINUTE: 3 } })
  await s.t.database.db.insert(filings).values(
    [1, 2].map((i) => ({
      state: 'FL',
      sourceDatabase: 'test-source',
      documentType: 'Lis Pendens',
      court: 'Circuit Court',
      dedupeKey: `contract:miami:${i}`,
      caseNumber: `2026-CA-70${i}`,
      defendantName: `Pat Contract ${i}`,
      propertyAddress: `${i}00 Example Ave`,
      city: 'Miami',
      county: 'Miami-Dade',
      zipCode: '33130',
      filingDate: `2026-0${i}-15`,
      // The first was last checked two days ago by a daily source: stale (0078).
      lastSeenAt: new Date(Date.now() - (i === 1 ? 48 : 1) * 3_600_000),
      sourceUrl: 'https://clerk.example.gov/lis-pendens',
      checkEveryHours: 24,
      // The first's sale was set for a day long past, with no result since (issue 30).
      ...(i === 1 ? { stage: 'sale_scheduled', nextSaleDate: '2026-03-01' } : {}),
    })),
  )
})
afterAll(() => s.close())

describe('Search as documented', () => {
  it('searches and opens the search again', async () => {
    const found = await s.call({
      path: '/api/v1/search',
      json: { state: 'FL', zipCode: '33130' },
      expect: 200,
    })
    const search = found.json<{
      totalFound: number
      search: { id: string }
      results: {
        caseNumber: string
        stale: boolean
        sourceUrl: string | null
        stage: string | null
        shownStage: unknown
      }[]
    }>()
    expect(search.totalFound).toBe(2)
    const staleness = (results: typeof search.results) =>
      Object.fromEntries(results.map((r) => [r.caseNumber, [r.stale, r.sourceUrl]]))
    const expected = {
      '2026-CA-701': [true, 'https://clerk.example.gov/lis-pendens'],
      '2026-CA-702': [false, 'https://clerk.example.gov/lis-pendens'],
    }
    expect(staleness(search.results)).toEqual(expected)
    const again = await s.call({ path: `/api/v1/searches/${search.search.id}`, expect: 200 })
    expect(again.json()).toMatchObject({ totalFound: 2 })
    expect(staleness(again.json<typeof search>().results)).toEqual(expected)

    // Every readable result's shown stage, never nothing, in both operations (issue 30).
    const shownStages = {
      '2026-CA-701': { stage: 'unknown', reason: 'sale date passed, no result published' },
      // A lis pendens with no later event: what shownStage says of it today (UTC).
      '2026-CA-702': shownStage(
        { stage: null, nextSaleDate: null, documentType: 'Lis Pendens', filingDate: '2026-02-15' },
        utcToday(),
      ),
    }
    const shown = (results: typeof search.results) =>
      Object.fromEntries(results.map((r) => [r.caseNumber, r.shownStage]))
    expect(shown(search.results)).toEqual(shownStages)
    expect(shown(again.json<typeof search>().results)).toEqual(shownStages)
    // The reported stage is still sent as the source reported it.
    expect(search.results.find((r) => r.caseNumber === '2026-CA-701')?.stage).toBe('sale_scheduled')
  })

  it('refuses bad input, unknown ids, a missing scope and a missing key as documented', async () => {
    await s.call({ path: '/api/v1/search', json: { state: 'ZZ', zipCode: '33130' }, expect: 400 })
    await s.call({ path: '/api/v1/search', json: { zipCode: '33130' }, expect: 400 })
    await s.call({ path: '/api/v1/search', json: { state: 'FL', zipCode: '3313' }, expect: 400 })
    await s.call({
      path: '/api/v1/search',
      body: '{"state": "FL",',
      headers: { 'content-type': 'application/json' },
      expect: 400,
    })
    await s.call({
      path: '/api/v1/search',
      body: '<search state="FL"/>',
      headers: { 'content-type': 'application/xml' },
      expect: 415,
    })
    await s.call({
      path: '/api/v1/search',
      json: { state: 'FL', zipCode: '33130', city: 'x'.repeat(2 * 1024 * 1024) },
      expect: 413,
    })
    await s.call({ path: `/api/v1/searches/${randomUUID()}`, expect: 404 })
    await s.call({ path: '/api/v1/searches/42', expect: 400 })

    const leadsOnly = await s.keyWith(['leads:read'])
    const search = { state: 'FL', zipCode: '33130' }
    await s.call({ path: '/api/v1/search', json: search, key: leadsOnly, expect: 403 })
    await s.call({ path: `/api/v1/searches/${randomUUID()}`, key: leadsOnly, expect: 403 })
    await s.call({ path: '/api/v1/search', json: search, key: null, expect: 401 })
    await s.call({ path: `/api/v1/searches/${randomUUID()}`, key: 'fl_live_x', expect: 401 })
  })

  it('answers a reused Idempotency-Key with another request as documented (422)', async () => {
    const headers = { 'idempotency-key': `search-${randomUUID()}` }
    const search = { state: 'FL', zipCode: '33130' }
    await s.call({ path: '/api/v1/search', json: search, headers, expect: 200 })
    const other = { ...search, city: 'Miami' }
    await s.call({ path: '/api/v1/search', json: other, headers, expect: 422 })
  })

  it('answers a search over the per-minute limit with 429 and Retry-After, as documented', async () => {
    const { client } = await signInNewUser(s.t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    const { key } = await createKey(client, ['records:read'])
    const search = { state: 'FL', zipCode: '33130' }
    for (let i = 0; i < 3; i++)
      await s.call({ path: '/api/v1/search', json: search, key, expect: 200 })
    const refused = await s.call({ path: '/api/v1/search', json: search, key, expect: 429 })
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('exercised every Search operation with a good and a bad request', () => {
    expect(s.uncovered('Search')).toEqual([])
  })
})
