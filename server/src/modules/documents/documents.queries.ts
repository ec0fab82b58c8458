/**
 * The documents module's own reads and writes of uploaded documents and their leads. Every
 * query is scoped to the owner, so another user's id behaves like an id that does not exist.
 */
import {
  and,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
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

/**
 * The first `limit` records of each of these documents, grouped by document id, in document
 * order (a list's view carries only its first page, docs/decisions/0080).
 */
export async function selectFirstRecords(
  db: Db,
  documentIds: readonly string[],
  limit: number,
): Promise<Map<string, DocumentLead[]>> {
  const byDocument = new Map<string, DocumentLead[]>()
  if (documentIds.length === 0) return byDocument
  const numbered = db
    .select({
      ...getTableColumns(documentLeads),
      rank: sql<number>`row_number() over (partition by ${documentLeads.documentId} order by ${documentLeads.position})`.as(
        'rank',
      ),
    })
    .from(documentLeads)
    .where(inArray(documentLeads.documentId, [...documentIds]))
    .as('numbered')
  const rows = await db
    .select()
    .from(numbered)
    .where(lte(numbered.rank, limit))
    .orderBy(numbered.documentId, numbered.position)
  for (const { rank: _rank, ...row } of rows) {
    const leads = byDocument.get(row.documentId)
    if (leads) leads.push(row)
    else byDocument.set(row.documentId, [row])
  }
  return byDocument
}

/** How many records each of these documents has (documents without any are left out). */
export async function countRecords(
  db: Db,
  documentIds: readonly string[],
): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map()
  const rows = await db
    .select({ documentId: documentLeads.documentId, records: count() })
    .from(documentLeads)
    .where(inArray(documentLeads.documentId, [...documentIds]))
    .groupBy(documentLeads.documentId)
  return new Map(rows.map((row) => [row.documentId, Number(row.records)]))
}

/** A page of one document's records: at most `limit` from position `from`, in document order. */
export async function selectRecordPage(
  db: Db,
  page: { documentId: string; from: number; limit: number },
): Promise<DocumentLead[]> {
  return db
    .select()
    .from(documentLeads)
    .where(
      and(eq(documentLeads.documentId, page.documentId), gte(documentLeads.position, page.from)),
    )
    .orderBy(documentLeads.position)
    .limit(page.limit)
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
