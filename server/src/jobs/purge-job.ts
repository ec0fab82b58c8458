/**
 * A maintenance purge: an hourly job that deletes the rows a module's tables no longer need
 * (expired, spent) so they do not grow without bound, and logs how many of each went. Idempotent:
 * running it twice deletes nothing more. Each purge has its own minute of the hour (`schedule`),
 * so they do not all start together.
 */
import type { Db } from '../db/client'
import { defineScheduledJob } from './scheduled-job'

export function definePurgeJob(parts: {
  id: string
  schedule: string
  /** Deletes what has served its time; the counts logged, by what they count. */
  purge(db: Db): Promise<Record<string, number | null>>
  /** What the log line says was purged. */
  message: string
}) {
  return defineScheduledJob({
    id: parts.id,
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    expireInSeconds: 300,
    schedule: parts.schedule,
    async run({ runtime: { database }, log }) {
      log.info(await parts.purge(database.db), parts.message)
    },
  })
}
