/**
 * Processes an uploaded document (documents/processing/process-document.service.ts). Retried
 * twice for failures that may pass (storage, OCR worker); a PDF that cannot be read is marked
 * failed at once and not retried, since it would fail again. A run killed mid-way (worker died)
 * leaves the document 'processing'; once the job expires pg-boss delivers it again, and the
 * claim, by then older than the expiry, is taken over (PROCESSING_LIMITS.claimTimeoutMs).
 */

import { defineJob } from '../../../jobs/job-definition'
import type { DocumentJobServices } from './document-job-services'
import { PROCESS_DOCUMENT_JOB, processDocumentPayload } from './process-document.contract'
import { PROCESSING_LIMITS, processDocument } from './process-document.service'

export const processDocumentJob = defineJob<typeof processDocumentPayload, DocumentJobServices>({
  id: PROCESS_DOCUMENT_JOB,
  payload: processDocumentPayload,
  retry: { limit: 2, delaySeconds: 15, backoff: true },
  // The claim timeout and the expiry are one number: a redelivered job finds the claim stale.
  expireInSeconds: PROCESSING_LIMITS.claimTimeoutMs / 1000,
  async handler({ documentId }, context) {
    if (!context.documents) throw new Error('document processing is not configured in this process')
    const outcome = await processDocument(
      { db: context.database.db, log: context.log, ...context.documents },
      documentId,
    )
    context.log.info({ documentId, outcome }, 'document processed')
  },
})
