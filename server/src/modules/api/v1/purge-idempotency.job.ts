/**
 * Deletes Idempotency-Key answers past their replay time (API_LIMITS.idempotencyHours), so the
 * table does not grow without bound. Idempotent: running it twice deletes nothing more.
 */
import { definePurgeJob } from '../../../jobs/purge-job'
import { purgeExpiredIdempotency } from './idempotency.queries'

export const purgeApiIdempotencyJob = definePurgeJob({
  id: 'maintenance.purge-api-idempotency',
  schedule: '41 * * * *',
  purge: async (db) => ({ purged: await purgeExpiredIdempotency(db) }),
  message: 'purged expired Idempotency-Key answers',
})
