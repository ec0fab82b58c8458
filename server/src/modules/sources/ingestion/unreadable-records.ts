/**
 * Records whose own document (a notice's PDF) a source served broken or refused: remembered per
 * source, so the next runs do not fetch and OCR the same file every time. After its n-th failure
 * a record rests for 2^(n-1) days (1, 2, 4, 8); after the fifth it is not tried again. A record
 * read later (its filing stored) is no longer asked about: the index knows it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { unreadableSourceRecords } from '../../../db/schema'
import type { RejectedRecord } from '../importers/import-result'

/** Failures after which a record is not fetched again. */
export const UNREADABLE_RECORD_ATTEMPTS = 5

/** Remembers this run's unreadable records (one more failure each; the latest reason). */
export async function recordUnreadable(
  db: Db,
  sourceId: string,
  rejected: readonly RejectedRecord[],
): Promise<void> {
  const rows = new Map<string, string>()
  for (const record of rejected)
    if (record.unreadable && record.sourceRecordId)
      rows.set(record.sourceRecordId, record.reason.slice(0, 1000))
  const values = [...rows].map(([sourceRecordId, reason]) => ({ sourceId, sourceRecordId, reason }))
  for (let from = 0; from < values.length; from += 500) {
    await db
      .insert(unreadableSourceRecords)
      .values(values.slice(from, from + 500))
      .onConflictDoUpdate({
        target: [unreadableSourceRecords.sourceId, unreadableSourceRecords.sourceRecordId],
        set: {
          reason: sql`excluded.reason`,
          attempts: sql`${unreadableSourceRecords.attempts} + 1`,
          lastFailedAt: sql`now()`,
        },
      })
  }
}

/** Of `ids`, the records that failed before and rest now (or were given up on). */
export async function restingRecordIds(
  db: Db,
  sourceId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const resting = new Set<string>()
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await db
      .select({ id: unreadableSourceRecords.sourceRecordId })
      .from(unreadableSourceRecords)
      .where(
        and(
          eq(unreadableSourceRecords.sourceId, sourceId),
          inArray(unreadableSourceRecords.sourceRecordId, ids.slice(from, from + 1000)),
          sql`(${unreadableSourceRecords.attempts} >= ${UNREADABLE_RECORD_ATTEMPTS}
            or ${unreadableSourceRecords.lastFailedAt}
              > now() - make_interval(days => power(2, ${unreadableSourceRecords.attempts} - 1)::int))`,
        ),
      )
    for (const row of rows) resting.add(row.id)
  }
  return resting
}

/** How many of a source's records are unreadable: resting or given up (after every attempt). */
export async function unreadableCounts(
  db: Db,
  sourceId: string,
): Promise<{ waiting: number; givenUp: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${unreadableSourceRecords.attempts} < ${UNREADABLE_RECORD_ATTEMPTS})::int`,
      givenUp: sql<number>`count(*) filter (where ${unreadableSourceRecords.attempts} >= ${UNREADABLE_RECORD_ATTEMPTS})::int`,
    })
    .from(unreadableSourceRecords)
    .where(eq(unreadableSourceRecords.sourceId, sourceId))
  return { waiting: row?.waiting ?? 0, givenUp: row?.givenUp ?? 0 }
}

/** Forgets a source's unreadable records: the next run fetches them again. Returns how many. */
export async function forgetUnreadable(db: Db, sourceId: string): Promise<number> {
  const removed = await db
    .delete(unreadableSourceRecords)
    .where(eq(unreadableSourceRecords.sourceId, sourceId))
    .returning({ id: unreadableSourceRecords.sourceRecordId })
  return removed.length
}
