/** The outreach_history rows of one user: every statement names the user's id. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type NewOutreachRecord, type OutreachRecord, outreachHistory } from '../../../db/schema'

export async function insertOutreach(db: Db, values: NewOutreachRecord): Promise<OutreachRecord> {
  const [row] = await db.insert(outreachHistory).values(values).returning()
  if (!row) throw new Error('insertOutreach: no row returned')
  return row
}

export interface OutreachFilters {
  defendantName?: string
  socialProfileId?: string
  leadId?: string
}

/** The user's records matching every filter given, newest first. */
export function selectOutreach(
  db: Db,
  userId: string,
  filters: OutreachFilters,
  limit: number,
): Promise<OutreachRecord[]> {
  const conditions: SQL[] = [eq(outreachHistory.userId, userId)]
  if (filters.defendantName) {
    // Names are compared as people read them: case and runs of blanks do not matter.
    conditions.push(
      sql`lower(regexp_replace(${outreachHistory.defendantName}, '\\s+', ' ', 'g')) = ${filters.defendantName.toLowerCase().replace(/\s+/g, ' ')}`,
    )
  }
  if (filters.socialProfileId) {
    conditions.push(eq(outreachHistory.socialProfileId, filters.socialProfileId))
  }
  if (filters.leadId) conditions.push(eq(outreachHistory.leadId, filters.leadId))
  return db
    .select()
    .from(outreachHistory)
    .where(and(...conditions))
    .orderBy(desc(outreachHistory.sentAt), desc(outreachHistory.id))
    .limit(limit)
}
