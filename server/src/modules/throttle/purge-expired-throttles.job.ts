/**
 * Deletes throttle counters whose window has ended, so request_throttles does not grow without
 * bound. Idempotent: running it twice deletes nothing more.
 */
import { defineScheduledJob } from '../../jobs/scheduled-job'
import { purgeExpiredThrottles } from './throttle.service'

export const purgeExpiredThrottlesJob = defineScheduledJob({
  id: 'maintenance.purge-expired-throttles',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: '23 * * * *',
  async run({ runtime: { database }, log }) {
    const throttles = await purgeExpiredThrottles(database.db)
    log.info({ throttles }, 'purged finished throttle windows')
  },
})
