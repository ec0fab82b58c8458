/**
 * Nightly: recounts the last ANALYTICS.rollupRefreshDays days of `filing_day_counts` from
 * `filings` (docs/decisions/0040). Triggers keep the rollup exact as filings are written; this
 * repairs drift (a bulk load with triggers disabled, a restore) where analytics look most. Safe
 * to run twice: each run replaces those days' rows with a fresh count.
 */
import { ANALYTICS } from '@common/limits'
import { defineScheduledJob } from '../../jobs/scheduled-job'
import { refreshFilingDayCounts } from './filing-day-counts.queries'

const REFRESH_FILING_DAY_COUNTS_JOB = 'records.refresh-filing-day-counts'

const DAY_MS = 86_400_000

/** The days the job recounts on `today` (UTC): the last rollupRefreshDays, today included. */
function recentDays(today: Date): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10)
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (ANALYTICS.rollupRefreshDays - 1) * DAY_MS)
  return { from: from.toISOString().slice(0, 10), to }
}

export const refreshFilingDayCountsJob = defineScheduledJob({
  id: REFRESH_FILING_DAY_COUNTS_JOB,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 600,
  schedule: '23 3 * * *',
  async run(context) {
    const days = recentDays(new Date())
    const { rows } = await refreshFilingDayCounts(context.runtime.database.db, days)
    context.log.info({ ...days, rows }, 'filing day counts recounted')
  },
})
