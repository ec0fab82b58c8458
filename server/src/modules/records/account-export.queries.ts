/**
 * A user's searches and saved results, for the export of all their data (docs/decisions/0028).
 * Only the user's own rows; the user id itself is left out (the export is theirs).
 */
import { asc, eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publicRecordsResults, publicRecordsSearches } from '../../db/schema'

const { userId: _s, ...searchColumns } = getTableColumns(publicRecordsSearches)
const { userId: _r, ...resultColumns } = getTableColumns(publicRecordsResults)

export async function searchesForExport(db: Db, userId: string) {
  const searches = await db
    .select({ ...searchColumns })
    .from(publicRecordsSearches)
    .where(eq(publicRecordsSearches.userId, userId))
    .orderBy(asc(publicRecordsSearches.createdAt), asc(publicRecordsSearches.id))
  const savedResults = await db
    .select({ ...resultColumns })
    .from(publicRecordsResults)
    .where(eq(publicRecordsResults.userId, userId))
    .orderBy(asc(publicRecordsResults.createdAt), asc(publicRecordsResults.id))
  return { searches, savedResults }
}
