/**
 * The search's stage filters (issue 16): "sale in the next 30 days" and "not cancelled / sold /
 * redeemed", saved with the search as part of its criteria (one row, docs/decisions/0018), for
 * every path of the search (trial, Basic, Elite's one statement); bad values are a 400.
 */
import { publicRecordsSearchResponse } from '@common/contracts/records'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, publicRecordsSearches } from '../../db/schema'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  const base = {
    state: 'NJ',
    county: 'Atlantic',
    city: 'Mays Landing',
    zipCode: '08330',
    sourceDatabase: 'test-source',
    documentType: 'Sheriff Sale',
  }
  // Made up for the test: one case per stage, the case number naming it.
  const cases: Array<[string, string | null, string | null, string | null]> = [
    // [case number, stage, next sale date, sale status]
    ['SOON', 'sale_scheduled', inDays(10), 'scheduled'],
    ['POSTPONED-SOON', 'postponed', inDays(29), 'postponed'],
    ['LATER', 'sale_scheduled', inDays(45), 'scheduled'],
    ['PASSED', 'sale_scheduled', inDays(-3), 'scheduled'],
    ['CANCELLED', 'cancelled', inDays(5), 'cancelled'],
    ['STAYED', 'bankruptcy_stay', inDays(7), 'stayed'],
    ['SOLD', 'sold', null, 'sold'],
    ['REDEEMED', 'redeemed', null, null],
    ['FILED', 'filed', null, null],
    ['NO-STAGE', null, null, null],
  ]
  await t.database.db.insert(filings).values(
    cases.map(([caseNumber, stage, nextSaleDate, saleStatus], i) => ({
      ...base,
      dedupeKey: `t:stage:${caseNumber}`,
      caseNumber,
      stage,
      nextSaleDate,
      saleStatus,
      filingDate: `2026-01-${String(i + 10)}`,
    })),
  )
})
afterAll(() => t.close())

const active = (tier: string) => ({
  subscriptionTier: tier,
  subscriptionStatus: 'active',
  authProvider: 'paypal',
})

async function caseNumbers(client: TestClient, filters: object): Promise<string[]> {
  const response = await client.post('/api/public-records/search', {
    state: 'NJ',
    zipCode: '08330',
    ...filters,
  })
  expect(response.status).toBe(200)
  const body = publicRecordsSearchResponse.parse(await response.json())
  return body.results.map((result) => result.caseNumber ?? '').sort()
}

describe('stage filters', () => {
  for (const tier of ['elite', 'basic', 'pro']) {
    it(`${tier}: a sale in the next 30 days finds only live sales set within 30 days`, async () => {
      const { client } = await signInNewUser(t, active(tier))
      expect(await caseNumbers(client, { saleWithinDays: 30 })).toEqual(['POSTPONED-SOON', 'SOON'])
      expect(await caseNumbers(client, { saleWithinDays: 60 })).toEqual([
        'LATER',
        'POSTPONED-SOON',
        'SOON',
      ])
    })
  }

  it('not ended leaves out cancelled, sold and redeemed cases', async () => {
    const { client } = await signInNewUser(t, active('elite'))
    expect(await caseNumbers(client, { excludeEnded: true })).toEqual([
      'FILED',
      'LATER',
      'NO-STAGE',
      'PASSED',
      'POSTPONED-SOON',
      'SOON',
      'STAYED',
    ])
    expect(await caseNumbers(client, {})).toHaveLength(10)
  })

  it('trial: the filter narrows the search before the first two are shown', async () => {
    const { client } = await signInNewUser(t)
    const response = await client.post('/api/public-records/search', {
      state: 'NJ',
      zipCode: '08330',
      saleWithinDays: 30,
    })
    const body = publicRecordsSearchResponse.parse(await response.json())
    expect(body.totalFound).toBe(2)
    expect(body.results.every((result) => result.isAccessibleInTrial)).toBe(true)
  })

  it('the filters are saved with the search, shown in its reply, the list and when opened again', async () => {
    const { client, user } = await signInNewUser(t, active('elite'))
    const response = await client.post('/api/public-records/search', {
      state: 'NJ',
      zipCode: '08330',
      saleWithinDays: 30,
      excludeEnded: true,
    })
    const body = publicRecordsSearchResponse.parse(await response.json())
    expect(body.search).toMatchObject({ saleWithinDays: 30, excludeEnded: true, resultsCount: 2 })
    const rows = await t.database.db
      .select()
      .from(publicRecordsSearches)
      .where(eq(publicRecordsSearches.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ saleWithinDays: 30, excludeEnded: true })
    // The same ZIP without filters is another entry of the recent searches.
    await client.post('/api/public-records/search', { state: 'NJ', zipCode: '08330' })
    const list = await (await client.get('/api/public-records/searches')).json()
    expect(list.searches).toHaveLength(2)
    expect(list.searches[1]).toMatchObject({ saleWithinDays: 30, excludeEnded: true })
    expect(list.searches[0]).toMatchObject({ saleWithinDays: null, excludeEnded: false })
    const opened = await (await client.get(`/api/public-records/searches/${body.search.id}`)).json()
    expect(opened.search).toMatchObject({ saleWithinDays: 30, excludeEnded: true })
    expect(opened.results).toHaveLength(2)
  })

  it.each([
    [{ saleWithinDays: 0 }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ saleWithinDays: 366 }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ saleWithinDays: 2.5 }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ saleWithinDays: '30' }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ excludeEnded: 'yes' }, 'excludeEnded must be true or false'],
  ])('bad filter %j -> 400 with a message, nothing saved', async (filters, message) => {
    const { client, user } = await signInNewUser(t, active('elite'))
    const response = await client.post('/api/public-records/search', {
      state: 'NJ',
      zipCode: '08330',
      ...filters,
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(message)
    const rows = await t.database.db
      .select()
      .from(publicRecordsSearches)
      .where(eq(publicRecordsSearches.userId, user.id))
    expect(rows).toHaveLength(0)
  })
})
