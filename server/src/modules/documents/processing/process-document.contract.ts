/**
 * The contract of the `documents.process` job: its id and payload. Routes send it; only the
 * worker side loads the handler (process-document.job.ts).
 */
import { z } from 'zod'

export const PROCESS_DOCUMENT_JOB = 'documents.process'

export const processDocumentPayload = z.object({ documentId: z.uuid() })
