/**
 * Every five minutes: works out the stored urgency of the leads due (an input changed, or not
 * yet worked out today, UTC), URGENCY_REFRESH_CHUNK at a time, at most 40 chunks a run (20,000
 * leads; the next run goes on), telling the runtime's change hook (decision 0085). Safe to run
 * twice and on several workers at once: each chunk locks its user and refreshes only what is
 * still due, so a change is told once.
 */
import { defineScheduledJob } from '../../jobs/scheduled-job'
import type { LeadUrgencyDeps } from './lead-urgency.deps'
import { refreshDueUrgency } from './lead-urgency-refresh.service'

const REFRESH_URGENCY_JOB = 'leads.refresh-urgency'

export const refreshUrgencyJob = defineScheduledJob<{ leadUrgency: LeadUrgencyDeps }>({
  id: REFRESH_URGENCY_JOB,
  expireInSeconds: 600,
  schedule: '*/5 * * * *',
  async run(context) {
    const { database, leadUrgency } = context.runtime
    const refreshed = await refreshDueUrgency(database.db, leadUrgency)
    if (refreshed > 0) context.log.info({ refreshed }, 'urgency scores refreshed')
  },
})
