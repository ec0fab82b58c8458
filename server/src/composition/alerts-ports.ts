/**
 * What records' ingestion tells alerts (records cannot import alerts, which reads records): the
 * case events it recorded, through the listener the runtime gives ingestion. It queues the
 * alerts evaluation job with the events' ids; the scheduled sweep of that job catches any
 * notice lost.
 */
import type { JobQueue } from '../jobs/job-queue'
import { EVALUATE_ALERTS_JOB } from '../modules/alerts'
import type { CaseEventsListener } from '../modules/records'

/** The listener that queues the evaluation on `jobs` (the process's queue). */
export function caseEventsToAlerts(jobs: Pick<JobQueue, 'send'>): CaseEventsListener {
  return async (caseEventIds) => {
    // Large runs go in chunks within the job payload's bound.
    for (let i = 0; i < caseEventIds.length; i += 1000) {
      await jobs.send(EVALUATE_ALERTS_JOB, { caseEventIds: caseEventIds.slice(i, i + 1000) })
    }
  }
}
