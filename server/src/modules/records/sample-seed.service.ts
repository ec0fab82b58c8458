/**
 * Loads the generated sample records into the records index, each with provenance (under the
 * sample source the sources module keeps, when one is given: composition/sample-data.ts).
 * Idempotent (upserts on the filings' dedupe keys).
 */
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filingProvenance, filings } from '../../db/schema'
import { generateSampleFilings, SAMPLE_SOURCE_DATABASE } from './sample-records'

/** Where sample filings say they come from (their provenance's URL). */
export const SAMPLE_SOURCE_URL = 'sample://generated'

/** Writes the sample filings; returns how many filings it wrote. */
export async function seedSampleFilings(
  db: Db,
  options: { perPlace?: number; sourceId?: string | null } = {},
): Promise<number> {
  // Never into a county that already has real records (a source ran there before the seed).
  const real = await db.execute<{ place: string }>(
    sql`select distinct state || '|' || lower(county) as place from filings where not is_sample and county is not null`,
  )
  const realPlaces = new Set(real.rows.map((row) => row.place))
  const records = generateSampleFilings({ perPlace: options.perPlace }).filter(
    (record) => !realPlaces.has(`${record.state}|${(record.county ?? '').toLowerCase()}`),
  )
  return db.transaction(async (tx) => {
    const batchSize = 200
    for (let start = 0; start < records.length; start += batchSize) {
      const batch = records.slice(start, start + batchSize)
      const written = await tx
        .insert(filings)
        .values(batch)
        .onConflictDoNothing({ target: filings.dedupeKey })
        .returning({ id: filings.id, dedupeKey: filings.dedupeKey })
      if (written.length === 0) continue
      await tx
        .insert(filingProvenance)
        .values(
          written.map((row) => ({
            filingId: row.id,
            sourceId: options.sourceId ?? null,
            sourceRecordId: row.dedupeKey,
            sourceUrl: SAMPLE_SOURCE_URL,
            rawData: { generated: true },
          })),
        )
        .onConflictDoNothing()
    }
    return records.length
  })
}

/** Whether the index holds any filing (real or sample). */
export async function hasAnyFiling(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from filings) as any`,
  )
  return rows[0]?.any === true
}

/** How many sample filings the index holds. */
export async function countSampleFilings(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(filings)
    .where(eq(filings.sourceDatabase, SAMPLE_SOURCE_DATABASE))
  return row?.n ?? 0
}
