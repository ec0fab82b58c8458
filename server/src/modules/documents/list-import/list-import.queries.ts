/**
 * The documents module's reads and writes of list imports (document_imports). Every read is
 * scoped to the owner; the changes of status are conditional UPDATEs, so parallel requests
 * (a double click, two tabs) change a list's status once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type DocumentImport, documentImports } from '../../../db/schema'

/** A database handle or a transaction. */
type Handle = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

/** The owner's import of a document, or null (none, or not theirs). */
export async function selectImport(
  db: Pick<Db, 'select'>,
  scope: { userId: string; documentId: string },
): Promise<DocumentImport | null> {
  const [row] = await db
    .select()
    .from(documentImports)
    .where(
      and(
        eq(documentImports.documentId, scope.documentId),
        eq(documentImports.userId, scope.userId),
      ),
    )
  return row ?? null
}

/** The imports of these documents (the caller's own), by document id. */
export async function selectImportsOf(
  db: Pick<Db, 'select'>,
  userId: string,
  documentIds: readonly string[],
): Promise<Map<string, DocumentImport>> {
  if (documentIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(documentImports)
    .where(
      and(
        eq(documentImports.userId, userId),
        inArray(documentImports.documentId, [...documentIds]),
      ),
    )
  return new Map(rows.map((row) => [row.documentId, row]))
}

/** What processing keeps of a list for its preview. */
export interface ListSummary {
  total: number
  columns: string[]
  columnsFrom: 'header' | 'fields'
  missing: Record<string, number>
}

/**
 * The list's import as processing leaves it: awaiting the user, with a fresh summary; or, when
 * the user had already imported it (a document processed again), imported, its decision kept.
 * The status it had before, or null. Locks the row, so a running import's batch waits for it.
 */
export async function writeListSummary(
  tx: Handle,
  doc: { id: string; userId: string },
  summary: ListSummary,
): Promise<DocumentImport['status'] | null> {
  const [before] = await tx
    .select({ status: documentImports.status })
    .from(documentImports)
    .where(eq(documentImports.documentId, doc.id))
    .for('update')
  const keepsImport = before?.status === 'imported' || before?.status === 'importing'
  const state = keepsImport
    ? {
        status: 'imported' as const,
        done: summary.total,
        finishedAt: sql`now()`,
      }
    : {
        status: 'awaiting' as const,
        done: 0,
        created: 0,
        startedAt: null,
        finishedAt: null,
      }
  // A new claim time stops a run of the import under way: its next batch finds the claim gone.
  const values = { ...summary, ...state, claimedAt: null, heartbeatAt: null }
  await tx
    .insert(documentImports)
    .values({ documentId: doc.id, userId: doc.userId, ...values })
    .onConflictDoUpdate({ target: documentImports.documentId, set: values })
  return before?.status ?? null
}

/** Removes a document's import (processed again, it reads as one record now). */
export async function dropImport(tx: Handle, documentId: string): Promise<void> {
  await tx.delete(documentImports).where(eq(documentImports.documentId, documentId))
}

/**
 * Starts the owner's import when it awaits the user (or was cancelled): the row now importing,
 * or null when it was not in either state (already started, or not there).
 */
export async function markImporting(
  db: Handle,
  scope: { userId: string; documentId: string },
): Promise<DocumentImport | null> {
  const [row] = await db
    .update(documentImports)
    .set({ status: 'importing', startedAt: sql`now()`, claimedAt: null, heartbeatAt: null })
    .where(
      and(
        eq(documentImports.documentId, scope.documentId),
        eq(documentImports.userId, scope.userId),
        inArray(documentImports.status, ['awaiting', 'cancelled']),
      ),
    )
    .returning()
  return row ?? null
}

/** Cancels the owner's import awaiting the user: the row now cancelled, or null. */
export async function markCancelled(
  db: Handle,
  scope: { userId: string; documentId: string },
): Promise<DocumentImport | null> {
  const [row] = await db
    .update(documentImports)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(documentImports.documentId, scope.documentId),
        eq(documentImports.userId, scope.userId),
        eq(documentImports.status, 'awaiting'),
      ),
    )
    .returning()
  return row ?? null
}
