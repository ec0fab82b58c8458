/**
 * The alerts evaluation job ('alerts.evaluate'): the case events ingestion recorded (sent by the
 * runtime's ingestion listener), or on its schedule every five minutes the recent events no notice
 * reached. Safe to run twice: matches are unique per monitor and event.
 */
import { defineJob } from '../../../jobs/job-definition'
import type { AlertsRuntime } from '../alerts.deps'
import { EVALUATE_ALERTS_JOB, evaluateAlertsPayload } from './evaluate-alerts.contract'
import { evaluateAlerts } from './evaluate-events.service'

export const evaluateAlertsJob = defineJob<typeof evaluateAlertsPayload, { alerts: AlertsRuntime }>(
  {
    id: EVALUATE_ALERTS_JOB,
    payload: evaluateAlertsPayload,
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    expireInSeconds: 300,
    schedule: '*/5 * * * *',
    async handler({ caseEventIds }, context) {
      const { database, alerts } = context.runtime
      await evaluateAlerts(
        { db: database.db, runtime: alerts, sendJob: context.sendJob, log: context.log },
        caseEventIds,
      )
    },
  },
)
