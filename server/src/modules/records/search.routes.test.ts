import { publicRecordsSearchResponse } from '@common/contracts/records'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  filings,
  publicRecordsResults,
  publicRecordsSearches,
  searchSessions,
  users,
} from '../../db/schema'
import { createTestClient, type TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Five filings in one ZIP, two in another county of the same state, made up for the test.
  const base = {
    state: 'FL',
    sourceDatabase: 'test-source',
    documentType: 'Lis Pendens',
    court: 'Circuit Court',
  }
  await t.database.db.insert(filings).values([
    ...[1, 2, 3, 4, 5].map((i) => ({
      ...base,
      dedupeKey: `t:miami:${i}`,
      caseNumber: `2026-CA-00${i}`,
      defendantName: `Pat Tester ${i}`,
      propertyAddress: `${i}00 Example Ave`,
      city: 'Miami',
      county: 'Miami-Dade',
      zipCode: '33130',
      filingDate: `2026-0${i}-15`,
      loanAmount: `${i}00000.00`,
      documentType: i % 2 ? 'Lis Pendens' : 'Verified Complaint',
    })),
    // One filing in each of two more counties (a Basic plan's third and fourth).
    ...[
      ['33602', 'Tampa', 'Hillsborough'],
      ['33301', 'Fort Lauderdale', 'Broward'],
    ].map(([zipCode, city, county]) => ({
      ...base,
      dedupeKey: `t:${zipCode}`,
      caseNumber: `2026-CA-${zipCode}`,
      city,
      county,
      zipCode,
      filingDate: '2026-02-01',
    })),
    ...[1, 2].map((i) => ({
      ...base,
      dedupeKey: `t:orlando:${i}`,
      caseNumber: `2026-CA-10${i}`,
      defendantName: `Sam Sample ${i}`,
      propertyAddress: `${i} Test St`,
      city: 'Orlando',
      county: 'Orange',
      zipCode: '32801',
      filingDate: '2026-03-01',
    })),
  ])
})
afterAll(() => t.close())

const signedIn = (overrides = {}) => signInNewUser(t, overrides)

/**
 * A search; every 200 reply is checked against the contract, which the route does not do itself
 * (it only stringifies): right types, and no key the contract does not name (parse drops those).
 */
async function search(client: TestClient, body: object) {
  const response = await client.post('/api/public-records/search', body)
  if (response.status === 200) {
    const json = await response.clone().json()
    expect(publicRecordsSearchResponse.parse(json)).toEqual(json)
  }
  return response
}

