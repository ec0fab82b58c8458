/** The user's own recent searches, newest first (GET /api/public-records/searches). */
import type { PublicRecordsSearchesResponse } from '@common/contracts/records'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publicRecordsSearches } from '../../db/schema'

const HISTORY_LIMIT = 50

export async function listRecentSearches(
  db: Db,
  userId: string,
): Promise<PublicRecordsSearchesResponse> {
  const rows = await db
    .select()
    .from(publicRecordsSearches)
    .where(eq(publicRecordsSearches.userId, userId))
    .orderBy(desc(publicRecordsSearches.createdAt))
    .limit(HISTORY_LIMIT)
  return {
    searches: rows.map((row) => ({
      id: row.id,
      state: row.state,
      zipCode: row.zipCode,
      city: row.city,
      county: row.county,
      searchStatus: row.searchStatus,
      resultsCount: row.resultsCount,
      createdAt: row.createdAt.toISOString(),
    })),
  }
}
