/**
 * Elite's multi-area search (0034) over real HTTP: several ZIPs or a whole county in one search,
 * grouped by ZIP in the reply, one search counted; every other plan refused with
 * MULTI_AREA_NOT_IN_PLAN before anything is spent; the spec's one-ZIP validation and the
 * trial's masking unchanged.
 */
import {
  publicRecordsSearchesResponse,
  publicRecordsSearchResponse,
  SEARCH_MESSAGES,
} from '@common/contracts/records'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, publicRecordsSearches, requestThrottles } from '../../db/schema'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  const filing = (zipCode: string, county: string, i: number) => ({
    dedupeKey: `multi:${zipCode}:${i}`,
    documentType: 'Lis Pendens',
    state: 'OH',
    zipCode,
    county,
    city: 'Cincinnati',
    caseNumber: `A26-${zipCode}-${i}`,
    defendantName: `Owner ${zipCode} ${i}`,
    propertyAddress: `${i} Vine St`,
    filingDate: `2026-0${i}-10`,
    sourceDatabase: 'test-source',
  })
  await t.database.db
    .insert(filings)
    .values([
      ...[1, 2, 3].map((i) => filing('45202', 'Hamilton', i)),
      ...[1, 2].map((i) => filing('45203', 'Hamilton', i)),
      filing('45204', 'Hamilton', 1),
      filing('45011', 'Butler', 1),
    ])
})
afterAll(() => t.close())

async function search(client: TestClient, body: object) {
  const response = await client.post('/api/public-records/search', body)
  const json = await response.json()
  if (response.status === 200) expect(publicRecordsSearchResponse.parse(json)).toEqual(json)
  return { status: response.status, json }
}

const savedSearchesOf = (userId: string) =>
  t.database.db.select().from(publicRecordsSearches).where(eq(publicRecordsSearches.userId, userId))

describe('multi-area search', () => {
  it('refuses several ZIPs or a county without a ZIP to trial, Basic and Pro, spending nothing', async () => {
    for (const tier of ['trial', 'basic', 'pro'] as const) {
      const { client, user } = await signInNewUser(t, tierFields(tier))
      for (const body of [
        { state: 'OH', zipCode: '45202', zipCodes: ['45203'] },
        { state: 'OH', zipCodes: '45202, 45203' },
        { state: 'OH', county: 'Hamilton' },
      ]) {
        const refused = await search(client, body)
        expect(refused.status, `${tier} ${JSON.stringify(body)}`).toBe(403)
        expect(refused.json).toEqual({
          code: 'MULTI_AREA_NOT_IN_PLAN',
          message: SEARCH_MESSAGES.multiAreaNotInPlan,
        })
      }
      expect(await savedSearchesOf(user.id)).toHaveLength(0)
      // The spec's one ZIP still works (the trial's 2 searches were not spent by the refusals).
      const one = await search(client, { state: 'OH', zipCode: '45202' })
      expect(one.status).toBe(200)
      if (tier === 'trial') {
        // Masking unchanged: the trial reads the first 2 of 3, the third has no identifying keys.
        expect(one.json.accessibleInTrial).toBe(2)
        expect(one.json.results[2].isAccessibleInTrial).toBe(false)
        expect(one.json.results[2]).not.toHaveProperty('defendantName')
      }
    }
  })

  it("keeps the spec's one-ZIP validation messages", async () => {
    const { client } = await signInNewUser(t, tierFields('elite'))
    for (const body of [
      { state: 'OH' },
      { state: 'OH', zipCode: '' },
      { state: 'OH', zipCode: '4520' },
      { state: 'OH', zipCode: 'abcde' },
    ]) {
      const response = await client.post('/api/public-records/search', body)
      expect(response.status).toBe(400)
      const json = (await response.json()) as { fields?: Record<string, string[]> }
      expect(JSON.stringify(json), JSON.stringify(body)).toContain(
        'ZIP code must be exactly 5 digits',
      )
    }
    const tooMany = await client.post('/api/public-records/search', {
      state: 'OH',
      zipCodes: Array.from({ length: 11 }, (_, i) => String(45201 + i)),
    })
    expect(tooMany.status).toBe(400)
    expect(await tooMany.text()).toContain('At most 10 ZIP codes')
    const badExtra = await client.post('/api/public-records/search', {
      state: 'OH',
      zipCode: '45202',
      zipCodes: ['452'],
    })
    expect(badExtra.status).toBe(400)
    expect(await badExtra.text()).toContain('Each ZIP code must be exactly 5 digits')
  })

  it('gives Elite several ZIPs in one search: both ZIPs found, one search counted, saved with its areas', async () => {
    const { client, user } = await signInNewUser(t, tierFields('elite'))
    const found = await search(client, { state: 'OH', zipCode: '45202', zipCodes: ['45203'] })
    expect(found.status).toBe(200)
    expect(found.json.totalFound).toBe(5)
    const zips = found.json.results.map((r: { zipCode: string }) => r.zipCode)
    expect(new Set(zips)).toEqual(new Set(['45202', '45203']))
    expect(
      found.json.results.every((r: { isAccessibleInTrial: boolean }) => r.isAccessibleInTrial),
    ).toBe(true)
    expect(found.json.search).toMatchObject({ zipCode: null, zipCodes: ['45202', '45203'] })

    // One search of the day's quota.
    const day = new Date().toISOString().slice(0, 10)
    const [counter] = await t.database.db
      .select()
      .from(requestThrottles)
      .where(eq(requestThrottles.bucket, `search:day:${day}:${user.id}`))
    expect(counter?.hits).toBe(1)

    // The statement of a multi-ZIP search is compiled once (0018): another list gets its own ZIPs.
    const other = await search(client, { state: 'OH', zipCodes: ['45204', '45011'] })
    expect(other.status).toBe(200)
    const otherZips = other.json.results.map((r: { zipCode: string }) => r.zipCode)
    expect(new Set(otherZips)).toEqual(new Set(['45204', '45011']))
    expect(other.json.search).toMatchObject({ zipCode: null, zipCodes: ['45204', '45011'] })

    const county = await search(client, { state: 'OH', county: 'hamilton' })
    expect(county.status).toBe(200)
    expect(county.json.totalFound).toBe(6)
    expect(county.json.search).toMatchObject({ zipCode: null, zipCodes: [], county: 'hamilton' })

    const list = publicRecordsSearchesResponse.parse(
      await (await client.get('/api/public-records/searches')).json(),
    )
    expect(list.searches.map((s) => s.zipCodes)).toEqual([
      [],
      ['45204', '45011'],
      ['45202', '45203'],
    ])

    // Opened again: the same two ZIPs, nothing spent.
    const reopened = await client.get(`/api/public-records/searches/${found.json.search.id}`)
    const again = publicRecordsSearchResponse.parse(await reopened.json())
    expect(again.search.zipCodes).toEqual(['45202', '45203'])
    expect(again.results).toHaveLength(5)
  })
})
