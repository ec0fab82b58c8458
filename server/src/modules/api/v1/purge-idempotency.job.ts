/**
 * Deletes Idempotency-Key answers past their replay time (API_LIMITS.idempotencyHours), so the
 * table does not grow without bound. Idempotent: running it twice deletes nothing more.
 */
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import { purgeExpiredIdempotency } from './idempotency.queries'

export const purgeApiIdempotencyJob = defineScheduledJob({
  id: 'maintenance.purge-api-idempotency',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: '41 * * * *',
  async run({ runtime: { database }, log }) {
    const purged = await purgeExpiredIdempotency(database.db)
    log.info({ purged }, 'purged expired Idempotency-Key answers')
  },
})
