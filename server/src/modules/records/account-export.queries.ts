/**
 * A user's searches and saved results, for the export of all their data (docs/decisions/0028).
 * Only the user's own rows; the user id itself is left out (the export is theirs).
 */
import { getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publicRecordsResults, publicRecordsSearches } from '../../db/schema'
import { userRows } from '../../db/user-rows'

const { userId: _s, ...searchColumns } = getTableColumns(publicRecordsSearches)
const { userId: _r, ...resultColumns } = getTableColumns(publicRecordsResults)

export async function searchesForExport(db: Db, userId: string) {
  const searches = await userRows(
    db,
    publicRecordsSearches,
    userId,
    searchColumns,
    publicRecordsSearches.createdAt,
    publicRecordsSearches.id,
  )
  const savedResults = await userRows(
    db,
    publicRecordsResults,
    userId,
    resultColumns,
    publicRecordsResults.createdAt,
    publicRecordsResults.id,
  )
  return { searches, savedResults }
}
