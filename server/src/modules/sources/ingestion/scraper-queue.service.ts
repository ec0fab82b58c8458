/**
 * `scraper_queue`: the domain's record of ingestion work, beside the pg-boss job that runs
 * it. One row per (session, source, jobType), so enqueueing twice does nothing; a run claims
 * the row (running, retryCount counting the retries), then completes it with its result or
 * records the failed attempt, keeping the error, and ends 'failed' once retries are spent.
 * The session's events and counters follow the rows.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  ingestionRunEvents,
  ingestionRuns,
  type ScraperJob,
  scraperQueue,
} from '../../../db/schema'

/** The pg-boss job that runs a scraper_queue row (payload { scraperJobId }). */
export const INGEST_SOURCE_JOB = 'sources.ingest-source'
/** Retries after the first attempt, for pg-boss and the row alike. */
export const INGEST_RETRY_LIMIT = 3
/** How long one run may hold its row before another attempt may take it over. */
export const INGEST_RUN_SECONDS = 3600
/** The jobType of a full (or incremental) run of one source. */
const INGEST_JOB_TYPE = 'ingest-source'

/** Payload a row may carry: where an incremental run starts. */
export interface ScrapeJobPayload {
  since?: string | null
}

/** Opens a session for an ingestion run over some sources (no user: the operator's run). */
export async function startIngestionSession(
  db: Db,
  input: { sourceIds: string[]; reason?: string },
): Promise<string> {
  const [session] = await db
    .insert(ingestionRuns)
    .values({
      queryType: 'geographic',
      query: { kind: 'ingestion', sourceIds: input.sourceIds, reason: input.reason ?? null },
      status: 'running',
      startedAt: new Date(),
    })
    .returning({ id: ingestionRuns.id })
  return session!.id
}

export interface EnqueueScrapeJob {
  db: Db
  sessionId: string
  sourceId: string
  jobType?: string
  payload?: ScrapeJobPayload
  priority?: number
  /** The job queue; null writes the row only (a caller sends the job itself). */
  jobs?: { send(jobId: string, payload: object): Promise<string | null> } | null
}

/**
 * Writes the row and, when it is new, sends the pg-boss job (its id is `queueJobId`). The
 * same (session, source, jobType) again returns the existing row with `created: false` and
 * sends nothing.
 */
export async function enqueueScrapeJob(
  input: EnqueueScrapeJob,
): Promise<{ job: ScraperJob; created: boolean; queueJobId: string | null }> {
  const { db, sessionId, sourceId } = input
  const jobType = input.jobType ?? INGEST_JOB_TYPE
  const [created] = await db
    .insert(scraperQueue)
    .values({
      sessionId,
      sourceId,
      jobType,
      payload: input.payload ?? {},
      priority: input.priority ?? 0,
      maxRetries: INGEST_RETRY_LIMIT,
    })
    .onConflictDoNothing({
      target: [scraperQueue.sessionId, scraperQueue.sourceId, scraperQueue.jobType],
    })
    .returning()
  if (!created) {
    const [existing] = await db
      .select()
      .from(scraperQueue)
      .where(
        and(
          eq(scraperQueue.sessionId, sessionId),
          eq(scraperQueue.sourceId, sourceId),
          eq(scraperQueue.jobType, jobType),
        ),
      )
    return { job: existing!, created: false, queueJobId: null }
  }
  await db
    .update(ingestionRuns)
    .set({ totalSources: sql`${ingestionRuns.totalSources} + 1` })
    .where(eq(ingestionRuns.id, sessionId))
  await addEvent(db, sessionId, 'queued', { scraperJobId: created.id, sourceId })
  const queueJobId =
    (await input.jobs?.send(INGEST_SOURCE_JOB, { scraperJobId: created.id })) ?? null
  return { job: created, created: true, queueJobId }
}

/**
 * Takes the row for one attempt: pending rows, or running rows whose claim lapsed (a worker
 * died). A row started before counts this attempt as a retry. Null when there is nothing to
 * run (finished, or another worker holds it).
 */
