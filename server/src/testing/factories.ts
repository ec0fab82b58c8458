/**
 * Test factories (CONVENTIONS.md rule 7): rows written straight into the database, so a test
 * starts from the state it needs without clicking through sign-up.
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client'
import { type NewUser, type User, users } from '../db/schema'
import { hashPassword } from '../modules/accounts/password-hashing'

export const FACTORY_PASSWORD = 'correct horse battery staple'

/** A trial user started now, with password FACTORY_PASSWORD unless overridden. */
export async function buildUser(
  db: Db,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User> {
  const { password = FACTORY_PASSWORD, ...fields } = overrides
  const unique = randomUUID().slice(0, 8)
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique}@example.com`,
      firstName: 'Test',
      lastName: `User ${unique}`,
      passwordHash: await hashPassword(password),
      authProvider: 'trial',
      trialStartedAt: new Date(),
      ...fields,
    })
    .returning()
  if (!user) throw new Error('buildUser: no row returned')
  return user
}
