/**
 * The `sources` row behind a county's property photos (kind 'images'), so the images module's
 * fetches share the polite fetcher's per-source quota and audit trail like any records source.
 */
import type { Db } from '../../../db/client'
import { sources } from '../../../db/schema'
import { setSourceRateLimit } from './source-rate-limit'

export interface ImageSourceSpec {
  /** Unique among presets: 'county-photo:<id>'. */
  presetId: string
  state: string
  county: string
  name: string
  baseUrl: string
  tosUrl: string | null
  attributionRequired: boolean
  requestsPerMinute: number
}

/** Creates or updates the source and its per-minute quota; returns the source id. */
export async function registerImageSource(db: Db, spec: ImageSourceSpec): Promise<string> {
  const columns = {
    county: spec.county,
    state: spec.state,
    kind: 'images',
    name: spec.name,
    baseUrl: spec.baseUrl,
    tosUrl: spec.tosUrl,
    attributionRequired: spec.attributionRequired,
  }
  const [row] = await db
    .insert(sources)
    .values({ presetId: spec.presetId, ...columns })
    .onConflictDoUpdate({ target: sources.presetId, set: columns })
    .returning({ id: sources.id })
  await setSourceRateLimit(db, row!.id, 'minute', spec.requestsPerMinute)
  return row!.id
}
