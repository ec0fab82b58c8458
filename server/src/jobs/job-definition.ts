/**
 * A job is a file that exports one JobDefinition: an id, a payload schema, a handler and its
 * retry policy (CONVENTIONS.md rule 6). Handlers must be safe to run twice.
 *
 * Job files live in the module whose work they do; this folder knows no module. A handler gets
 * the process's runtime (composition/runtime.ts) as `context.runtime`, typed as the part of it
 * the job names (`Needs`, e.g. `{ alerts: AlertsRuntime }`), so a module's job never imports the
 * composition root; the registry (composition/jobs.ts) checks that the runtime has what every
 * job names.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Database } from '../db/client'

/** Queues a job (another one, or this one again after `startAfterSeconds`); its id, or null. */
export type SendJob = (
  jobId: string,
  payload: object,
  options?: { startAfterSeconds?: number },
) => Promise<string | null>

/** What every runtime a job runs with has. */
export interface JobRuntime {
  database: Database
}

/** What a handler gets: the runtime (the part it names), its log and id, and its queue. */
export interface JobContext<Needs extends object = object> {
  runtime: JobRuntime & Needs
  /** The process's log with this job's id and name on every line. */
  log: FastifyBaseLogger
  jobId: string
  /** Sends on the queue running this handler (bound when the queue starts). */
  sendJob: SendJob
}

export interface JobDefinition<
  Schema extends z.ZodType = z.ZodType,
  Needs extends object = object,
> {
  id: string
  payload: Schema
  // A method (not a function property), so a list of jobs with different payloads can be typed
  // as one `JobDefinition<z.ZodType, Runtime>[]`: TypeScript compares a method's parameters both
  // ways, which still refuses a job naming something the runtime does not have.
  handler(payload: z.infer<Schema>, context: JobContext<Needs>): Promise<void>
  retry: { limit: number; delaySeconds: number; backoff: boolean }
  /** How long one run may take before pg-boss counts it as failed. */
  expireInSeconds: number
  /** Cron expression (UTC) when the job runs on a schedule. */
  schedule?: string
}

/** Keeps the payload and runtime types of a definition while checking its shape. */
export function defineJob<Schema extends z.ZodType, Needs extends object = object>(
  definition: JobDefinition<Schema, Needs>,
): JobDefinition<Schema, Needs> {
  return definition
}
