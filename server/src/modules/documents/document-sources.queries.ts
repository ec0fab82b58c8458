/**
 * An uploaded document as the source of the leads kept from it (issue 30, docs/decisions/0078):
 * the name the user's file had and when it was uploaded. One statement for any number of
 * documents, scoped to the owner.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface DocumentSource {
  name: string
  /** ISO 8601 in UTC, whole seconds. */
  uploadedAt: string
}

/** The owner's documents among `documentIds`, by id (a deleted one is not there). */
export async function documentSourcesOf(
  db: Pick<Db, 'execute'>,
  userId: string,
  documentIds: readonly string[],
): Promise<Map<string, DocumentSource>> {
  const found = new Map<string, DocumentSource>()
  const ids = [...new Set(documentIds)]
  if (ids.length === 0) return found
  const { rows } = await db.execute<{ id: string; name: string; uploaded_at: string }>(
    sql`select d.id, d.original_name as name,
        to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as uploaded_at
      from documents d
      where d.user_id = ${userId}::uuid
        and d.id = any(string_to_array(${ids.join(',')}::text, ',')::uuid[])`,
  )
  for (const row of rows) found.set(row.id, { name: row.name, uploadedAt: row.uploaded_at })
  return found
}
