/**
 * A job is a file that exports one JobDefinition: an id, a payload schema, a handler and its
 * retry policy (CONVENTIONS.md rule 6). Handlers must be safe to run twice.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Database } from '../db/client'
import type { PaymentProvider } from '../modules/billing/providers/payment-provider'
import type { ProcessingDeps } from '../modules/documents/processing/process-document.service'

/** What every job handler gets: the shared services of the process, and its own job id. */
export interface JobServices {
  database: Database
  log: FastifyBaseLogger
  /** The payment provider, or null when payments are off. */
  payments: PaymentProvider | null
  publicUrl: string
  /** Reading stored uploads and the OCR pool, for document processing; absent in tests that need neither. */
  documents?: Pick<ProcessingDeps, 'readObject' | 'ocr' | 'refineExtraction'>
}

export interface JobContext extends JobServices {
  jobId: string
}

export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  id: string
  payload: Schema
  handler(payload: z.infer<Schema>, context: JobContext): Promise<void>
  retry: { limit: number; delaySeconds: number; backoff: boolean }
  /** How long one run may take before pg-boss counts it as failed. */
  expireInSeconds: number
  /** Cron expression (UTC) when the job runs on a schedule. */
  schedule?: string
}

/** Keeps the payload type of a definition while checking its shape. */
export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition
}
