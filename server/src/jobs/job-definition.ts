/**
 * A job is a file that exports one JobDefinition: an id, a payload schema, a handler and its
 * retry policy (CONVENTIONS.md rule 6). Handlers must be safe to run twice.
 *
 * Job files live in the module whose work they do; this folder knows no module. A handler
 * names the services it reads beyond the database (`Services`, e.g. the payment provider),
 * and the process that runs the workers hands them in (`server/src/job-registry.ts`).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Database } from '../db/client'

/** What every job handler gets: the database, a log, the public URL and its own job id. */
export interface JobContext {
  database: Database
  log: FastifyBaseLogger
  publicUrl: string
  jobId: string
}

export interface JobDefinition<
  Schema extends z.ZodType = z.ZodType,
  Services extends object = object,
> {
  id: string
  payload: Schema
  handler(payload: z.infer<Schema>, context: JobContext & Partial<Services>): Promise<void>
  retry: { limit: number; delaySeconds: number; backoff: boolean }
  /** How long one run may take before pg-boss counts it as failed. */
  expireInSeconds: number
  /** Cron expression (UTC) when the job runs on a schedule. */
  schedule?: string
}

/** Keeps the payload and services types of a definition while checking its shape. */
export function defineJob<Schema extends z.ZodType, Services extends object = object>(
  definition: JobDefinition<Schema, Services>,
): JobDefinition<Schema, Services> {
  return definition
}
