/**
 * What an operator does from /operator/sources: accept a source's review, enable or disable it,
 * run it now, and "Enable all reviewed sources" (each preset whose review shipped with the
 * catalogue, or was recorded here, and whose robots.txt does not forbid us). Refusals are
 * AppErrors in words for the web page; the command line keeps its own (sources-command.ts).
 */
import type { EnableReviewedResponse, RunSourceResponse } from '@common/contracts/operator'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type Source, scraperQueue, sources } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { findSourcePreset, SOURCE_PRESETS } from '../catalogue/catalogue'
import {
  disableSource,
  enableSource,
  reviewSource,
  runSourceNow,
} from '../catalogue/source-operations.service'
import {
  type PresetReview,
  reviewAllowsEnabling,
  type SourcePreset,
} from '../catalogue/source-preset'
import { syncSourcePreset } from '../catalogue/sync-catalogue.service'
import type { IngestionRuntime } from '../ingestion/run-scrape-job.service'
import {
  enqueueScrapeJob,
  INGEST_SOURCE_JOB,
  startIngestionSession,
} from '../ingestion/scraper-queue.service'
import { catalogueRows } from './catalogue-overview.service'
import { sourceStatus } from './source-status'

const refused = (message: string) => new AppError('SOURCE_OPERATION_REFUSED', message, 409)

async function entryOf(
  db: Db,
  presetId: string,
): Promise<{ preset: SourcePreset; source: Source }> {
  const preset = findSourcePreset(presetId)
  if (!preset) {
    throw new AppError('SOURCE_NOT_IN_CATALOGUE', `The catalogue has no source "${presetId}".`, 404)
  }
  let [source] = await db.select().from(sources).where(eq(sources.presetId, preset.id))
  if (!source) {
    await syncSourcePreset(db, preset)
    ;[source] = await db.select().from(sources).where(eq(sources.presetId, preset.id))
  }
  return { preset, source: source! }
}

function refuseUnrunnable(preset: SourcePreset, source: Source): void {
  const { status, reason } = sourceStatus(preset, source)
  if (status === 'licensed_feed_required' || status === 'not_runnable') {
    throw refused(`${preset.name} cannot be run from the catalogue: ${reason}`)
  }
}

/** The notes a shipped review leaves on the source: the robots verdict and the terms read. */
function shippedReviewNotes(review: PresetReview): string {
  const robots =
    review.robots.verdict === 'no_robots_txt'
      ? `no robots.txt at ${review.robots.url}`
      : `robots.txt at ${review.robots.url} ${review.robots.verdict} (${review.robots.lines.join(' / ') || 'no rule names us'})`
  return `Review shipped with the catalogue (${review.reviewedBy}, ${review.reviewedOn}): ${robots}; terms: "${review.termsExcerpt}"; rate limit: ${review.rateLimitReason}`
}

/**
 * Records the operator's review: with `notes`, what they read themselves; without, the review
 * shipped with the preset, accepted by them. A preset without a shipped review needs notes.
 */
export async function reviewFromOperator(
  db: Db,
  presetId: string,
  input: { operatorEmail: string; notes: string },
): Promise<void> {
  const { preset, source } = await entryOf(db, presetId)
  refuseUnrunnable(preset, source)
  const shipped = preset.review
  if (!input.notes && !(shipped && reviewAllowsEnabling(preset))) {
    const why = !shipped
      ? 'has no review shipped with the catalogue'
      : shipped.robots.verdict === 'disallowed'
        ? 'has a shipped review whose robots.txt disallowed our crawler'
        : 'has a shipped review that could not read its robots.txt'
    throw refused(
      `${preset.name} ${why}: read ${preset.tosUrl} and its robots.txt, then say what you found in the notes.`,
    )
  }
  const reviewer = input.notes
    ? input.operatorEmail
    : `${input.operatorEmail}, accepting the catalogue's review`
  await reviewSource(db, preset.id, {
    reviewer,
    notes: input.notes || shippedReviewNotes(shipped!),
  })
}

/** Enables a reviewed source: it runs on its schedule from now on. */
export async function enableFromOperator(db: Db, presetId: string): Promise<void> {
  const { preset, source } = await entryOf(db, presetId)
  refuseUnrunnable(preset, source)
  if (!source.reviewedAt) {
    throw refused(`Review ${preset.name} first: read its robots.txt and terms, then press Review.`)
  }
  await enableSource(db, preset.id)
}

