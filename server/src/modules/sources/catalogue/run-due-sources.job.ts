/**
 * Every ten minutes: each enabled catalogue source whose own update frequency has passed since
 * its last check (and that has no run pending) gets a run queued (`sources.ingest-source`).
 * pg-boss sends a cron job once per slot across all processes; within a run the polite fetcher
 * spaces requests by the host's robots.txt crawl-delay and the source's quota.
 */
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import { enqueueScrapeJob, startIngestionSession } from '../ingestion/scraper-queue.service'
import { dueSources } from './source-operations.service'

const RUN_DUE_SOURCES_JOB = 'sources.run-due-sources'

export const runDueSourcesJob = defineScheduledJob({
  id: RUN_DUE_SOURCES_JOB,
  expireInSeconds: 300,
  schedule: '*/10 * * * *',
  async run(context) {
    const { db } = context.runtime.database
    const { sendJob } = context
    for (const source of await dueSources(db)) {
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
