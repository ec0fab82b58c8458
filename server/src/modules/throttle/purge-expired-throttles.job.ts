/**
 * Deletes throttle counters whose window has ended, so request_throttles does not grow without
 * bound. Idempotent: running it twice deletes nothing more.
 */
import { definePurgeJob } from '../../jobs/purge-job'
import { purgeExpiredThrottles } from './throttle.service'

export const purgeExpiredThrottlesJob = definePurgeJob({
  id: 'maintenance.purge-expired-throttles',
  schedule: '23 * * * *',
  purge: async (db) => ({ throttles: await purgeExpiredThrottles(db) }),
  message: 'purged finished throttle windows',
})
