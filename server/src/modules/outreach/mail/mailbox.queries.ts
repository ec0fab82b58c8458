/** The user's connected mailboxes (email_tokens), as campaigns read them. */
import type { Db } from '../../../db/client'
import { findOwnRow } from '../../../db/own-rows'
import { type EmailToken, emailTokens } from '../../../db/schema'

export function selectMailbox(db: Db, userId: string, id: string): Promise<EmailToken | null> {
  return findOwnRow(db, emailTokens, userId, id)
}
