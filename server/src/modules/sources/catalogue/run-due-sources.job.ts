/**
 * Every minute: each enabled catalogue source that is due (due-sources.ts: its own update
 * frequency passed since its last check, or on sale day its re-check interval, never sooner than
 * its rate limit allows) and has no run pending gets a run queued (`sources.ingest-source`).
 * A minute's tick keeps a sale-day re-check within a minute of its interval (15 + 1 of the spec's
 * 20 minutes); a tick is two small queries. pg-boss sends a cron job once per slot across all
 * processes; within a run the polite fetcher spaces requests by the host's robots.txt
 * crawl-delay and the source's quota.
 */
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import type { IngestionRuntime } from '../ingestion/run-scrape-job.service'
import { enqueueScrapeJob, startIngestionSession } from '../ingestion/scraper-queue.service'
import { dueSources, SALE_DAY_RECHECK_MINUTES } from './due-sources'

const RUN_DUE_SOURCES_JOB = 'sources.run-due-sources'

export const runDueSourcesJob = defineScheduledJob<{
  ingestion?: Pick<IngestionRuntime, 'saleDayRecheckMinutes'>
}>({
  id: RUN_DUE_SOURCES_JOB,
  expireInSeconds: 55,
  schedule: '* * * * *',
  async run(context) {
    const { db } = context.runtime.database
    const { sendJob } = context
    const recheckMinutes =
      context.runtime.ingestion?.saleDayRecheckMinutes ?? SALE_DAY_RECHECK_MINUTES
    for (const source of await dueSources(db, new Date(), { recheckMinutes })) {
      const sessionId = await startIngestionSession(db, {
        sourceIds: [source.id],
        reason: `scheduled run of ${source.presetId}`,
      })
      await enqueueScrapeJob({
        db,
        sessionId,
        sourceId: source.id,
        jobs: {
          send: (jobId, payload) => sendJob(jobId, payload),
        },
      })
      context.log.info({ sourceId: source.id, presetId: source.presetId }, 'scheduled run queued')
    }
  },
})
