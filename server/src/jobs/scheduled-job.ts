/**
 * Two kinds of job that several modules define alike, built from their parts here so each
 * module's job file says only what is its own:
 * - a scheduled job: runs on a cron schedule, takes no payload (pg-boss sends it an empty one);
 * - a delivery job: one attempt at delivering a stored delivery (`{ deliveryId }`) a run, retried
 *   with exponential backoff until the delivery's attempts are spent.
 */
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/client'
import { defineJob, type JobContext, type JobDefinition } from './job-definition'

const scheduledPayload = z.object({}).passthrough()

/** The default of a scheduled job: a failed run is not retried, the next slot runs it again. */
const RETRY_AT_NEXT_SLOT: JobDefinition['retry'] = { limit: 0, delaySeconds: 60, backoff: false }

/**
 * A job that runs on `schedule` (cron, UTC) and does `run` each time; its payload is ignored.
 * Without `retry`, a failed run waits for the next slot.
 */
export function defineScheduledJob<Needs extends object = object>(parts: {
  id: string
  schedule: string
  retry?: JobDefinition['retry']
  expireInSeconds: number
  run(context: JobContext<Needs>): Promise<void>
}): JobDefinition<typeof scheduledPayload, Needs> {
  const { run, retry = RETRY_AT_NEXT_SLOT, ...definition } = parts
  return defineJob<typeof scheduledPayload, Needs>({
    ...definition,
    retry,
    payload: scheduledPayload,
    async handler(_payload, context) {
      await run(context)
    },
  })
}

/** What a delivery job hands its module's `deliver`. */
export interface DeliveryAttempt<Runtime> {
  db: Db
  runtime: Runtime
  deliveryId: string
  log: FastifyBaseLogger
  maxAttempts: number
}

/**
 * A delivery job: each run makes one attempt by `deliver`, with the module's runtime (found in the
 * process's runtime under `runtimeKey`). pg-boss retries it `attempts` times, one more than the
 * attempts need: a run that expired mid-send still gets its last try.
 */
export function defineDeliveryJob<
  Schema extends z.ZodType<{ deliveryId: string }>,
  Key extends string,
  Runtime,
>(parts: {
  id: string
  payload: Schema
  runtimeKey: Key
  attempts: number
  delaySeconds: number
  deliver(attempt: DeliveryAttempt<Runtime>): Promise<unknown>
}): JobDefinition<Schema, Record<Key, Runtime>> {
  const { attempts, runtimeKey, deliver } = parts
  return defineJob<Schema, Record<Key, Runtime>>({
    id: parts.id,
    payload: parts.payload,
    retry: { limit: attempts, delaySeconds: parts.delaySeconds, backoff: true },
    expireInSeconds: 60,
    async handler({ deliveryId }, context) {
      await deliver({
        db: context.runtime.database.db,
        runtime: context.runtime[runtimeKey],
        deliveryId,
        log: context.log,
        maxAttempts: attempts,
      })
    },
  })
}
