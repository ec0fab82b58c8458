/**
 * What an operator does with the catalogue (`npm run sources`): list the sources, record the
 * review of a source's robots.txt and terms (who, when, notes: nothing is fetched before it),
 * enable or disable it, and run it now. A licensed-only source, or one the catalogue cannot
 * run, is refused with the reason; so is enabling a source nobody reviewed.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type Source, sources } from '../../../db/schema'
import {
  type IngestionRuntime,
  runScrapeJob,
  type ScrapeRunOutcome,
} from '../ingestion/run-scrape-job.service'
import { enqueueScrapeJob, startIngestionSession } from '../ingestion/scraper-queue.service'
import { approveDomainForIngestion } from '../ingestion/tos-policy'
import { forgetUnreadable, unreadableCounts } from '../ingestion/unreadable-records'
import { findSourcePreset, SOURCE_PRESETS } from './catalogue'
import type { SourcePreset } from './source-preset'
import { syncSourceCatalogue, syncSourcePreset } from './sync-catalogue.service'

/** A refusal an operator can act on (unknown id, not reviewed, licensed feed required...). */
export class SourceOperationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SourceOperationError'
  }
}

interface CatalogueEntry {
  preset: SourcePreset
  source: Source
}

/** A catalogue line: the entry and its records whose own document could not be read. */
export interface CatalogueListing extends CatalogueEntry {
  unreadable: { waiting: number; givenUp: number }
}

/** Every preset with its row (synced first, so a new preset shows at once). */
export async function listCatalogue(db: Db): Promise<CatalogueListing[]> {
  const ids = await syncSourceCatalogue(db)
  const rows = await db
    .select()
    .from(sources)
    .where(inArray(sources.id, [...ids.values()]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const entries: CatalogueListing[] = []
  for (const preset of SOURCE_PRESETS) {
    const id = ids.get(preset.id)!
    entries.push({ preset, source: byId.get(id)!, unreadable: await unreadableCounts(db, id) })
  }
  return entries
}

async function entryOf(db: Db, presetId: string): Promise<CatalogueEntry> {
  const preset = findSourcePreset(presetId)
  if (!preset) {
    const known = SOURCE_PRESETS.map((candidate) => candidate.id).join(', ')
    throw new SourceOperationError(`No source "${presetId}" in the catalogue. Known: ${known}`)
  }
  // The row as it stands (created from the preset when missing): what a run fetches.
  let [source] = await db.select().from(sources).where(eq(sources.presetId, preset.id))
  if (!source) {
    const id = await syncSourcePreset(db, preset)
    ;[source] = await db.select().from(sources).where(eq(sources.id, id))
  }
  return { preset, source: source! }
}

function refuseUnrunnable(preset: SourcePreset): void {
  if (preset.notRunnable || !preset.connector) {
    throw new SourceOperationError(
      `${preset.id}: ${preset.notRunnable ?? 'the catalogue has no connector for it'}`,
    )
  }
}

/** Writes an operator's change to the source's row; the row as it is now. */
async function updateSource(
  db: Db,
  id: string,
  changes: Pick<Partial<Source>, 'active' | 'reviewedBy' | 'reviewedAt' | 'reviewNotes'>,
): Promise<Source> {
  const [updated] = await db
    .update(sources)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sources.id, id))
    .returning()
  return updated!
}

/**
 * Records that `reviewer` read the source's robots.txt and terms and that collecting its public
 * records is allowed: the review on the source (who, when, notes) and the domain's terms record
 * (audited). Nothing is fetched.
 */
export async function reviewSource(
  db: Db,
  presetId: string,
  review: { reviewer: string; notes: string },
): Promise<Source> {
  const reviewer = review.reviewer.trim()
  if (!reviewer) throw new SourceOperationError('Say who reviewed it: --by <name or e-mail>')
  const { preset, source } = await entryOf(db, presetId)
  refuseUnrunnable(preset)
  const notes =
    review.notes.trim() || 'robots.txt and terms read; public records, collection allowed'
  for (const host of [new URL(source.baseUrl).hostname, ...(preset.otherHosts ?? [])]) {
    await approveDomainForIngestion(db, host, {
      tosUrl: preset.tosUrl,
      notes: `${preset.id}, reviewed by ${reviewer}: ${notes}`,
    })
  }
  return updateSource(db, source.id, {
    reviewedBy: reviewer,
    reviewedAt: new Date(),
    reviewNotes: notes,
  })
}

/** Enables a reviewed source: it runs on its schedule from now on. */
export async function enableSource(db: Db, presetId: string): Promise<Source> {
  const { preset, source } = await entryOf(db, presetId)
  refuseUnrunnable(preset)
  if (!source.reviewedAt) {
    throw new SourceOperationError(
      `${preset.id} has not been reviewed: read ${preset.tosUrl} and its robots.txt, then run \`npm run sources -- review ${preset.id} --by <you>\``,
    )
  }
  return updateSource(db, source.id, { active: true })
}

/** Stops a source's scheduled runs. */
export async function disableSource(db: Db, presetId: string): Promise<Source> {
  const { source } = await entryOf(db, presetId)
  return updateSource(db, source.id, { active: false })
}

/**
 * Forgets the source's unreadable records (resting or given up), so its next run fetches their
 * documents again: after the site fixed its files, or the reader learned a layout.
 */
export async function retryUnreadable(db: Db, presetId: string): Promise<number> {
  const { source } = await entryOf(db, presetId)
  return forgetUnreadable(db, source.id)
}

/** Runs an enabled source once, in this process, and says how it ended. */
export async function runSourceNow(
  db: Db,
  presetId: string,
  runtime: IngestionRuntime,
): Promise<ScrapeRunOutcome> {
  const { preset, source } = await entryOf(db, presetId)
  refuseUnrunnable(preset)
  if (!source.active) {
    throw new SourceOperationError(
      `${preset.id} is not enabled: \`npm run sources -- enable ${preset.id}\` (after its review)`,
    )
  }
  const sessionId = await startIngestionSession(db, {
    sourceIds: [source.id],
    reason: `operator run of ${preset.id}`,
  })
  const { job } = await enqueueScrapeJob({ db, sessionId, sourceId: source.id, jobs: null })
  return runScrapeJob(db, job.id, `operator-${process.pid}`, runtime)
}
