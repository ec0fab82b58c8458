/**
 * Processes an uploaded document (documents/processing/process-document.service.ts). Retried
 * twice for failures that may pass (storage, OCR worker); a PDF that cannot be read is marked
 * failed at once and not retried, since it would fail again. A run killed mid-way (worker died)
 * leaves the document 'processing' with a heartbeat that stops: `documents.resume-stalled` takes
 * it over within about two minutes, and when this job expires and is delivered again it finds
 * the document finished (or, if nothing took it over yet, takes it over itself).
 */

import { defineJob } from '../../../jobs/job-definition'
import type { DocumentJobRuntime } from './document-job-runtime'
import { PROCESS_DOCUMENT_JOB, processDocumentPayload } from './process-document.contract'
import { PROCESSING_LIMITS, processDocument } from './process-document.service'

export const processDocumentJob = defineJob<typeof processDocumentPayload, DocumentJobRuntime>({
  id: PROCESS_DOCUMENT_JOB,
  payload: processDocumentPayload,
  retry: { limit: 2, delaySeconds: 15, backoff: true },
  // Above the time cap: a live run is never expired (its claim is kept by its heartbeat).
  expireInSeconds: PROCESSING_LIMITS.jobExpiryMs / 1000,
  async handler({ documentId }, context) {
    const { database, documents } = context.runtime
    const outcome = await processDocument(
      { db: database.db, log: context.log, ...documents },
      documentId,
    )
    context.log.info({ documentId, outcome }, 'document processed')
  },
})
