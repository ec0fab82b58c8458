/**
 * Runs one scraper_queue row: the source's connector through the polite fetcher, its
 * filings into the records index. pg-boss retries (3 times, with backoff) only attempts that
 * may succeed later; a refusal by robots.txt, the terms of service or the SSRF guard, or a
 * broken parser config, ends the row 'failed' at once. Safe to run twice.
 */
import { z } from 'zod'
import { defineJob, type JobDefinition } from '../../../jobs/job-definition'
import type { DocumentKeeper } from '../importers/normalized-filing'
import type { NoticeReader } from './notice-reader'
import { type IngestionRuntime, ingestionUserAgent, runScrapeJob } from './run-scrape-job.service'
import { INGEST_RETRY_LIMIT, INGEST_RUN_SECONDS, INGEST_SOURCE_JOB } from './scraper-queue.service'

const payload = z.object({ scraperJobId: z.uuid() })

export interface IngestSourceJobOptions extends Partial<IngestionRuntime> {
  /** pg-boss retry policy (tests shorten the delay). */
  retry?: JobDefinition['retry']
}

/** What the worker process hands the job: the document reader of PDF sources, and the store
 * that keeps their notices for users to download. */
export interface IngestSourceServices {
  noticeReader: NoticeReader
  documentKeeper?: DocumentKeeper
}

/** The job with process settings; `ingestSourceJob` is the default one for the registry. */
export function createIngestSourceJob(
  options: IngestSourceJobOptions = {},
): JobDefinition<typeof payload, IngestSourceServices> {
  const { retry, ...runtime } = options
  return defineJob<typeof payload, IngestSourceServices>({
    id: INGEST_SOURCE_JOB,
    payload,
    retry: retry ?? { limit: INGEST_RETRY_LIMIT, delaySeconds: 60, backoff: true },
    expireInSeconds: INGEST_RUN_SECONDS,
    async handler({ scraperJobId }, context) {
      const outcome = await runScrapeJob(context.database.db, scraperJobId, context.jobId, {
        ...runtime,
        userAgent: runtime.userAgent ?? ingestionUserAgent(context.publicUrl),
        readNotice: runtime.readNotice ?? context.noticeReader,
        keepDocument: runtime.keepDocument ?? context.documentKeeper,
      })
      context.log.info({ scraperJobId, outcome }, 'ingestion attempt finished')
      // pg-boss retries what may succeed later, and records the last such failure as failed;
      // a permanent refusal ends here (the row says 'failed'), since retrying repeats it.
      if (outcome.status === 'retry' || (outcome.status === 'failed' && outcome.retryable)) {
        throw new Error(outcome.error)
      }
    },
  })
}

/** The job to register in registry.ts (id 'records.ingest-source'). */
export const ingestSourceJob = createIngestSourceJob()
