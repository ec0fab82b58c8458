/**
 * The operator role: granted and revoked from the command line (runAdminCommand), and given to
 * the first account of a fresh deployment when OPERATOR_FIRST_ACCOUNT is set (only that one,
 * even when the first sign-ups race).
 */
import { isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { buildUser } from '../../testing/factories'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { runAdminCommand } from './admin-command'
import { grantFirstAccountOperator } from './operator-role.service'
import { registerUser } from './registration.service'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const operators = () =>
  database.db.select({ email: users.email }).from(users).where(isNotNull(users.operatorSince))

describe('npm run admin', () => {
  it('grants the role by e-mail (any case), lists it, and revokes it', async () => {
    const user = await buildUser(database.db, { email: 'ops@example.com' })
    const grant = await runAdminCommand(database.db, {
      command: 'grant',
      email: ' OPS@example.com ',
    })
    expect(grant.exitCode).toBe(0)
    expect(grant.output[0]).toContain('ops@example.com is an operator since')
    expect(await operators()).toEqual([{ email: user.email }])
    const list = await runAdminCommand(database.db, { command: 'list' })
    expect(list.output).toEqual([expect.stringContaining('ops@example.com  operator since')])
    const revoke = await runAdminCommand(database.db, { command: 'revoke', email: user.email })
    expect(revoke).toEqual({ output: ['ops@example.com is no longer an operator.'], exitCode: 0 })
    expect(await operators()).toEqual([])
  })

  it('refuses an unknown e-mail, a missing one and an unknown command, with exit code 1', async () => {
    const unknown = await runAdminCommand(database.db, { command: 'grant', email: 'nobody@x.test' })
    expect(unknown.exitCode).toBe(1)
    expect(unknown.output[0]).toContain('No account has the e-mail nobody@x.test')
    expect((await runAdminCommand(database.db, { command: 'grant' })).exitCode).toBe(1)
    expect((await runAdminCommand(database.db, { command: 'promote' })).exitCode).toBe(1)
  })
})

describe('OPERATOR_FIRST_ACCOUNT', () => {
  it('makes only the first account of a fresh deployment its operator, even under a race', async () => {
    const fresh = await createTestDatabase()
    try {
      const deps = {
        db: fresh.db,
        registrationsPerHourPerAddress: 100,
        operatorFirstAccount: true,
      }
      const signUp = (i: number) =>
        registerUser(deps, {
          email: `first${i}@example.com`,
          firstName: `First${i}`,
          lastName: 'Owner',
          password: 'correct horse battery 1',
          ip: '127.0.0.1',
        })
      const made = await Promise.all([signUp(1), signUp(2), signUp(3)])
      const granted = made.filter((user) => user.operatorSince !== null)
      const stored = await fresh.db
        .select({ email: users.email })
        .from(users)
        .where(isNotNull(users.operatorSince))
      expect(stored).toHaveLength(1)
      expect(granted.map((user) => user.email)).toEqual(stored.map((row) => row.email))
      // Later accounts never get it, and nor does a repeat for the first once someone holds it.
      const later = await signUp(4)
      expect(later.operatorSince).toBeNull()
      expect(await grantFirstAccountOperator(fresh.db, made[0]!.id)).toBeNull()
    } finally {
      await fresh.destroy()
    }
  })

  it('grants nothing when the setting is off', async () => {
    const user = await registerUser(
      { db: database.db, registrationsPerHourPerAddress: 100 },
      {
        email: 'plain@example.com',
        firstName: 'Plain',
        lastName: 'Person',
        password: 'correct horse battery 1',
        ip: '127.0.0.2',
      },
    )
    expect(user.operatorSince).toBeNull()
  })
})
