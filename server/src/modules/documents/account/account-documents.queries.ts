/**
 * What account export and account deletion need of a user's documents (docs/decisions/0028):
 * the metadata rows, the stored files, and the list of files to remove once the rows are gone.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { documents, pendingObjectDeletions } from '../../../db/schema'
import { userRows } from '../../../db/user-rows'
import type { DbOrTransaction } from '../../accounts'

const { userId: _userId, objectPath: _objectPath, ...metadataColumns } = getTableColumns(documents)

/** Every document row of the user (without internal storage keys), oldest first. */
export async function documentsForExport(db: Db, userId: string) {
  return userRows(db, documents, userId, metadataColumns, documents.createdAt, documents.id)
}

/** The stored file of each of the user's documents: id, the name it had, and its storage key. */
export async function documentObjectsOf(db: Db, userId: string) {
  return userRows(
    db,
    documents,
    userId,
    { id: documents.id, originalName: documents.originalName, key: documents.objectPath },
    documents.createdAt,
    documents.id,
  )
}

/** The ids of every document of the user (what the job queue may still name once they are deleted). */
export async function documentIdsOf(tx: DbOrTransaction, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.userId, userId))
  return rows.map((row) => row.id)
}

/**
 * Writes the storage keys of every document of the user to the pending-deletion list, in the
 * caller's transaction (the one that deletes the rows); returns the keys.
 */
export async function scheduleUserObjectDeletion(
  tx: DbOrTransaction,
  userId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ key: documents.objectPath })
    .from(documents)
    .where(eq(documents.userId, userId))
  const keys = rows.map((row) => row.key)
  if (keys.length > 0) {
    await tx
      .insert(pendingObjectDeletions)
      .values(keys.map((objectKey) => ({ objectKey })))
      .onConflictDoNothing()
  }
  return keys
}

/** At most this many files are removed by one run (the job runs again a few minutes later). */
const BATCH = 500

/**
 * Removes pending files from storage (only `keys` when given, else the oldest on the list). A
 * file removed leaves the list; a failure stays on it with its error and the count of tries.
 * Safe to run twice at once: removing a file twice is not an error. Returns how many of those
 * asked for are still on the list.
 */
export async function removePendingObjects(
  db: Db,
  removeObject: (key: string) => Promise<void>,
  options: { keys?: readonly string[]; log?: { warn(obj: object, msg: string): void } } = {},
): Promise<{ removed: number; remaining: number }> {
  if (options.keys && options.keys.length === 0) return { removed: 0, remaining: 0 }
  const scope = options.keys
    ? inArray(pendingObjectDeletions.objectKey, [...options.keys])
    : undefined
  const pending = await db
    .select({ id: pendingObjectDeletions.id, key: pendingObjectDeletions.objectKey })
    .from(pendingObjectDeletions)
    .where(scope)
    .orderBy(asc(pendingObjectDeletions.createdAt))
    .limit(BATCH)
  let removed = 0
  for (const row of pending) {
    try {
      await removeObject(row.key)
      await db.delete(pendingObjectDeletions).where(eq(pendingObjectDeletions.id, row.id))
      removed++
    } catch (error) {
      options.log?.warn({ err: error, key: row.key }, 'could not remove a deleted account’s file')
      await db
        .update(pendingObjectDeletions)
        .set({
          attempts: sql`${pendingObjectDeletions.attempts} + 1`,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
        })
        .where(eq(pendingObjectDeletions.id, row.id))
    }
  }
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pendingObjectDeletions)
    .where(scope ? and(scope) : undefined)
  return { removed, remaining: left?.count ?? 0 }
}
