/**
 * The contract of the `documents.import-leads` job: its id and payload. The import route sends it;
 * only the worker side loads the handler (import-leads.job.ts).
 */
import { z } from 'zod'

export const IMPORT_LIST_LEADS_JOB = 'documents.import-leads'

export const importListLeadsPayload = z.object({ documentId: z.uuid() })
