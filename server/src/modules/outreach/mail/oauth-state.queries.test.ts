import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oauthStateTokens } from '../../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { purgeSpentOAuthStates } from './oauth-state.queries'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const state = (stateToken: string, values: { isUsed?: boolean; expiresInMs: number }) => ({
  stateToken,
  provider: 'google',
  isUsed: values.isUsed ?? false,
  expiresAt: new Date(Date.now() + values.expiresInMs),
})

describe('purgeSpentOAuthStates', () => {
  it('deletes spent and expired states, keeps the ones still waiting, and then nothing more', async () => {
    await database.db
      .insert(oauthStateTokens)
      .values([
        state('waiting', { expiresInMs: 600_000 }),
        state('spent', { isUsed: true, expiresInMs: 600_000 }),
        state('expired', { expiresInMs: -1000 }),
      ])
    expect(await purgeSpentOAuthStates(database.db)).toBe(2)
    const left = await database.db
      .select({ stateToken: oauthStateTokens.stateToken })
      .from(oauthStateTokens)
    expect(left).toEqual([{ stateToken: 'waiting' }])
    expect(await purgeSpentOAuthStates(database.db)).toBe(0)
    // Ten minutes on, the waiting one has expired too.
    expect(await purgeSpentOAuthStates(database.db, new Date(Date.now() + 601_000))).toBe(1)
    expect(
      await database.db
        .select()
        .from(oauthStateTokens)
        .where(eq(oauthStateTokens.stateToken, 'waiting')),
    ).toEqual([])
  })
})
