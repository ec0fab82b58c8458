import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { isUniqueViolation, violatedConstraint } from './pg-errors'
import { users } from './schema'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('database client (PGlite or PostgreSQL through one pg.Pool)', () => {
  it('runs Drizzle queries with parameters', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'param@example.com', firstName: 'Pat', lastName: 'Param' })
      .returning()
    expect(user?.email).toBe('param@example.com')
  })

  it('keeps working after a failed query', async () => {
    const failure = await database.db
      .insert(users)
      .values({ email: 'param@example.com', firstName: 'A', lastName: 'B' })
      .catch((error: unknown) => error)
    expect(isUniqueViolation(failure)).toBe(true)
    expect(violatedConstraint(failure)).toBe('users_email_unique')
    const rows = await database.db.execute(sql`select count(*)::int as n from users`)
    expect(rows.rows[0]).toEqual({ n: 1 })
  })

  it('rolls a failed transaction back and keeps the pool usable', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'tx@example.com', firstName: 'T', lastName: 'X' })
        await tx.insert(users).values({ email: 'tx@example.com', firstName: 'T', lastName: 'X' })
      }),
    ).rejects.toThrow()
    const rows = await database.pool.query(
      "select count(*)::int as n from users where email = 'tx@example.com'",
    )
    expect(rows.rows[0].n).toBe(0)
  })

  it('serves parallel queries and transactions without mixing them up', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx
            .insert(users)
            .values({ email: `p${i}@example.com`, firstName: 'P', lastName: String(i) })
          const found = await tx.execute(
            sql`select last_name from users where email = ${`p${i}@example.com`}`,
          )
          return found.rows[0]?.last_name
        }),
      ),
    )
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => String(i)))
  })

  it('reads numeric as exact strings and counts as numbers', async () => {
    const { rows } = await database.pool.query(
      'select 12.50::numeric(12,2) as amount, count(*) as n from users',
    )
    expect(rows[0].amount).toBe('12.50')
    expect(typeof rows[0].n).toBe('number')
  })
})
