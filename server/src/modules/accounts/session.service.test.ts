import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../testing/factories'
import { buildTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app'
import { createSession, destroySession, loadSession, sessionSettingsFor } from './session.service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const settings = sessionSettingsFor(TEST_CONFIG)

describe('loadSession', () => {
  it("reads only the session's columns of the user: no password hash, provider ids or counters", async () => {
    const user = await buildUser(t.database.db, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      paypalSubscriptionId: 'I-SESSIONTEST',
    })
    const token = await createSession(t.database.db, user.id, settings)
    const session = await loadSession(t.database.db, token, settings)
    expect(Object.keys(session?.user ?? {}).sort()).toEqual([
      'authProvider',
      'createdAt',
      'email',
      'firstName',
      'id',
      'lastName',
      'operatorSince',
      'profileImageUrl',
      'subscriptionEndsAt',
      'subscriptionStatus',
      'subscriptionTier',
      'trialStartedAt',
    ])
    expect(session?.user).toMatchObject({
      id: user.id,
      email: user.email,
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      subscriptionEndsAt: null,
    })
    expect(session?.user.createdAt).toBeInstanceOf(Date)
  })

  it('sees a sign-out on the next read (nothing is cached across reads)', async () => {
    const user = await buildUser(t.database.db)
    const token = await createSession(t.database.db, user.id, settings)
    const session = await loadSession(t.database.db, token, settings)
    expect(session?.user.id).toBe(user.id)
    await destroySession(t.database.db, session?.sid ?? '')
    expect(await loadSession(t.database.db, token, settings)).toBeNull()
  })
})
