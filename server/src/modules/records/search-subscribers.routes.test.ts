/**
 * POST /api/public-records/search for subscribers: Elite, Pro and Basic record views, counties,
 * filters and rate limits, over real HTTP on a real database. The trial: search.routes.test.ts.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicRecordsSearches } from '../../db/schema'
import { search, seedSearchFilings } from '../../testing/search-routes-test-fixtures'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await seedSearchFilings(t.database.db)
})
afterAll(() => t.close())

const signedIn = (overrides = {}) => signInNewUser(t, overrides)

describe('subscribers', () => {
  const active = (tier: string) => ({
    subscriptionTier: tier,
    subscriptionStatus: 'active',
    authProvider: 'paypal',
  })

  it('elite sees every record unmasked', async () => {
    const { client } = await signedIn(active('elite'))
    const body = await (await search(client, { state: 'FL', zipCode: '33130' })).json()
    expect(body).toMatchObject({
      isTrialUser: false,
      trialLimitReached: false,
      totalFound: 5,
      accessibleInTrial: 5,
    })
    expect(
      body.results.every((r: { defendantName: string | null }) => r.defendantName !== null),
    ).toBe(true)
  })

  it('basic: 20 unmasked records a month, the rest masked', async () => {
    const { client, user } = await signedIn(active('basic'))
    await t.database.db.execute(
      // 17 of 20 views already used this month
      (await import('drizzle-orm'))
        .sql`insert into monthly_usage (user_id, year, month, records_viewed)
        values (${user.id}, ${new Date().getUTCFullYear()}, ${new Date().getUTCMonth() + 1}, 17)`,
    )
    const body = await (await search(client, { state: 'FL', zipCode: '33130' })).json()
    expect(
      body.results.filter((r: { isAccessibleInTrial: boolean }) => r.isAccessibleInTrial),
    ).toHaveLength(3)
    expect(body.monthlyViewLimitReached).toBe(true)
  })

  it("basic: a 4th county in the month -> 403 'State not available in your plan'", async () => {
    const { client } = await signedIn(active('basic'))
    for (const zipCode of ['33130', '32801'])
      expect((await search(client, { state: 'FL', zipCode })).status).toBe(200)
    // Unknown ZIPs find nothing, so they count no county (before 0018 each took a county slot).
    for (const zipCode of ['33101', '33102', '33103'])
      expect((await search(client, { state: 'FL', zipCode })).status).toBe(200)
    expect((await search(client, { state: 'FL', zipCode: '33602' })).status).toBe(200)
    const fourth = await search(client, { state: 'FL', zipCode: '33301' })
    expect(fourth.status).toBe(403)
    const refusal = await fourth.json()
    expect(refusal.message).toContain('State not available')
    expect(refusal.code).toBe('STATE_NOT_IN_PLAN')
    expect((await search(client, { state: 'FL', zipCode: '33130' })).status).toBe(200)
  })

  it("elite: each search's county is counted once a month (taken from the found filings), never refused", async () => {
    const { client } = await signedIn(active('elite'))
    for (const zipCode of ['33130', '33130', '32801', '33101'])
      expect((await search(client, { state: 'FL', zipCode })).status).toBe(200)
    const usage = await (await client.get('/api/billing/usage')).json()
    // Miami-Dade and Orange; the unknown ZIP 33101 found nothing and counts no county.
    expect(usage.usage.counties).toEqual({ used: 2, limit: null, remaining: null })
  })

  it('elite: the read, the save and the county record are one statement; all is there when the reply is', async () => {
    const { client, user } = await signedIn(active('elite'))
    const reply = await (await search(client, { state: 'FL', zipCode: '33130' })).json()
    const [saved] = await t.database.db
      .select()
      .from(publicRecordsSearches)
      .where(eq(publicRecordsSearches.id, reply.search.id))
    expect(saved?.filingIds).toEqual(reply.results.map((r: { id: string }) => r.id))
    expect(saved?.shownCount).toBe(5)
    // An empty answer is saved too, with the database's time in the reply.
    const empty = await (await search(client, { state: 'FL', zipCode: '33999' })).json()
    expect(empty).toMatchObject({ totalFound: 0, results: [], search: { resultsCount: 0 } })
    const list = await (await client.get('/api/public-records/searches')).json()
    expect(list.searches[0]).toEqual(empty.search)
    // County keys as claimCounty stores them: the filter's, the found filings'; the empty
    // answer claims none.
    await search(client, { state: 'FL', zipCode: '32801', county: ' Orange ' })
    const counties = await t.database.pool.query<{ county_key: string }>(
      'select county_key from monthly_usage_counties where user_id = $1 order by county_key',
      [user.id],
    )
    expect(counties.rows.map((r) => r.county_key)).toEqual(['fl:miami-dade', 'fl:orange'])
  })

  it('pro: a search refused by the minute limit does not count towards the day', async () => {
    const { client, user } = await signedIn(active('pro'))
    const day = new Date().toISOString().slice(0, 10)
    for (let i = 0; i < 12; i++) await search(client, { state: 'FL', zipCode: '33130' })
    const { rows } = await t.database.pool.query<{ bucket: string; hits: number }>(
      'select bucket, hits from request_throttles where bucket = any($1) order by bucket',
      [[`search:day:${day}:${user.id}`, `search:minute:${user.id}`]],
    )
    expect(rows.map((r) => r.hits)).toEqual([10, 12])
  })

  it('basic may not use city or county filters; pro may', async () => {
    const basic = await signedIn(active('basic'))
    const filtered = await search(basic.client, { state: 'FL', zipCode: '33130', city: 'Miami' })
    expect(filtered.status).toBe(403)
    expect((await filtered.json()).code).toBe('FILTERS_NOT_IN_PLAN')
    const pro = await signedIn(active('pro'))
    const body = await (
      await search(pro.client, { state: 'FL', zipCode: '33130', county: 'miami-dade' })
    ).json()
    expect(body.totalFound).toBe(5)
    const none = await (
      await search(pro.client, { state: 'FL', zipCode: '33130', city: 'Tampa' })
    ).json()
    expect(none.totalFound).toBe(0)
  })

  it("more than 10 searches a minute -> 429 'Rate limit exceeded'", async () => {
    const { client } = await signedIn(active('elite'))
    const replies = []
    for (let i = 0; i < 11; i++)
      replies.push(await search(client, { state: 'FL', zipCode: '33130' }))
    expect(replies.slice(0, 10).every((r) => r.status === 200)).toBe(true)
    expect(replies[10]!.status).toBe(429)
    const refusal = await replies[10]!.json()
    expect(refusal.message).toContain('Rate limit exceeded')
    expect(refusal.code).toBe('RATE_LIMITED')
  })
})
