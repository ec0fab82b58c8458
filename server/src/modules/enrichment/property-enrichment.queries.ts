/**
 * The shared property_enrichment rows (one per property key): created when a lead asks, claimed
 * by one worker at a time in one conditional UPDATE (so two jobs for the same parcel, of the same
 * or different users, fetch it once), and written back completed or failed.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type PropertyEnrichment, propertyEnrichment } from '../../db/schema'

/** Creates the key's row (pending) unless it exists. */
export async function ensureEnrichmentRow(db: Db, propertyKey: string): Promise<void> {
  await db.insert(propertyEnrichment).values({ propertyKey }).onConflictDoNothing()
}

/**
 * Takes the key's row for this worker when it needs work (never completed, failed, or older than
 * the refresh age) and no other worker holds it; true when taken. A completed row stays
 * 'completed' (its data shown) while it is refreshed.
 */
export async function claimEnrichment(
  db: Db,
  options: { propertyKey: string; refreshAfterMs: number; claimMs: number; force?: boolean },
): Promise<boolean> {
  const stale = sql`now() - (${options.refreshAfterMs}::bigint * interval '1 millisecond')`
  const held = sql`now() - (${options.claimMs}::bigint * interval '1 millisecond')`
  const result = await db.execute(sql`
    update property_enrichment set claimed_at = now(), updated_at = now()
    where property_key = ${options.propertyKey}
      and (claimed_at is null or claimed_at < ${held})
      and (enrichment_status <> 'completed' or last_enriched is null or last_enriched < ${stale}
        or ${options.force ?? false})
    returning id`)
  return result.rows.length > 0
}

export interface EnrichmentOutcome {
  status: 'completed' | 'failed'
  source: string | null
  parcelId: string | null
  assessorData: unknown
  censusData: unknown
  failureReason: string | null
  isSample: boolean
}

/** Writes what the claiming worker found and lets go of the row. */
export async function storeEnrichment(
  db: Db,
  propertyKey: string,
  outcome: EnrichmentOutcome,
): Promise<void> {
  const completed = outcome.status === 'completed'
  await db
    .update(propertyEnrichment)
    .set({
      enrichmentStatus: outcome.status,
      failureReason: outcome.failureReason,
      isSample: outcome.isSample,
      claimedAt: null,
      updatedAt: new Date(),
      // A failed refresh keeps the data it had; a failed first attempt has none.
      ...(completed
        ? {
            source: outcome.source,
            parcelId: outcome.parcelId,
            assessorData: outcome.assessorData,
            censusData: outcome.censusData,
            lastEnriched: new Date(),
          }
        : {}),
    })
    .where(eq(propertyEnrichment.propertyKey, propertyKey))
}

export async function enrichmentByKey(
  db: Db,
  propertyKey: string,
): Promise<PropertyEnrichment | null> {
  const [row] = await db
    .select()
    .from(propertyEnrichment)
    .where(eq(propertyEnrichment.propertyKey, propertyKey))
  return row ?? null
}

export async function enrichmentsByKeys(
  db: Db,
  keys: readonly string[],
): Promise<PropertyEnrichment[]> {
  if (keys.length === 0) return []
  return db
    .select()
    .from(propertyEnrichment)
    .where(inArray(propertyEnrichment.propertyKey, [...keys]))
}
