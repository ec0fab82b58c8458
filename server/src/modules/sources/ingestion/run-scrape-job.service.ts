/**
 * One attempt at a scraper_queue row: claim it, run the source's connector through the
 * polite fetcher, store the filings in the records index, and complete the row; or record
 * the failure and say whether another attempt should follow. Safe to run twice: a finished
 * row is not run again.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { parsers, sources } from '../../../db/schema'
import {
  type CaseEventsListener,
  type SourceDocumentStore,
  storedSourceRecordIds,
  storeFilings,
} from '../../records'
import {
  type ConnectorFetch,
  IngestionConfigError,
  IngestionFetchError,
} from './connectors/connector'
import { parseConnectorConfig, runConnector } from './connectors/connector-config'
import type { NoticeReader } from './notice-reader'
import { type PoliteFetchOptions, politeFetch } from './polite-fetcher'
import { collapseAlarm } from './run-health'
import {
  claimScrapeJob,
  completeScrapeJob,
  failScrapeJobAttempt,
  lastCursorOf,
  type ScrapeJobPayload,
} from './scraper-queue.service'
import { recordUnreadable, restingRecordIds } from './unreadable-records'

/** How ingestion identifies itself; robots.txt groups are matched on 'ForeclosureLeadsBot'. */
export function ingestionUserAgent(publicUrl: string): string {
  return `ForeclosureLeadsBot/1.0 (+${publicUrl.replace(/\/$/, '')}/about/crawler)`
}

/** Process settings of ingestion runs. */
export interface IngestionRuntime {
  userAgent: string
  /** Hosts allowed although private (tests on loopback only). */
  allowHosts?: readonly string[]
  /** How long a request waits for the source's quota or the crawl-delay (default 60 s). */
  maxWaitMs?: number
  timeoutMs?: number
  maxBytes?: number
  socrataAppToken?: string | null
  resolve?: PoliteFetchOptions['resolve']
  /** The document reader, for sources whose records are PDFs (composition/records-ports.ts). */
  readNotice?: NoticeReader
  /** Keeps a record's own document (a notice PDF) in storage; absent: documents are not kept. */
  storeSourceDocument?: SourceDocumentStore
  /** Told of the case events a run recorded (composition/alerts-ports.ts); absent: nobody is. */
  onCaseEventsRecorded?: CaseEventsListener
  /** SALE_DAY_RECHECK_MINUTES: how often the schedule re-checks a source on sale day (0079). */
  saleDayRecheckMinutes?: number
}

/** How an attempt ended; 'retry' asks the queue for another attempt. */
export type ScrapeRunOutcome =
  | { status: 'completed'; inserted: number; updated: number; new: number; rejected: number }
  | { status: 'retry'; error: string }
  | { status: 'failed'; error: string; retryable: boolean }
  | { status: 'skipped'; reason: string }

/**
 * A fetch the site did not answer: no connection, a timeout, its robots.txt out of reach, or a
 * 5xx. A refusal (robots.txt, terms, the address guard, 4xx) is the source answering, not down.
 */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof IngestionFetchError)) return false
  const { outcome, status } = error.failure
  if (outcome === 'timeout' || outcome === 'robots_unreachable') return true
  return outcome === 'http_error' && (status === undefined || status >= 500)
}

