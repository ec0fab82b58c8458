import { shownStage, utcToday } from '@common/shown-stage'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestionRuns, publicRecordsResults, publicRecordsSearches, users } from '../../db/schema'
import { createTestClient } from '../../testing/http-client'
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
    // A readable result's stage is shown, never nothing (issue 30); a masked one reveals none.
    for (const shown of body.results.slice(0, 2)) {
      const input = { ...shown, stage: null, nextSaleDate: null, saleStatus: null }
      expect(shown.shownStage).not.toBeNull()
      expect(shown.shownStage).toEqual(shownStage(input, utcToday()))
    }
    for (const hidden of body.results.slice(2)) {
      expect(hidden.isAccessibleInTrial).toBe(false)
      expect(hidden.shownStage).toBeNull()
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
      .from(ingestionRuns)
      .where(eq(ingestionRuns.userId, user.id))
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
