/**
 * An upload as both POST /api/documents and the public API's POST /api/v1/documents take it:
 * stored, checked and counted (uploadDocument), then queued for processing.
 */
import type { DocumentView } from '@common/contracts/documents'
import type { JobQueue } from '../../../jobs/job-queue'
import { PROCESS_DOCUMENT_JOB } from '../processing/process-document.contract'
import { type UploadDocumentOptions, uploadDocument } from './upload.service'

export async function acceptDocumentUpload(
  options: UploadDocumentOptions & { jobs: JobQueue | null },
): Promise<DocumentView> {
  const { jobs, ...upload } = options
  const document = await uploadDocument(upload)
  await jobs?.send(PROCESS_DOCUMENT_JOB, { documentId: document.id })
  return document
}
