/** The user's leads for filings of the records index, by filing id (alerts' deep links). */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads } from '../../db/schema'

/** filing id -> the user's lead id, for those of `filingIds` the user keeps as a lead. */
export async function leadIdsForFilings(
  db: Db,
  userId: string,
  filingIds: readonly string[],
): Promise<Map<string, string>> {
  if (filingIds.length === 0) return new Map()
  const rows = await db
    .select({ id: leads.id, filingId: leads.filingId })
    .from(leads)
    .where(and(eq(leads.userId, userId), inArray(leads.filingId, [...filingIds])))
  return new Map(rows.flatMap((row) => (row.filingId ? [[row.filingId, row.id] as const] : [])))
}
