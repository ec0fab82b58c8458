/**
 * The images module's tables: the spec's `images` (shared per property), the stored copies
 * (`image_contents`) and when each provider was last asked (`image_lookups`).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { imageContents, imageLookups, images } from '../../db/schema'
import { assertLicensed } from './image-license'
import type { LookupResult } from './providers/image-provider'

/** A found or empty answer stands this long; a failure is retried sooner. */
const LOOKUP_FRESH_MS = { found: 30 * 86_400_000, none: 30 * 86_400_000, failed: 3_600_000 }

/** The provider lookups of a property whose answers are still fresh. */
export async function freshLookupKeys(db: Db, propertyKey: string, now = new Date()) {
  const rows = await db
    .select({
      provider: imageLookups.provider,
      outcome: imageLookups.outcome,
      at: imageLookups.checkedAt,
    })
    .from(imageLookups)
    .where(eq(imageLookups.propertyKey, propertyKey))
  return new Set(
    rows
      .filter((row) => {
        const ttl = LOOKUP_FRESH_MS[row.outcome as keyof typeof LOOKUP_FRESH_MS] ?? 0
        return now.getTime() - row.at.getTime() < ttl
      })
      .map((row) => row.provider),
  )
}

/**
 * Stores one provider's answer for a property in one transaction: its pictures (each licensed,
 * or the whole answer is refused), their kept bytes, and the lookup. An answer of 'none' removes
 * the pictures that provider had given the property before.
 */
export async function storeLookup(
  db: Db,
  options: { propertyKey: string; provider: string; lookupKey: string; result: LookupResult },
): Promise<void> {
  const { propertyKey, result } = options
  const found = result.outcome === 'found' ? result.images.map(assertLicensed) : []
  await db.transaction(async (tx) => {
    if (result.outcome === 'none') {
      await tx
        .delete(images)
        .where(and(eq(images.propertyKey, propertyKey), eq(images.provider, options.provider)))
    }
    for (const image of found) {
      const { bytes, ...columns } = image
      const values = { ...columns, propertyKey, fetchedAt: new Date() }
      const [row] = await tx
        .insert(images)
        .values(values)
        .onConflictDoUpdate({
          target: [images.propertyKey, images.provider, images.imageType],
          set: values,
        })
        .returning({ id: images.id })
      if (bytes) {
        await tx
          .insert(imageContents)
          .values({ imageId: row!.id, bytes })
          .onConflictDoUpdate({ target: imageContents.imageId, set: { bytes } })
      }
    }
    const lookup = {
      outcome: result.outcome,
      reason: result.outcome === 'found' ? null : result.reason.slice(0, 500),
      checkedAt: new Date(),
    }
    await tx
      .insert(imageLookups)
      .values({ propertyKey, provider: options.lookupKey, ...lookup })
      .onConflictDoUpdate({
        target: [imageLookups.propertyKey, imageLookups.provider],
        set: lookup,
      })
  })
}

const listed = {
  id: images.id,
  provider: images.provider,
  imageType: images.imageType,
  license: images.license,
  attribution: images.attribution,
  visibility: images.visibility,
  minSubscriptionTier: images.minSubscriptionTier,
  uri: images.uri,
  width: images.width,
  height: images.height,
  mimeType: images.mimeType,
  providerData: images.providerData,
  isSample: images.isSample,
  fetchedAt: images.fetchedAt,
}
export type ImageRow = Pick<typeof images.$inferSelect, keyof typeof listed>

/** Every picture of a property, front views first. */
export async function imagesOfProperty(db: Db, propertyKey: string): Promise<ImageRow[]> {
  return db
    .select(listed)
    .from(images)
    .where(eq(images.propertyKey, propertyKey))
    .orderBy(sql`${images.imageType} = 'front_view' desc`, images.provider, images.id)
}

/** One picture, if it is the property's. */
export async function imageOfProperty(
  db: Db,
  options: { id: string; propertyKey: string },
): Promise<ImageRow | null> {
  const [row] = await db
    .select(listed)
    .from(images)
    .where(and(eq(images.id, options.id), eq(images.propertyKey, options.propertyKey)))
  return row ?? null
}

/** The kept copy of a picture, or null. */
export async function storedBytes(db: Db, imageId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: imageContents.bytes })
    .from(imageContents)
    .where(eq(imageContents.imageId, imageId))
  return row ? Buffer.from(row.bytes) : null
}
