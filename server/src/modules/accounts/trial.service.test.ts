import { TRIAL } from '@common/limits'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { createTestClient } from '../../testing/http-client'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { consumeTrialAllowance, trialStatus } from './trial.service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const HOUR = 3_600_000

describe('consumeTrialAllowance', () => {
  it('lets exactly 2 of 50 parallel searches through', async () => {
    const user = await buildUser(t.database.db)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consumeTrialAllowance(t.database.db, user.id, 'search')),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(2)
    const refused = results.filter((r) => !r.ok)
    expect(refused).toHaveLength(48)
    expect(refused[0]).toMatchObject({ reason: 'limit' })
    if (!refused[0]?.ok) {
      expect(refused[0]?.message).toContain('Trial search limit reached')
      expect(refused[0]?.message).toContain('used all 2 searches')
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.trialSearchCount).toBe(2)
  })

  it('counts uploads and downloads separately from searches', async () => {
    const user = await buildUser(t.database.db)
    expect(await consumeTrialAllowance(t.database.db, user.id, 'upload')).toEqual({
      ok: true,
      used: 1,
      remaining: 1,
    })
    expect(await consumeTrialAllowance(t.database.db, user.id, 'download')).toEqual({
      ok: true,
      used: 1,
      remaining: 1,
    })
    expect(await consumeTrialAllowance(t.database.db, user.id, 'search')).toEqual({
      ok: true,
      used: 1,
      remaining: 1,
    })
    await consumeTrialAllowance(t.database.db, user.id, 'download')
    const third = await consumeTrialAllowance(t.database.db, user.id, 'download')
    expect(third).toMatchObject({ ok: false, reason: 'limit' })
    if (!third.ok)
      expect(third.message).toContain(
        'Trial download limit reached - you have used all 2 downloads',
      )
  })

  it("refuses once the 24 hours are over with 'Free trial has expired'", async () => {
    const user = await buildUser(t.database.db, {
      trialStartedAt: new Date(Date.now() - 24 * HOUR - 1000),
    })
    const result = await consumeTrialAllowance(t.database.db, user.id, 'search')
    expect(result).toMatchObject({ ok: false, reason: 'expired' })
    if (!result.ok) expect(result.message).toContain('Free trial has expired')
  })

  it('refuses a user whose trial never started', async () => {
    const user = await buildUser(t.database.db, { trialStartedAt: null })
    expect(await consumeTrialAllowance(t.database.db, user.id, 'upload')).toMatchObject({
      ok: false,
      reason: 'not_started',
    })
  })
})

describe('trialStatus', () => {
  const base = {
    id: 'u',
    authProvider: 'trial',
    subscriptionStatus: 'inactive',
    trialSearchCount: 1,
    trialDownloadCount: 0,
    trialUploadCount: 2,
  }
  const started = new Date('2026-11-21T10:00:00Z')
  const at = (ms: number) => new Date(started.getTime() + ms)
  // biome-ignore lint/suspicious/noExplicitAny: a partial user is enough for the calculation
  const status = (user: any, now: Date) =>
    trialStatus({ ...base, trialStartedAt: started, ...user }, now)

  it('rounds hours up and days down while running', () => {
    expect(status({}, at(1000))).toMatchObject({
      isTrialUser: true,
      isExpired: false,
      hoursRemaining: 24,
      daysRemaining: 0,
      searchesRemaining: 1,
      downloadsRemaining: 2,
      uploadsRemaining: 0,
      expiresAt: '2026-11-22T10:00:00.000Z',
    })
    expect(status({}, at(22.5 * HOUR)).hoursRemaining).toBe(2)
    expect(status({}, at(24 * HOUR - 1)).hoursRemaining).toBe(1)
  })

  it('is expired with zeros from the 24th hour on', () => {
    expect(status({}, at(24 * HOUR))).toMatchObject({
      isExpired: true,
      hoursRemaining: 0,
      daysRemaining: 0,
      searchesRemaining: 0,
      downloadsRemaining: 0,
    })
  })

  it('has no countdown for an active subscription', () => {
    expect(
      status({ subscriptionStatus: 'active', authProvider: 'paypal' }, at(1000)),
    ).toMatchObject({
      isTrialUser: false,
      isExpired: false,
      hoursRemaining: null,
      searchesRemaining: null,
    })
  })

  it('reports a trial that has not started without a countdown', () => {
    expect(status({ trialStartedAt: null }, at(0))).toMatchObject({
      isTrialUser: true,
      isExpired: false,
      startedAt: null,
    })
  })
})

describe('GET /api/trial/status', () => {
  it('answers for the signed-in user', async () => {
    const user = await buildUser(t.database.db, { trialStartedAt: new Date(Date.now() - 2 * HOUR) })
    const client = createTestClient(t.baseUrl)
    await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
    const response = await client.get('/api/trial/status')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      isTrialUser: true,
      isExpired: false,
      hoursRemaining: 22,
      searchesRemaining: 2,
      downloadsRemaining: 2,
    })
  })

  it("reads the trial's counters for the signed-in user (they are not among the session's columns)", async () => {
    const user = await buildUser(t.database.db, {
      trialStartedAt: new Date(Date.now() - 2 * HOUR),
      trialSearchCount: 1,
      trialDownloadCount: 2,
      trialUploadCount: 1,
    })
    const client = createTestClient(t.baseUrl)
    await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
    const response = await client.get('/api/trial/status')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      isTrialUser: true,
      searchesRemaining: 1,
      downloadsRemaining: 0,
      uploadsRemaining: TRIAL.documentUploads - 1,
    })
  })
})
