/**
 * Which account a user works in (docs/decisions/0055): a user added to someone's account works
 * in the owner's (`users.account_id`); any other user is an account of their own. What an account
 * learns, such as where a document layout prints its fields, is shared by all its users.
 */
import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { DbOrTransaction } from './subscription-record.service'

/**
 * The id of the user's account: the owner's user id, which is the user's own id for a user on
 * their own (and for an id no user has, so a deleted user's work reads as an account of one).
 */
export async function accountOf(
  db: Pick<DbOrTransaction, 'select'>,
  userId: string,
): Promise<string> {
  const [row] = await db
    .select({ accountId: sql<string>`coalesce(${users.accountId}, ${users.id})` })
    .from(users)
    .where(eq(users.id, userId))
  return row?.accountId ?? userId
}
