/**
 * Every 10 minutes: resumes documents whose processing stalled (documents/processing/
 * stalled-documents.service.ts), so a worker that died or a job that ran out of retries does
 * not leave a document 'pending' for ever.
 */
import { z } from 'zod'
import { resumeStalledDocuments } from '../modules/documents/processing/stalled-documents.service'
import { defineJob } from './job-definition'

export const resumeStalledDocumentsJob = defineJob({
  id: 'documents.resume-stalled',
  payload: z.object({}).passthrough(),
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 1800,
  schedule: '*/10 * * * *',
  async handler(_payload, context) {
    if (!context.documents) throw new Error('document processing is not configured in this process')
    const outcome = await resumeStalledDocuments({
      db: context.database.db,
      log: context.log,
      ...context.documents,
    })
    if (outcome.resumed > 0 || outcome.gaveUp > 0) {
      context.log.info(outcome, 'resumed stalled documents')
    }
  },
})
