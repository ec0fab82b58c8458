import { TIER_LIMITS } from '@common/plans'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasActiveSubscription } from '../modules/accounts'
import { limitsFor } from '../modules/billing'
import { buildUser } from './factories'
import { createTestDatabase, type TestDatabase } from './test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('buildUser', () => {
  it('makes a trial user started now by default', async () => {
    const user = await buildUser(database.db)
    expect(user).toMatchObject({
      authProvider: 'trial',
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
    })
    expect(Date.now() - (user.trialStartedAt?.getTime() ?? 0)).toBeLessThan(60_000)
    expect(hasActiveSubscription(user)).toBe(false)
  })

  it.each(['basic', 'pro', 'elite'] as const)(
    "makes an active %s subscriber with the tier's limits",
    async (tier) => {
      const user = await buildUser(database.db, { tier })
      expect(user).toMatchObject({ subscriptionTier: tier, subscriptionStatus: 'active' })
      expect(hasActiveSubscription(user)).toBe(true)
      expect(limitsFor(user)).toBe(TIER_LIMITS[tier])
    },
  )

  it("lets explicit fields override the tier's", async () => {
    const user = await buildUser(database.db, { tier: 'pro', subscriptionStatus: 'cancelled' })
    expect(user).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'cancelled' })
  })
})