export async function disableFromOperator(db: Db, presetId: string): Promise<void> {
  const { preset } = await entryOf(db, presetId)
  await disableSource(db, preset.id)
}

/**
 * Enables every runnable source that is reviewed here or carries a shipped review whose
 * robots.txt allows us (accepting that review in the operator's name). Safe to press twice.
 */
export async function enableReviewedSources(
  db: Db,
  operatorEmail: string,
): Promise<EnableReviewedResponse> {
  const outcome: EnableReviewedResponse = { enabled: [], alreadyEnabled: [], skipped: [] }
  const rows = await catalogueRows(db)
  for (const preset of SOURCE_PRESETS) {
    const source = rows.get(preset.id)!
    const { status, reason } = sourceStatus(preset, source)
    if (status === 'licensed_feed_required' || status === 'not_runnable') {
      outcome.skipped.push({ id: preset.id, reason: reason! })
    } else if (status === 'enabled') {
      outcome.alreadyEnabled.push(preset.id)
    } else if (status === 'reviewed' || reviewAllowsEnabling(preset)) {
      if (status === 'not_reviewed') {
        await reviewFromOperator(db, preset.id, { operatorEmail, notes: '' })
      }
      await enableSource(db, preset.id)
      outcome.enabled.push(preset.id)
    } else {
      const verdict = preset.review?.robots.verdict
      outcome.skipped.push({
        id: preset.id,
        reason:
          verdict === 'disallowed'
            ? 'the robots.txt read for the catalogue disallowed our crawler'
            : 'nobody has read its robots.txt and terms yet: read them, then record your review',
      })
    }
  }
  return outcome
}

/**
 * Runs an enabled source now: queued for a worker when the process has a queue, else in this
 * request. One run at a time: a source with a run queued or running is refused.
 */
export async function runFromOperator(
  db: Db,
  presetId: string,
  deps: {
    jobs: { send(jobId: string, payload: object): Promise<string | null> } | null
    ingestion: IngestionRuntime
  },
): Promise<RunSourceResponse> {
  const { preset, source } = await entryOf(db, presetId)
  refuseUnrunnable(preset, source)
  if (!source.active) throw refused(`Enable ${preset.name} before running it.`)
  const alreadyRunning = () => refused(`A run of ${preset.name} is already queued or running.`)
  if (!deps.jobs) {
    if (await runPending(db, source.id)) throw alreadyRunning()
    const outcome = await runSourceNow(db, preset.id, deps.ingestion)
    const words =
      outcome.status === 'completed'
        ? `${outcome.inserted} new records, ${outcome.updated} updated, ${outcome.rejected} unreadable`
        : outcome.status === 'skipped'
          ? outcome.reason
          : outcome.error
    return { queued: false, message: `${preset.name}: run ${outcome.status}: ${words}.` }
  }
  // The check and the queue row in one transaction that holds the source's row: of two presses
  // at once, the second sees the first's run.
  const scraperJobId = await db.transaction(async (transaction) => {
    // The services take a Db; inside they only run statements, which a transaction runs too.
    const tx = transaction as unknown as Db
    await tx.select({ id: sources.id }).from(sources).where(eq(sources.id, source.id)).for('update')
    if (await runPending(tx, source.id)) throw alreadyRunning()
    const sessionId = await startIngestionSession(tx, {
      sourceIds: [source.id],
      reason: `operator run of ${preset.id}`,
    })
    const { job } = await enqueueScrapeJob({ db: tx, sessionId, sourceId: source.id, jobs: null })
    return job.id
  })
  await deps.jobs.send(INGEST_SOURCE_JOB, { scraperJobId })
  return {
    queued: true,
    message: `${preset.name}: run queued. Its health row shows the result when it ends.`,
  }
}

async function runPending(db: Db, sourceId: string): Promise<boolean> {
  const [busy] = await db
    .select({ id: scraperQueue.id })
    .from(scraperQueue)
    .where(
      and(
        eq(scraperQueue.sourceId, sourceId),
        inArray(scraperQueue.status, ['pending', 'running']),
      ),
    )
    .limit(1)
  return busy !== undefined
}
