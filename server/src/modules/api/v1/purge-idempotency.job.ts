/**
 * Deletes Idempotency-Key answers past their replay time (API_LIMITS.idempotencyHours), so the
 * table does not grow without bound. Idempotent: running it twice deletes nothing more.
 */
import { z } from 'zod'
import { defineJob } from '../../../jobs/job-definition'
import { purgeExpiredIdempotency } from './idempotency.queries'

export const purgeApiIdempotencyJob = defineJob({
  id: 'maintenance.purge-api-idempotency',
  payload: z.object({}).passthrough(),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: '41 * * * *',
  async handler(_payload, { runtime: { database }, log }) {
    const purged = await purgeExpiredIdempotency(database.db)
    log.info({ purged }, 'purged expired Idempotency-Key answers')
  },
})