describe('a trial user searching', () => {
  it('gets all results, newest first, with only 2 readable; the rest carry no hidden data at all', async () => {
    const { client } = await signedIn()
    const response = await search(client, { state: 'fl', zipCode: '33130' })
    expect(response.status).toBe(200)
    const text = await response.text()
    const body = JSON.parse(text)
    expect(body).toMatchObject({
      isTrialUser: true,
      trialLimitReached: true,
      totalFound: 5,
      accessibleInTrial: 2,
    })
    expect(body.results.map((r: { filingDate: string }) => r.filingDate)).toEqual([
      '2026-05-15',
      '2026-04-15',
      '2026-03-15',
      '2026-02-15',
      '2026-01-15',
    ])
    expect(
      body.results
        .slice(0, 2)
        .every((r: { isAccessibleInTrial: boolean }) => r.isAccessibleInTrial),
    ).toBe(true)
    for (const hidden of body.results.slice(2)) {
      expect(hidden.isAccessibleInTrial).toBe(false)
      for (const key of ['propertyAddress', 'defendantName', 'caseNumber', 'documentUrl']) {
        expect(Object.keys(hidden)).not.toContain(key)
      }
    }
    for (const secret of [
      'Pat Tester 3',
      '300 Example Ave',
      '2026-CA-003',
      'Pat Tester 1',
      '2026-CA-001',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(body.search).toMatchObject({
      state: 'FL',
      zipCode: '33130',
      searchStatus: 'completed',
      resultsCount: 5,
    })
  })

  it('50 parallel searches: exactly 2 succeed, the others are refused', async () => {
    const { client } = await signedIn()
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => search(client, { state: 'FL', zipCode: '33130' })),
    )
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(2)
    expect(statuses.every((s) => s === 200 || s === 403 || s === 429)).toBe(true)
  })

  it("third search: 403 'Trial search limit reached - you have used all 2 searches'", async () => {
    const { client } = await signedIn()
    await search(client, { state: 'FL', zipCode: '33130' })
    await search(client, { state: 'FL', zipCode: '32801' })
    const third = await search(client, { state: 'FL', zipCode: '33130' })
    expect(third.status).toBe(403)
    const refusal = await third.json()
    expect(refusal.message).toContain('Trial search limit reached - you have used all 2 searches')
    expect(refusal.code).toBe('TRIAL_SEARCHES_USED')
  })

  it("after 24 hours: 403 'Free trial has expired'", async () => {
    const { client } = await signedIn({ trialStartedAt: new Date(Date.now() - 25 * 3_600_000) })
    const response = await search(client, { state: 'FL', zipCode: '33130' })
    expect(response.status).toBe(403)
    const refusal = await response.json()
    expect(refusal.message).toContain('Free trial has expired')
    expect(refusal.code).toBe('TRIAL_EXPIRED')
  })

  it('saves the search as ONE row holding the ids it found and how many were shown; no copy of any result, no session or events', async () => {
    const { client, user } = await signedIn()
    const reply = await (await search(client, { state: 'FL', zipCode: '33130' })).json()
    const saved = await t.database.db
      .select()
      .from(publicRecordsResults)
      .where(eq(publicRecordsResults.userId, user.id))
    expect(saved).toEqual([])
    const [row] = await t.database.db
      .select()
      .from(publicRecordsSearches)
      .where(eq(publicRecordsSearches.userId, user.id))
    expect(row?.filingIds).toEqual(reply.results.map((r: { id: string }) => r.id))
    expect(row?.shownCount).toBe(2)
    // Before 0018 a search also wrote a search session and three events nobody read.
    const sessions = await t.database.db
      .select()
      .from(searchSessions)
      .where(eq(searchSessions.userId, user.id))
    expect(sessions).toEqual([])
    const list = await (await client.get('/api/public-records/searches')).json()
    expect(list.searches).toHaveLength(1)
    expect(list.searches[0]).toMatchObject({ zipCode: '33130', resultsCount: 5 })
  })

  it('the search has a time-ordered id, and goes with its user', async () => {
    const { client, user } = await signedIn()
    const reply = await (await search(client, { state: 'FL', zipCode: '33130' })).json()
    const { db } = t.database
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(reply.search.id).toMatch(v7)

    // The search's filing ids carry no foreign keys (docs/decisions/0012, 0018); the user's own
    // key still removes their searches with the account.
    await db.delete(users).where(eq(users.id, user.id))
    const left = await t.database.pool.query<{ n: number }>(
      `select (select count(*) from public_records_results where user_id = $1)
            + (select count(*) from public_records_searches where user_id = $1) as n`,
      [user.id],
    )
    expect(Number(left.rows[0]!.n)).toBe(0)
  })
})

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

describe('recent searches', () => {
  it('lists the same criteria searched again once: its newest run, newest first', async () => {
    const { client } = await signedIn({
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      authProvider: 'paypal',
    })
    const run = async (body: object) => (await (await search(client, body)).json()).search
    await run({ state: 'FL', zipCode: '33130' })
    await run({ state: 'FL', zipCode: '33130', city: 'Miami' })
    const orlando = await run({ state: 'FL', zipCode: '32801' })
    const again = await run({ state: 'FL', zipCode: '33130' })
    // The same city in another case is the same search.
    const miami = await run({ state: 'FL', zipCode: '33130', city: 'MIAMI' })
    const list = await (await client.get('/api/public-records/searches')).json()
    expect(list.searches).toEqual([miami, again, orlando])
  })
})

describe('bad input', () => {
  it.each([
    [{ zipCode: '33130' }, 'State is required'],
    [{ state: '', zipCode: '33130' }, 'State is required'],
    [{ state: 'XX', zipCode: '33130' }, 'Invalid state'],
    [{ state: 'Florida', zipCode: '33130' }, 'Invalid state'],
    [{ state: 'DC', zipCode: '20001' }, 'Invalid state'],
    [{ state: 'FL', zipCode: '3313' }, 'ZIP code must be exactly 5 digits'],
    [{ state: 'FL', zipCode: '33130-1234' }, 'ZIP code must be exactly 5 digits'],
    [{ state: 'FL', zipCode: 'abcde' }, 'ZIP code must be exactly 5 digits'],
    [{ state: 'FL' }, 'ZIP code must be exactly 5 digits'],
    [{ state: 'FL', zipCode: 33130 }, 'ZIP code must be exactly 5 digits'],
  ])('%j -> 400 %s, and no trial search spent', async (body, message) => {
    const { client, user } = await signedIn()
    const response = await search(client, body)
    expect(response.status).toBe(400)
    expect((await response.json()).fields.map((f: { message: string }) => f.message)).toContain(
      message,
    )
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, user.id)))
    expect(row?.trialSearchCount).toBe(0)
  })

  it('anonymous -> 401', async () => {
    expect(
      (await search(createTestClient(t.baseUrl), { state: 'FL', zipCode: '33130' })).status,
    ).toBe(401)
    expect((await createTestClient(t.baseUrl).get('/api/public-records/searches')).status).toBe(401)
  })
})
