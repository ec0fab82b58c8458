/**
 * Writes the catalogue into the database: one `sources` row per preset (by `preset_id`), its
 * active parser (version 1, the preset's connector) and its rate limit. A new source starts
 * inactive and unreviewed, so nothing is fetched until an operator has reviewed and enabled it;
 * syncing again refreshes the configuration and leaves review, enablement and run history alone.
 *
 * Every start of the server and of each worker syncs the whole catalogue, so it is done in a
 * constant number of statements whatever the catalogue's size (docs/decisions/0081): the presets
 * go to the database as one JSON array, each table gets one upsert that inserts the missing
 * rows and rewrites only those whose configuration changed, and one transaction-scoped advisory
 * lock makes two processes starting at once sync one after the other (the second finds nothing
 * to change) instead of racing on the same rows.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { SOURCE_PRESETS } from './catalogue'
import type { SourcePreset } from './source-preset'

/** One preset as the statements read it (jsonb_to_recordset's columns). */
interface PresetRow {
  preset_id: string
  name: string
  state: string
  county: string | null
  kind: string
  base_url: string
  tos_url: string | null
  access: string
  update_every_hours: number | null
  /** The parser's fields; absent when the preset has no connector (no parser row). */
  fields?: Record<string, unknown>
  rate_window: string
  rate_quota: number
}

function presetRow(preset: SourcePreset): PresetRow {
  return {
    preset_id: preset.id,
    name: preset.name,
    state: preset.state,
    county: preset.county ?? null,
    kind: preset.kind,
    base_url: preset.baseUrl,
    tos_url: preset.tosUrl ?? null,
    access: preset.access,
    update_every_hours: preset.updateEveryHours ?? null,
    ...(preset.connector ? { fields: preset.connector as Record<string, unknown> } : {}),
    rate_window: preset.rateLimit.window,
    rate_quota: preset.rateLimit.quota,
  }
}

/** The presets as a relation `v` (one parameter, whatever their number). */
const presetsRelation = (json: string) => sql`jsonb_to_recordset(${json}::jsonb) as v(
  preset_id text, name text, state text, county text, kind text, base_url text, tos_url text,
  access text, update_every_hours integer, fields jsonb, rate_window text, rate_quota integer)`

/**
 * Creates or refreshes the presets' rows in one transaction of five statements; returns the
 * source ids by preset id, in the presets' order.
 */
export async function syncSourceCatalogue(
  db: Db,
  presets: readonly SourcePreset[] = SOURCE_PRESETS,
): Promise<Map<string, string>> {
  if (presets.length === 0) return new Map()
  // One row a preset id (the last wins, as syncing them one after the other would leave it).
  const unique = [...new Map(presets.map((preset) => [preset.id, preset])).values()]
  const json = JSON.stringify(unique.map(presetRow))
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sources:sync-catalogue'))`)
    // A new preset's row, inactive and unreviewed; an existing one rewritten only when one of
    // the preset's own columns changed (review, enablement and run history are not among them).
    await tx.execute(sql`
      insert into sources (preset_id, active, name, state, county, kind, base_url, tos_url,
        access, update_every_hours)
      select v.preset_id, false, v.name, v.state, v.county, v.kind, v.base_url, v.tos_url,
        v.access, v.update_every_hours
      from ${presetsRelation(json)}
      on conflict (preset_id) do update set
        name = excluded.name, state = excluded.state, county = excluded.county,
        kind = excluded.kind, base_url = excluded.base_url, tos_url = excluded.tos_url,
        access = excluded.access, update_every_hours = excluded.update_every_hours,
        updated_at = now()
      where (sources.name, sources.state, sources.county, sources.kind, sources.base_url,
          sources.tos_url, sources.access, sources.update_every_hours)
        is distinct from (excluded.name, excluded.state, excluded.county, excluded.kind,
          excluded.base_url, excluded.tos_url, excluded.access, excluded.update_every_hours)`)
    // Parser version 1 carries the connector: made with the source, its fields kept current.
    await tx.execute(sql`
      insert into parsers (source_id, version, strategy, fields)
      select s.id, 1, 'selector', v.fields
      from ${presetsRelation(json)} join sources s on s.preset_id = v.preset_id
      where v.fields is not null
      on conflict (source_id, version) do update set fields = excluded.fields
      where parsers.fields is distinct from excluded.fields`)
    // The preset's quota for its window (other windows an operator added are left alone).
    await tx.execute(sql`
      insert into rate_limits (source_id, "window", quota)
      select s.id, v.rate_window, v.rate_quota
      from ${presetsRelation(json)} join sources s on s.preset_id = v.preset_id
      on conflict (source_id, "window") do update set quota = excluded.quota
      where rate_limits.quota is distinct from excluded.quota`)
    const ids = await tx.execute<{ id: string; preset_id: string }>(sql`
      select s.id, s.preset_id from ${presetsRelation(json)}
      join sources s on s.preset_id = v.preset_id`)
    return ids.rows
  })
  const byPreset = new Map(rows.map((row) => [row.preset_id, row.id]))
  return new Map(presets.map((preset) => [preset.id, byPreset.get(preset.id)!]))
}

/** Creates or refreshes one preset's rows; returns the source id. */
export async function syncSourcePreset(db: Db, preset: SourcePreset): Promise<string> {
  const ids = await syncSourceCatalogue(db, [preset])
  return ids.get(preset.id)!
}
