/**
 * GET /api/public-records/searches/:id: opening a saved search again shows its results without
 * spending a search, masked as the plan allows now (docs/decisions/0018); and what a search
 * writes is a constant number of rows whatever it finds.
 */
import { publicRecordsSearchResponse } from '@common/contracts/records'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, monthlyUsage, users } from '../../db/schema'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Six filings in ZIP 44101, made up for the test, newest first by day.
  await t.database.db.insert(filings).values(
    [1, 2, 3, 4, 5, 6].map((i) => ({
      dedupeKey: `replay:${i}`,
      documentType: 'Notice of Sale',
      caseNumber: `CV-REPLAY-${i}`,
      defendantName: `Rory Replay ${i}`,
      propertyAddress: `${i} Replay Rd`,
      city: 'Cleveland',
      county: 'Cuyahoga',
      state: 'OH',
      zipCode: '44101',
      filingDate: `2026-03-0${i}`,
      documentUrl: `https://records.example.gov/replay-${i}.pdf`,
      isDocumentAvailable: true,
      saleStatus: i === 6 ? ('cancelled' as const) : null,
      sourceDatabase: 'test-source',
    })),
  )
  // One filing alone in ZIP 44110, in the same county.
  await t.database.db.insert(filings).values({
    dedupeKey: 'replay:alone',
    documentType: 'Lis Pendens',
    city: 'Cleveland',
    county: 'Cuyahoga',
    state: 'OH',
    zipCode: '44110',
    filingDate: '2026-03-01',
    sourceDatabase: 'test-source',
  })
})
afterAll(() => t.close())

const active = (tier: string) => ({
  subscriptionTier: tier,
  subscriptionStatus: 'active',
  authProvider: 'paypal',
})

interface Reply {
  search: { id: string; resultsCount: number }
  results: {
    id: string
    caseNumber?: string
    defendantName?: string
    isAccessibleInTrial: boolean
    saleStatus: string | null
  }[]
  isTrialUser: boolean
  trialLimitReached: boolean
  totalFound: number
  accessibleInTrial: number
  monthlyViewLimitReached: boolean
}

async function searchCleveland(client: TestClient): Promise<Reply> {
  const response = await client.post('/api/public-records/search', {
    state: 'OH',
    zipCode: '44101',
  })
  expect(response.status).toBe(200)
  return response.json()
}

/** Opens a saved search; a 200 reply is checked against the contract, extra keys included. */
async function open(client: TestClient, id: string) {
  const response = await client.get(`/api/public-records/searches/${id}`)
  const text = await response.text()
  if (response.status === 200) {
    const json = JSON.parse(text)
    expect(publicRecordsSearchResponse.parse(json)).toEqual(json)
  }
  return { status: response.status, text, body: JSON.parse(text) }
}

const readable = (reply: Reply) => reply.results.filter((r) => r.isAccessibleInTrial).length

const recordsViewed = async (userId: string) => {
  const [row] = await t.database.db
    .select({ n: monthlyUsage.recordsViewed })
    .from(monthlyUsage)
    .where(eq(monthlyUsage.userId, userId))
  return row?.n ?? 0
}