/** Runs one attempt of a scraper_queue row (see the file comment). */
export async function runScrapeJob(
  db: Db,
  scraperJobId: string,
  workerId: string,
  runtime: IngestionRuntime,
): Promise<ScrapeRunOutcome> {
  const job = await claimScrapeJob(db, scraperJobId, workerId)
  if (!job) return { status: 'skipped', reason: 'finished, unknown or held by another worker' }
  try {
    const [source] = await db.select().from(sources).where(eq(sources.id, job.sourceId))
    if (!source?.active) throw new IngestionConfigError('the source is missing or inactive')
    const [parser] = await db
      .select()
      .from(parsers)
      .where(and(eq(parsers.sourceId, source.id), eq(parsers.active, true)))
      .orderBy(desc(parsers.version))
      .limit(1)
    if (!parser) throw new IngestionConfigError(`source "${source.name}" has no active parser`)
    const parsed = parseConnectorConfig(parser.fields)
    if (!parsed.ok) throw new IngestionConfigError(parsed.error)

    const payload = (job.payload ?? {}) as ScrapeJobPayload
    const since = payload.since !== undefined ? payload.since : await lastCursorOf(db, source.id)
    const fetch: ConnectorFetch = (url, options) =>
      politeFetch({
        db,
        sourceId: source.id,
        sessionId: job.sessionId,
        url,
        userAgent: runtime.userAgent,
        headers: options?.headers,
        cookies: options?.cookies,
        form: options?.form,
        allowHosts: runtime.allowHosts,
        resolve: runtime.resolve,
        timeoutMs: runtime.timeoutMs,
        maxBytes: runtime.maxBytes,
        maxWaitMs: runtime.maxWaitMs ?? 60_000,
      })
    const result = await runConnector(
      parsed.config,
      {
        fetch,
        baseUrl: source.baseUrl,
        since,
        readNotice: runtime.readNotice,
        knownRecordIds: (ids) => storedSourceRecordIds(db, source.id, ids),
        restingRecordIds: (ids) => restingRecordIds(db, source.id, ids),
      },
      { socrataAppToken: runtime.socrataAppToken },
    )
    // A full listing (not an incremental query after a cursor) is compared with the last one.
    const config = parsed.config
    const incremental =
      Boolean(since) &&
      (config.connector === 'socrata' || config.connector === 'carto') &&
      Boolean(config.incrementalField)
    const found = result.listed ?? result.filings.length + result.rejected.length
    const alarm = incremental ? null : collapseAlarm(source.lastRowCount, found)
    if (alarm) {
      await db.update(sources).set({ alarm, alarmAt: new Date() }).where(eq(sources.id, source.id))
      throw new IngestionConfigError(alarm)
    }
    const stored = await storeFilings(db, {
      sourceId: source.id,
      sourceName: source.name,
      sourceUrl: source.baseUrl,
      checkEveryHours: source.updateEveryHours,
      filings: result.filings,
      storeSourceDocument: runtime.storeSourceDocument,
      onCaseEventsRecorded: runtime.onCaseEventsRecorded,
    })
    await recordUnreadable(db, source.id, result.rejected)
    await completeScrapeJob(db, job, {
      ...stored,
      rejected: result.rejected.length,
      rejections: result.rejected.slice(0, 50),
      pagesFetched: result.pagesFetched,
      cursor: result.cursor,
      notes: result.notes,
    })
    await db
      .update(sources)
      .set({
        lastChecked: new Date(),
        errorCount: 0,
        lastSuccessAt: new Date(),
        alarm: null,
        alarmAt: null,
        unreachableSince: null,
        ...(incremental ? {} : { lastRowCount: found }),
      })
      .where(eq(sources.id, source.id))
    return { status: 'completed', ...stored, rejected: result.rejected.length }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const retryable =
      error instanceof IngestionFetchError
        ? error.retryable
        : !(error instanceof IngestionConfigError)
    const { final } = await failScrapeJobAttempt(db, job, { message, retryable })
    await db
      .update(sources)
      .set({
        lastChecked: new Date(),
        errorCount: sql`${sources.errorCount} + 1`,
        // The first failure of a run of them, when the site itself did not answer.
        ...(isUnreachable(error)
          ? { unreachableSince: sql`coalesce(${sources.unreachableSince}, now())` }
          : {}),
      })
      .where(eq(sources.id, job.sourceId))
    return final
      ? { status: 'failed', error: message, retryable }
      : { status: 'retry', error: message }
  }
}
