/** The message_templates rows of one user: every statement names the user's id. */
import { getTableColumns } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { deleteOwnRow, insertOwnRowWithinLimit, updateOwnRow } from '../../../db/own-rows'
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

/** Inserts the template unless the user already has `limit`; null when they have. */
export function insertTemplateWithinLimit(
  db: Db,
  values: NewMessageTemplate,
  limit: number,
): Promise<MessageTemplate | null> {
  return insertOwnRowWithinLimit(db, messageTemplates, values, limit)
}

export function updateTemplate(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<MessageTemplate, 'name' | 'subject' | 'body' | 'tone'>>,
): Promise<MessageTemplate | null> {
  return updateOwnRow(db, messageTemplates, userId, id, patch)
}

export function deleteTemplate(db: Db, userId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, messageTemplates, userId, id)
}
