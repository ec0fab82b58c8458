/**
 * The operator role: who may run this deployment's source catalogue (/operator). It is granted
 * from the command line (`npm run admin -- grant <email>`), or to the first account of a fresh
 * deployment when OPERATOR_FIRST_ACCOUNT is set; never from the web (docs/decisions/0077).
 */
import { asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

/** E-mails are stored trimmed and lower-cased (registration.service's normaliseEmail). */
const byEmail = (email: string) => eq(users.email, email.trim().toLowerCase())

export interface OperatorAccount {
  email: string
  operatorSince: Date
}

/** Makes the account an operator (keeps the first grant's time); null when no account has that e-mail. */
export async function grantOperator(db: Db, email: string): Promise<OperatorAccount | null> {
  const [row] = await db
    .update(users)
    .set({ operatorSince: sql`coalesce(${users.operatorSince}, now())` })
    .where(byEmail(email))
    .returning({ email: users.email, operatorSince: users.operatorSince })
  return row?.operatorSince ? { email: row.email, operatorSince: row.operatorSince } : null
}

/** Takes the role back; false when no account has that e-mail. */
export async function revokeOperator(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ operatorSince: null })
    .where(byEmail(email))
    .returning({ id: users.id })
  return rows.length > 0
}

/** The deployment's operators, earliest grant first. */
export async function listOperators(db: Db): Promise<OperatorAccount[]> {
  const rows = await db
    .select({ email: users.email, operatorSince: users.operatorSince })
    .from(users)
    .where(isNotNull(users.operatorSince))
    .orderBy(asc(users.operatorSince))
  return rows.map((row) => ({ email: row.email, operatorSince: row.operatorSince! }))
}

/**
 * Makes `userId` the operator when it is the deployment's first account and nobody is an
 * operator yet; the time granted, or null. One statement: of two first sign-ups at once only the
 * earlier row can match, so a deployment never gets two operators this way.
 */
export async function grantFirstAccountOperator(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ operatorSince: sql`now()` })
    .where(
      sql`${users.id} = ${userId}
        and ${users.id} = (select id from users order by created_at, id limit 1)
        and not exists (select 1 from users where operator_since is not null)`,
    )
    .returning({ operatorSince: users.operatorSince })
  return row?.operatorSince ?? null
}
