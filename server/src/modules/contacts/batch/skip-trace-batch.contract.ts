/** The batch trace job's id and payload: routes send by this, never loading the handler. */
import { z } from 'zod'

export const SKIP_TRACE_BATCH_JOB = 'contacts.skip-trace-batch'
export const skipTraceBatchPayload = z.object({ batchId: z.uuid() })
/** A batch of 500 leads at a few seconds a lead fits; a job delivered again resumes. */
export const SKIP_TRACE_BATCH_RUN_SECONDS = 3600
