/**
 * The daily digest job ('alerts.send-digests'): every hour at :07 it sends the digests that are
 * due (users whose local morning has come and who have something new). Safe to run twice: one
 * digest per user and local date.
 */
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import type { AlertsRuntime } from '../alerts.deps'
import { sendDueDigests } from './daily-digest.service'

const SEND_DIGESTS_JOB = 'alerts.send-digests'

export const sendDigestsJob = defineScheduledJob<{ alerts: AlertsRuntime }>({
  id: SEND_DIGESTS_JOB,
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 900,
  schedule: '7 * * * *',
  async run(context) {
    const { database, alerts } = context.runtime
    await sendDueDigests({ db: database.db, runtime: alerts, log: context.log })
  },
})
