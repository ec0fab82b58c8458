/** The message_templates rows of one user: every statement names the user's id. */
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type MessageTemplate, messageTemplates, type NewMessageTemplate } from '../../../db/schema'
import { userRows } from '../../../db/user-rows'

export function selectTemplates(db: Db, userId: string): Promise<MessageTemplate[]> {
  return userRows(
    db,
    messageTemplates,
    userId,
    getTableColumns(messageTemplates),
    messageTemplates.createdAt,
    messageTemplates.id,
  )
}

/**
 * Inserts the template unless the user already has `limit`; null when they have. The user's
 * templates are counted under a transaction-scoped advisory lock on the user, so parallel
 * requests cannot both pass at `limit - 1`.
 */
export async function insertTemplateWithinLimit(
  db: Db,
  values: NewMessageTemplate,
  limit: number,
): Promise<MessageTemplate | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`message_templates:${values.userId}`}, 0))`,
    )
    const [existing] = await tx
      .select({ n: count() })
      .from(messageTemplates)
      .where(eq(messageTemplates.userId, values.userId))
    if ((existing?.n ?? 0) >= limit) return null
    const [row] = await tx.insert(messageTemplates).values(values).returning()
    return row ?? null
  })
}

export async function updateTemplate(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<MessageTemplate, 'name' | 'subject' | 'body' | 'tone'>>,
): Promise<MessageTemplate | null> {
  const [row] = await db
    .update(messageTemplates)
    .set(patch)
    .where(and(eq(messageTemplates.userId, userId), eq(messageTemplates.id, id)))
    .returning()
  return row ?? null
}

export async function deleteTemplate(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.userId, userId), eq(messageTemplates.id, id)))
    .returning({ id: messageTemplates.id })
  return rows.length > 0
}
