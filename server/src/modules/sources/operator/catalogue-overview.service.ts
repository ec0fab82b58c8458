/**
 * The catalogue as the operator's pages show it: every preset with its row's review, status and
 * health (last check and success, rows, failures in a row, next scheduled run, the collapse
 * alarm, unreachable since, the last error) in a constant number of queries, whatever the
 * catalogue's size. A preset new to the deployment gets its rows first; rows that exist are not
 * re-synced here (server start does that), so a page view never rewrites a source.
 */
import type { OperatorSource } from '@common/contracts/operator'
import { isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type Source, sources } from '../../../db/schema'
import { SOURCE_PRESETS } from '../catalogue/catalogue'
import {
  reviewAllowsEnabling,
  type SourcePreset,
  VERIFICATION_WORDS,
} from '../catalogue/source-preset'
import { syncSourceCatalogue } from '../catalogue/sync-catalogue.service'
import { UNREADABLE_RECORD_ATTEMPTS } from '../ingestion/unreadable-records'
import { sourceStatus } from './source-status'

interface SourceFacts {
  running: boolean
  lastError: string | null
  waiting: number
  givenUp: number
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/** The next scheduled run: the last check plus the source's interval; null when it is off. */
function nextRunAt(preset: SourcePreset, source: Source, now: Date): string | null {
  if (!source.active || sourceStatus(preset, source).status !== 'enabled') return null
  if (!source.lastChecked) return now.toISOString()
  const hours = source.updateEveryHours ?? preset.updateEveryHours
  return new Date(source.lastChecked.getTime() + hours * 3_600_000).toISOString()
}

function present(
  preset: SourcePreset,
  source: Source,
  facts: SourceFacts,
  now: Date,
): OperatorSource {
  const { status, reason } = sourceStatus(preset, source)
  return {
    id: preset.id,
    name: preset.name,
    state: preset.state,
    county: preset.county,
    kind: preset.kind,
    baseUrl: source.baseUrl,
    tosUrl: preset.tosUrl,
    recordKinds: preset.recordKinds,
    status,
    statusReason: reason,
    shippedReviewEnables: reviewAllowsEnabling(preset),
    verification: {
      ...preset.verification,
      levelWords: VERIFICATION_WORDS[preset.verification.level],
    },
    shippedReview: preset.review ?? null,
    review:
      source.reviewedBy && source.reviewedAt
        ? { by: source.reviewedBy, at: source.reviewedAt.toISOString(), notes: source.reviewNotes }
        : null,
    rateLimit: preset.rateLimit,
    updateEveryHours: source.updateEveryHours ?? preset.updateEveryHours,
    health: {
      lastCheckedAt: iso(source.lastChecked),
      lastSuccessAt: iso(source.lastSuccessAt),
      lastRowCount: source.lastRowCount,
      failuresInARow: source.errorCount,
      nextRunAt: nextRunAt(preset, source, now),
      running: facts.running,
      alarm: source.alarm,
      alarmAt: iso(source.alarmAt),
      unreachableSince: iso(source.unreachableSince),
      lastError: source.errorCount > 0 ? facts.lastError : null,
    },
    unreadable: { waiting: facts.waiting, givenUp: facts.givenUp },
  }
}

/** Per source: a run queued or running, the last run's error, its unreadable records. */
async function factsBySource(db: Db): Promise<Map<string, SourceFacts>> {
  const result = await db.execute<{
    id: string
    running: boolean
    last_error: string | null
    waiting: number
    given_up: number
  }>(sql`
    select s.id,
      exists (select 1 from scraper_queue q
        where q.source_id = s.id and q.status in ('pending', 'running')) as running,
      (select q.error_message from scraper_queue q
        where q.source_id = s.id and q.error_message is not null
        order by coalesce(q.completed_at, q.started_at, q.created_at) desc limit 1) as last_error,
      (select count(*) from unreadable_source_records u
        where u.source_id = s.id and u.attempts < ${UNREADABLE_RECORD_ATTEMPTS})::int as waiting,
      (select count(*) from unreadable_source_records u
        where u.source_id = s.id and u.attempts >= ${UNREADABLE_RECORD_ATTEMPTS})::int as given_up
    from sources s
    where s.preset_id is not null`)
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        running: row.running,
        lastError: row.last_error,
        waiting: Number(row.waiting),
        givenUp: Number(row.given_up),
      },
    ]),
  )
}

/** Each preset's `sources` row by preset id, made first for a preset new to the deployment. */
export async function catalogueRows(db: Db): Promise<Map<string, Source>> {
  let rows = await db.select().from(sources).where(isNotNull(sources.presetId))
  const known = new Set(rows.map((row) => row.presetId))
  const missing = SOURCE_PRESETS.filter((preset) => !known.has(preset.id))
  if (missing.length > 0) {
    await syncSourceCatalogue(db, missing)
    rows = await db.select().from(sources).where(isNotNull(sources.presetId))
  }
  return new Map(rows.map((row) => [row.presetId!, row]))
}

/** Every catalogue source, in the catalogue's order. */
export async function operatorCatalogue(db: Db, now = new Date()): Promise<OperatorSource[]> {
  const byPreset = await catalogueRows(db)
  const facts = await factsBySource(db)
  const none: SourceFacts = { running: false, lastError: null, waiting: 0, givenUp: 0 }
  return SOURCE_PRESETS.map((preset) => {
    const source = byPreset.get(preset.id)!
    return present(preset, source, facts.get(source.id) ?? none, now)
  })
}

/** One catalogue source; undefined when the catalogue has no such id. */
export async function operatorSourceOf(
  db: Db,
  presetId: string,
  now = new Date(),
): Promise<OperatorSource | undefined> {
  if (!SOURCE_PRESETS.some((preset) => preset.id === presetId)) return undefined
  return (await operatorCatalogue(db, now)).find((source) => source.id === presetId)
}