describe('opening a saved search', () => {
  it('shows a trial user the same results, masked the same, without spending a search', async () => {
    const { client, user } = await signInNewUser(t)
    const searched = await searchCleveland(client)
    const opened = await open(client, searched.search.id)
    expect(opened.status).toBe(200)
    expect(opened.body).toEqual(searched)
    expect(readable(opened.body)).toBe(2)
    for (const hidden of ['CV-REPLAY-1', 'Rory Replay 1', '1 Replay Rd', 'replay-1.pdf']) {
      expect(opened.text).not.toContain(hidden)
    }
    // Opened three times: no trial search spent, the second search still allowed.
    await open(client, searched.search.id)
    await open(client, searched.search.id)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.trialSearchCount).toBe(1)
    await searchCleveland(client)
  })

  it('carries the sale status, masked results included', async () => {
    const { client } = await signInNewUser(t)
    const searched = await searchCleveland(client)
    expect(searched.results[0]).toMatchObject({
      saleStatus: 'cancelled',
      caseNumber: 'CV-REPLAY-6',
    })
    const opened = await open(client, searched.search.id)
    expect(opened.body.results.map((r: Reply['results'][0]) => r.saleStatus)).toEqual([
      'cancelled',
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('after subscribing to Pro, shows what the trial withheld, read from the index now', async () => {
    const { client, user } = await signInNewUser(t)
    const searched = await searchCleveland(client)
    expect(searched.trialLimitReached).toBe(true)
    await t.database.db.update(users).set(active('pro')).where(eq(users.id, user.id))
    const opened = await open(client, searched.search.id)
    expect(opened.body).toMatchObject({
      isTrialUser: false,
      trialLimitReached: false,
      totalFound: 6,
      accessibleInTrial: 6,
      monthlyViewLimitReached: false,
    })
    expect(opened.body.results.map((r: Reply['results'][0]) => r.defendantName)).toEqual(
      [6, 5, 4, 3, 2, 1].map((i) => `Rory Replay ${i}`),
    )
  })

  it('Basic: reveals withheld results as far as the month’s views allow, each counted once', async () => {
    const { client, user } = await signInNewUser(t)
    const searched = await searchCleveland(client)
    await t.database.db.update(users).set(active('basic')).where(eq(users.id, user.id))
    // 18 of Basic's 20 views already used this month: 2 of the 4 withheld can be revealed.
    const now = new Date()
    await t.database.db.insert(monthlyUsage).values({
      userId: user.id,
      year: now.getUTCFullYear(),
      month: now.getUTCMonth() + 1,
      recordsViewed: 18,
    })
    const opens = await Promise.all(
      Array.from({ length: 5 }, () => open(client, searched.search.id)),
    )
    for (const opened of opens) {
      expect(readable(opened.body)).toBe(4)
      expect(opened.body.monthlyViewLimitReached).toBe(true)
    }
    expect(await recordsViewed(user.id)).toBe(20)
    // Next month the views are back: opening it again reveals the last two, once.
    await t.database.db
      .update(monthlyUsage)
      .set({ recordsViewed: 0 })
      .where(eq(monthlyUsage.userId, user.id))
    expect(readable((await open(client, searched.search.id)).body)).toBe(6)
    expect(readable((await open(client, searched.search.id)).body)).toBe(6)
    expect(await recordsViewed(user.id)).toBe(2)
  })

  it("answers 404 for another user's search and 400 for an id that is not one", async () => {
    const owner = await signInNewUser(t, active('elite'))
    const searched = await searchCleveland(owner.client)
    const other = await signInNewUser(t, active('elite'))
    const theirs = await open(other.client, searched.search.id)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual({
      code: 'SEARCH_NOT_FOUND',
      message: 'Search not found among your searches.',
    })
    expect((await open(other.client, crypto.randomUUID())).status).toBe(404)
    const bad = await open(other.client, 'not-a-search')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Invalid search id')
    const anonymous = await t.request(`/api/public-records/searches/${searched.search.id}`)
    expect(anonymous.status).toBe(401)
  })
})

describe('what a search writes', () => {
  /** Rows of every table a search may write, for one user. */
  async function rowsOf(userId: string): Promise<number> {
    const { rows } = await t.database.db.execute<{ n: string }>(sql`
      select (select count(*) from public_records_searches where user_id = ${userId})
           + (select count(*) from public_records_results where user_id = ${userId})
           + (select count(*) from search_sessions where user_id = ${userId})
           + (select count(*) from monthly_usage_counties where user_id = ${userId}) as n`)
    return Number(rows[0]?.n)
  }

  it.each(['elite', 'pro', 'basic'])(
    '%s: the same number of rows for 6 results as for 1, and no result copies',
    async (tier) => {
      const many = await signInNewUser(t, active(tier))
      await searchCleveland(many.client)
      const one = await signInNewUser(t, active(tier))
      const single = await one.client.post('/api/public-records/search', {
        state: 'OH',
        zipCode: '44110',
      })
      expect((await single.json()).totalFound).toBe(1)
      expect(await rowsOf(one.user.id)).toBe(await rowsOf(many.user.id))
      const { rows } = await t.database.db.execute<{ n: string }>(
        sql`select count(*) as n from public_records_results where user_id in (${many.user.id}, ${one.user.id})`,
      )
      expect(Number(rows[0]?.n)).toBe(0)
    },
  )

  it('a search that finds nothing claims no county, so it is never refused for one', async () => {
    const { client, user } = await signInNewUser(t, active('basic'))
    for (const zipCode of ['44102', '44103', '44104', '44105'])
      expect(
        (await client.post('/api/public-records/search', { state: 'OH', zipCode })).status,
      ).toBe(200)
    const usage = await (await client.get('/api/billing/usage')).json()
    expect(usage.usage.counties.used).toBe(0)
    await searchCleveland(client)
    const after = await (await client.get('/api/billing/usage')).json()
    expect(after.usage.counties.used).toBe(1)
    const { rows } = await t.database.db.execute<{ county_key: string }>(
      sql`select county_key from monthly_usage_counties where user_id = ${user.id}`,
    )
    expect(rows.map((row) => row.county_key)).toEqual(['oh:cuyahoga'])
  })
})
