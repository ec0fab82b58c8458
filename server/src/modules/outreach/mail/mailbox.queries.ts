/** The user's connected mailboxes (email_tokens), as campaigns read them. */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type EmailToken, emailTokens } from '../../../db/schema'

export async function selectMailbox(
  db: Db,
  userId: string,
  id: string,
): Promise<EmailToken | null> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.id, id), eq(emailTokens.userId, userId)))
  return row ?? null
}
