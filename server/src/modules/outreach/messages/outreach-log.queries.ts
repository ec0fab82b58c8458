/** The outreach_history rows of one user: every statement names the user's id. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { findOwnRow, updateOwnRow } from '../../../db/own-rows'
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

/**
 * Records (or clears) the homeowner's reply to one of the user's messages; the first time marked
 * is kept when marked again. Null when the user has no such record.
 */
export function setOutreachReplied(
  db: Db,
  input: { userId: string; id: string; replied: boolean },
): Promise<OutreachRecord | null> {
  return updateOwnRow(db, outreachHistory, input.userId, input.id, {
    repliedAt: input.replied ? sql`coalesce(${outreachHistory.repliedAt}, now())` : null,
  })
}

/** The user's record by id, or null. */
export function findOwnOutreach(
  db: Db,
  userId: string,
  id: string,
): Promise<OutreachRecord | null> {
  return findOwnRow(db, outreachHistory, userId, id)
}
