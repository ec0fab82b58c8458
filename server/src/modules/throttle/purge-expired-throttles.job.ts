/**
 * Deletes throttle counters whose window has ended, so request_throttles does not grow without
 * bound. Idempotent: running it twice deletes nothing more.
 */
import { z } from 'zod'
import { defineJob } from '../../jobs/job-definition'
import { purgeExpiredThrottles } from './throttle.service'

export const purgeExpiredThrottlesJob = defineJob({
  id: 'maintenance.purge-expired-throttles',
  payload: z.object({}).passthrough(),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: '23 * * * *',
  async handler(_payload, { runtime: { database }, log }) {
    const throttles = await purgeExpiredThrottles(database.db)
    log.info({ throttles }, 'purged finished throttle windows')
  },
})
