/**
 * The documents module's own reads and writes of uploaded documents and their leads. Every
 * query is scoped to the owner, so another user's id behaves like an id that does not exist.
 */
import { and, desc, eq, exists, inArray, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Document, type DocumentLead, documentLeads, documents } from '../../db/schema'

/** The user's uploads, newest first; with a ZIP, those whose own ZIP or any lead's ZIP is it. */
export async function selectUploads(
  db: Db,
  options: { userId: string; zip: string },
): Promise<Document[]> {
  const mine = eq(documents.userId, options.userId)
  let where: SQL | undefined = mine
  if (options.zip !== 'all') {
    const leadInZip = db
      .select({ id: documentLeads.id })
      .from(documentLeads)
      .where(
        and(
          eq(documentLeads.userId, options.userId),
          eq(documentLeads.zipCode, options.zip),
          eq(documentLeads.documentId, documents.id),
        ),
      )
    where = and(mine, or(eq(documents.zipCode, options.zip), exists(leadInZip)))
  }
  return db
    .select()
    .from(documents)
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
}

/** The owner's upload, or null (in a transaction too: the leads of a document are kept in one). */
export async function selectUpload(
  db: Pick<Db, 'select'>,
  options: { userId: string; id: string },
): Promise<Document | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, options.id), eq(documents.userId, options.userId)))
  return row ?? null
}

/** The leads of these documents, grouped by document id, in document order. */
export async function selectLeads(
  db: Db,
  documentIds: readonly string[],
): Promise<Map<string, DocumentLead[]>> {
  const byDocument = new Map<string, DocumentLead[]>()
  if (documentIds.length === 0) return byDocument
  const rows = await db
    .select()
    .from(documentLeads)
    .where(inArray(documentLeads.documentId, [...documentIds]))
    .orderBy(documentLeads.documentId, documentLeads.position)
  for (const row of rows) {
    const leads = byDocument.get(row.documentId)
    if (leads) leads.push(row)
    else byDocument.set(row.documentId, [row])
  }
  return byDocument
}

/** Deletes the owner's upload (its leads go with it); the stored object's key, or null. */
export async function deleteUpload(
  db: Db,
  options: { userId: string; id: string },
): Promise<string | null> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, options.id), eq(documents.userId, options.userId)))
    .returning({ objectPath: documents.objectPath })
  return row?.objectPath ?? null
}
