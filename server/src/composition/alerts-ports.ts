/**
 * Records' ingestion tells alerts of the case events it recorded through a listener set here
 * (records cannot import alerts, which reads records): the listener queues the alerts
 * evaluation job with the events' ids. The scheduled sweep of that job catches any notice lost.
 */
import { EVALUATE_ALERTS_JOB } from '../modules/alerts'
import { setCaseEventsListener } from '../modules/records'

/** Called once a process can send jobs (server.ts, worker.ts, the tests). */
export function connectIngestionToAlerts(
  send: ((jobId: string, payload: object) => Promise<unknown>) | null,
): void {
  setCaseEventsListener(
    send
      ? async (caseEventIds) => {
          // Large runs go in chunks within the job payload's bound.
          for (let i = 0; i < caseEventIds.length; i += 1000) {
            await send(EVALUATE_ALERTS_JOB, { caseEventIds: caseEventIds.slice(i, i + 1000) })
          }
        }
      : null,
  )
}
