/**
 * Loads the generated sample records into the records index: one clearly named source and
 * its filings, each with provenance. Idempotent (upserts on the filings' dedupe keys).
 */
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filingProvenance, filings, sources, users } from '../../db/schema'
import { generateSampleFilings, SAMPLE_SOURCE_DATABASE } from './sample-records'

export const SAMPLE_SOURCE = {
  name: 'Sample records (generated, not real filings)',
  county: 'All counties',
  state: 'US',
  kind: 'court' as const,
  baseUrl: 'sample://generated',
}

/** Writes the sample source and its filings; returns how many filings it wrote. */
export async function seedSampleData(db: Db, options: { perPlace?: number } = {}): Promise<number> {
  // Never into a county that already has real records (a source ran there before the seed).
  const real = await db.execute<{ place: string }>(
    sql`select distinct state || '|' || lower(county) as place from filings where not is_sample and county is not null`,
  )
  const realPlaces = new Set(real.rows.map((row) => row.place))
  const records = generateSampleFilings({ perPlace: options.perPlace }).filter(
    (record) => !realPlaces.has(`${record.state}|${(record.county ?? '').toLowerCase()}`),
  )
  return db.transaction(async (tx) => {
    const [source] = await tx
      .insert(sources)
      .values({ ...SAMPLE_SOURCE, robotsPolicy: 'allowed', attributionRequired: false })
      .onConflictDoUpdate({
        target: [sources.county, sources.state, sources.kind, sources.name, sources.presetId],
        set: { name: SAMPLE_SOURCE.name, baseUrl: SAMPLE_SOURCE.baseUrl },
      })
      .returning({ id: sources.id })
    const batchSize = 200
    for (let start = 0; start < records.length; start += batchSize) {
      const batch = records.slice(start, start + batchSize)
      const written = await tx
        .insert(filings)
        .values(batch)
        .onConflictDoNothing({ target: filings.dedupeKey })
        .returning({ id: filings.id, dedupeKey: filings.dedupeKey })
      if (written.length === 0 || !source) continue
      await tx
        .insert(filingProvenance)
        .values(
          written.map((row) => ({
            filingId: row.id,
            sourceId: source.id,
            sourceRecordId: row.dedupeKey,
            sourceUrl: SAMPLE_SOURCE.baseUrl,
            rawData: { generated: true },
          })),
        )
        .onConflictDoNothing()
    }
    return records.length
  })
}

/**
 * On the first start of an empty embedded database (no users, no filings) the sample records
 * are loaded so that a newcomer's first search finds something. Returns the number loaded.
 */
export async function seedSampleDataIfEmpty(db: Db): Promise<number> {
  const [userCount] = await db.select({ n: count() }).from(users)
  const [filingCount] = await db.select({ n: count() }).from(filings)
  if ((userCount?.n ?? 0) > 0 || (filingCount?.n ?? 0) > 0) return 0
  return seedSampleData(db)
}

/** How many sample filings the index holds. */
export async function countSampleFilings(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(filings)
    .where(eq(filings.sourceDatabase, SAMPLE_SOURCE_DATABASE))
  return row?.n ?? 0
}
