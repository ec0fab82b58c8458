/**
 * Reading and removing a user's uploaded documents. Every query is scoped to the owner, so
 * another user's id behaves exactly like an id that does not exist (404).
 */
import type { Readable } from 'node:stream'
import type { DocumentView } from '@common/contracts/documents'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type Document, documents } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { ObjectNotFoundError, type ObjectStorage } from '../storage/object-storage'
import { toDocumentView } from './document-view'

const NOT_FOUND = 'Document not found'

/** The user's documents, newest first, optionally of one ZIP ('all': every ZIP). */
export async function listDocuments(
  db: Db,
  options: { userId: string; zip: string },
): Promise<DocumentView[]> {
  const mine = eq(documents.userId, options.userId)
  const rows = await db
    .select()
    .from(documents)
    .where(options.zip === 'all' ? mine : and(mine, eq(documents.zipCode, options.zip)))
    .orderBy(desc(documents.createdAt), desc(documents.id))
  return rows.map(toDocumentView)
}

/** The owner's document row, or a 404 AppError. */
export async function findOwnDocument(
  db: Db,
  options: { userId: string; id: string },
): Promise<Document> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, options.id), eq(documents.userId, options.userId)))
  if (!row) throw AppError.notFound(NOT_FOUND)
  return row
}

/** The owner's document and a stream of its bytes; 404 when the row or the object is gone. */
export async function openOwnDocument(
  db: Db,
  storage: ObjectStorage,
  options: { userId: string; id: string },
): Promise<{ row: Document; stream: Readable }> {
  const row = await findOwnDocument(db, options)
  try {
    return { row, stream: await storage.get(row.objectPath) }
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw AppError.notFound(NOT_FOUND)
    throw error
  }
}

/** Deletes the owner's row, then its stored object (a leftover object is harmless, a row without a file is not). */
export async function deleteOwnDocument(
  db: Db,
  storage: ObjectStorage,
  options: { userId: string; id: string },
): Promise<void> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, options.id), eq(documents.userId, options.userId)))
    .returning({ objectPath: documents.objectPath })
  if (!row) throw AppError.notFound(NOT_FOUND)
  await storage.delete(row.objectPath)
}