export async function claimScrapeJob(
  db: Db,
  scraperJobId: string,
  workerId: string,
): Promise<ScraperJob | null> {
  const [job] = await db
    .update(scraperQueue)
    .set({
      status: 'running',
      workerId,
      claimedAt: sql`now()`,
      visibilityTimeout: sql`now() + make_interval(secs => ${INGEST_RUN_SECONDS})`,
      startedAt: sql`coalesce(${scraperQueue.startedAt}, now())`,
      retryCount: sql`case when ${scraperQueue.startedAt} is null then ${scraperQueue.retryCount}
        else ${scraperQueue.retryCount} + 1 end`,
    })
    .where(
      and(
        eq(scraperQueue.id, scraperJobId),
        sql`(${scraperQueue.status} = 'pending' or (${scraperQueue.status} = 'running'
          and ${scraperQueue.visibilityTimeout} <= now()))`,
      ),
    )
    .returning()
  if (job && job.retryCount === 0) {
    await addEvent(db, job.sessionId, 'source_started', { scraperJobId, sourceId: job.sourceId })
  }
  return job ?? null
}

/** Marks the row completed with what the run produced. */
export async function completeScrapeJob(
  db: Db,
  job: ScraperJob,
  resultData: Record<string, unknown>,
): Promise<void> {
  await db
    .update(scraperQueue)
    .set({ status: 'completed', completedAt: new Date(), resultData, errorMessage: null })
    .where(eq(scraperQueue.id, job.id))
  await finishSource(db, job, 'source_completed', resultData)
}

/**
 * Records a failed attempt with its error. It is final ('failed') when retrying cannot help
 * or the retries are spent; otherwise the row goes back to 'pending' for the next attempt.
 */
export async function failScrapeJobAttempt(
  db: Db,
  job: ScraperJob,
  failure: { message: string; retryable: boolean },
): Promise<{ final: boolean }> {
  const final = !failure.retryable || job.retryCount >= Math.min(job.maxRetries, INGEST_RETRY_LIMIT)
  await db
    .update(scraperQueue)
    .set({
      status: final ? 'failed' : 'pending',
      errorMessage: failure.message.slice(0, 2000),
      completedAt: final ? new Date() : null,
      visibilityTimeout: null,
    })
    .where(eq(scraperQueue.id, job.id))
  if (final) {
    await finishSource(db, job, 'source_failed', {
      error: failure.message,
      retries: job.retryCount,
    })
  }
  return { final }
}

/** The cursor the source's last completed run ended at (for incremental runs). */
export async function lastCursorOf(db: Db, sourceId: string): Promise<string | null> {
  const [row] = await db
    .select({ resultData: scraperQueue.resultData })
    .from(scraperQueue)
    .where(and(eq(scraperQueue.sourceId, sourceId), eq(scraperQueue.status, 'completed')))
    .orderBy(desc(scraperQueue.completedAt))
    .limit(1)
  const cursor = (row?.resultData as { cursor?: unknown } | null | undefined)?.cursor
  return typeof cursor === 'string' ? cursor : null
}

async function finishSource(
  db: Db,
  job: ScraperJob,
  kind: 'source_completed' | 'source_failed',
  payload: Record<string, unknown>,
): Promise<void> {
  const column = kind === 'source_completed' ? 'completed_sources' : 'failed_sources'
  await db.execute(sql`
    update search_sessions set
      ${sql.raw(column)} = ${sql.raw(column)} + 1,
      status = case when completed_sources + failed_sources + 1 >= total_sources
        then 'completed' else status end,
      completed_at = case when completed_sources + failed_sources + 1 >= total_sources
        then now() else completed_at end
    where id = ${job.sessionId}`)
  await addEvent(db, job.sessionId, kind, {
    scraperJobId: job.id,
    sourceId: job.sourceId,
    ...payload,
  })
}

async function addEvent(
  db: Db,
  sessionId: string,
  kind: 'queued' | 'source_started' | 'source_completed' | 'source_failed',
  payload: Record<string, unknown>,
): Promise<void> {
  await db.insert(ingestionRunEvents).values({ sessionId, kind, payload })
}
