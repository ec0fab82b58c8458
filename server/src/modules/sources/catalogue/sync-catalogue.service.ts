/**
 * Writes the catalogue into the database: one `sources` row per preset (by `preset_id`), its
 * active parser (version 1, the preset's connector) and its rate limit. A new source starts
 * inactive and unreviewed, so nothing is fetched until an operator has reviewed and enabled it;
 * syncing again refreshes the configuration and leaves review, enablement and run history alone.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { parsers, rateLimits, sources } from '../../../db/schema'
import { SOURCE_PRESETS } from './catalogue'
import type { SourcePreset } from './source-preset'

/** The configuration columns a preset owns. */
function presetColumns(preset: SourcePreset) {
  return {
    name: preset.name,
    state: preset.state,
    county: preset.county,
    kind: preset.kind,
    baseUrl: preset.baseUrl,
    tosUrl: preset.tosUrl,
    access: preset.access,
    updateEveryHours: preset.updateEveryHours,
    updatedAt: new Date(),
  }
}

/** Creates or refreshes one preset's rows; returns the source id. */
export async function syncSourcePreset(db: Db, preset: SourcePreset): Promise<string> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .insert(sources)
      .values({ presetId: preset.id, active: false, ...presetColumns(preset) })
      .onConflictDoUpdate({ target: sources.presetId, set: presetColumns(preset) })
      .returning({ id: sources.id })
    const sourceId = source!.id
    if (preset.connector) {
      const fields = preset.connector as Record<string, unknown>
      const [parser] = await tx
        .select({ id: parsers.id })
        .from(parsers)
        .where(and(eq(parsers.sourceId, sourceId), eq(parsers.version, 1)))
      if (parser) await tx.update(parsers).set({ fields }).where(eq(parsers.id, parser.id))
      else await tx.insert(parsers).values({ sourceId, version: 1, strategy: 'selector', fields })
    }
    await tx
      .insert(rateLimits)
      .values({ sourceId, window: preset.rateLimit.window, quota: preset.rateLimit.quota })
      .onConflictDoUpdate({
        target: [rateLimits.sourceId, rateLimits.window],
        set: { quota: preset.rateLimit.quota },
      })
    return sourceId
  })
}

/** Syncs every preset; returns the source ids by preset id. */
export async function syncSourceCatalogue(
  db: Db,
  presets: readonly SourcePreset[] = SOURCE_PRESETS,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const preset of presets) ids.set(preset.id, await syncSourcePreset(db, preset))
  return ids
}
