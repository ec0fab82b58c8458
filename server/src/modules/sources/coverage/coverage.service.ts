/**
 * What /coverage shows: every place the index or the catalogue knows, by state and county, with
 * its sources (catalogue presets and imported files; the generated sample set is not a source
 * here, its records are counted apart), what they give, the last successful run and how many
 * records the index holds. A county's data is 'real' when real records are there, else 'sample'
 * when only generated ones are, else 'licensed_only' when its only source needs a licensed
 * feed, else 'none' (listed, not collected yet).
 */
import type {
  CoverageCounty,
  CoverageDataKind,
  CoverageResponse,
  CoverageSource,
  ZipCoverageResponse,
} from '@common/contracts/coverage'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  filingCountsByPlace,
  filingCountsBySource,
  SAMPLE_SOURCE_URL,
  zipFilingCount,
} from '../../records'
import { findSourcePreset } from '../catalogue/catalogue'
import { VERIFICATION_WORDS } from '../catalogue/source-preset'

interface SourceRow extends Record<string, unknown> {
  id: string
  preset_id: string | null
  name: string
  state: string
  county: string | null
  access: 'open' | 'licensed_feed_required'
  active: boolean
  last_success_at: string | null
  unreachable_since: string | null
  update_every_hours: number | null
}

const placeKey = (state: string, county: string | null) =>
  `${state}|${(county ?? '').toLowerCase()}`

function dataKind(real: number, sample: number, sources: CoverageSource[]): CoverageDataKind {
  if (real > 0) return 'real'
  if (sample > 0) return 'sample'
  if (sources.length > 0 && sources.every((source) => source.access === 'licensed_feed_required'))
    return 'licensed_only'
  return 'none'
}

/** The whole coverage table, states and counties in alphabetical order. */
export async function getCoverage(db: Db): Promise<CoverageResponse> {
  const sourceRows = await db.execute<SourceRow>(sql`
    select s.id, s.preset_id, s.name, s.state, s.county, s.access, s.active,
      to_char(s.last_success_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_success_at,
      to_char(s.unreachable_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as unreachable_since,
      s.update_every_hours
    from sources s
    where s.base_url <> ${SAMPLE_SOURCE_URL}
      -- Enrichment's sources (assessor facts, census, images) give no filings (0035).
      and s.kind not in ('assessor', 'census', 'images')`)
  const placeCounts = await filingCountsByPlace(db)
  const rowCounts = await filingCountsBySource(db)

  const places = new Map<
    string,
    {
      state: string
      county: string | null
      real: number
      sample: number
      sources: CoverageSource[]
    }
  >()
  const place = (state: string, county: string | null) => {
    const key = placeKey(state, county)
    let entry = places.get(key)
    if (!entry) {
      entry = { state, county, real: 0, sample: 0, sources: [] }
      places.set(key, entry)
    }
    return entry
  }
  for (const count of placeCounts) {
    const entry = place(count.state, count.county)
    entry.real += count.real
    entry.sample += count.sample
  }
  for (const row of sourceRows.rows) {
    const preset = row.preset_id ? findSourcePreset(row.preset_id) : undefined
    place(row.state, row.county).sources.push({
      id: row.preset_id ?? row.id,
      name: row.name,
      recordKinds: preset?.recordKinds ?? ['imported file'],
      access: row.access,
      enabled: row.preset_id ? row.active : true,
      lastSuccessAt: row.last_success_at,
      unreachableSince: row.unreachable_since,
      verification: preset ? VERIFICATION_WORDS[preset.verification.level] : null,
      checkEveryHours: row.preset_id ? (row.update_every_hours ?? null) : null,
      rowCount: rowCounts.get(row.id) ?? 0,
    })
  }

  const byState = new Map<string, CoverageCounty[]>()
  for (const entry of places.values()) {
    const lastSuccess = entry.sources
      .map((source) => source.lastSuccessAt)
      .filter((value): value is string => value !== null)
      .sort()
      .at(-1)
    const counties = byState.get(entry.state) ?? []
    counties.push({
      county: entry.county,
      data: dataKind(entry.real, entry.sample, entry.sources),
      sources: entry.sources,
      recordKinds: [...new Set(entry.sources.flatMap((source) => source.recordKinds))],
      lastSuccessAt: lastSuccess ?? null,
      rowCount: entry.real,
      sampleCount: entry.sample,
    })
    byState.set(entry.state, counties)
  }
  return {
    states: [...byState.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, counties]) => ({
        state,
        counties: counties.sort((a, b) => (a.county ?? '').localeCompare(b.county ?? '')),
      })),
  }
}

/** Whether the index holds records in a ZIP, and of which kind. */
export async function getZipCoverage(
  db: Db,
  state: string,
  zip: string,
): Promise<ZipCoverageResponse> {
  const row = await zipFilingCount(db, state, zip)
  if (!row) return { state, zip, covered: false, county: null, data: 'none' }
  return {
    state,
    zip,
    covered: true,
    county: row.county,
    data: row.real > 0 ? 'real' : 'sample',
  }
}
