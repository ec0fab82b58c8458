/**
 * Runs one scraper_queue row: the source's connector through the polite fetcher, its
 * filings into the records index. pg-boss retries (3 times, with backoff) only attempts that
 * may succeed later; a refusal by robots.txt, the terms of service or the SSRF guard, or a
 * broken parser config, ends the row 'failed' at once. Safe to run twice.
 */
import { z } from 'zod'
import { defineJob, type JobDefinition } from '../../../jobs/job-definition'
import { type IngestionRuntime, runScrapeJob } from './run-scrape-job.service'
import { INGEST_RETRY_LIMIT, INGEST_RUN_SECONDS, INGEST_SOURCE_JOB } from './scraper-queue.service'

const payload = z.object({ scraperJobId: z.uuid() })

/** Settings that replace the process's own for this job (tests: loopback hosts, short waits). */
export interface IngestSourceJobOptions extends Partial<IngestionRuntime> {
  /** pg-boss retry policy (tests shorten the delay). */
  retry?: JobDefinition['retry']
}

/** What the job reads from the process's runtime: its ingestion settings and ports. */
export interface IngestSourceJobRuntime {
  ingestion: IngestionRuntime
}

/** The job with process settings; `ingestSourceJob` is the default one for the registry. */
export function createIngestSourceJob(
  options: IngestSourceJobOptions = {},
): JobDefinition<typeof payload, IngestSourceJobRuntime> {
  const { retry, ...settings } = options
  return defineJob<typeof payload, IngestSourceJobRuntime>({
    id: INGEST_SOURCE_JOB,
    payload,
    retry: retry ?? { limit: INGEST_RETRY_LIMIT, delaySeconds: 60, backoff: true },
    expireInSeconds: INGEST_RUN_SECONDS,
    async handler({ scraperJobId }, context) {
      const { database, ingestion } = context.runtime
      const outcome = await runScrapeJob(database.db, scraperJobId, context.jobId, {
        ...ingestion,
        ...settings,
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

/** The job the registry runs (id 'sources.ingest-source'), with the process's settings. */
export const ingestSourceJob = createIngestSourceJob()
