/**
 * The documents module's public face: its routes, the document jobs, the services a process
 * builds at start (storage, document processing on reading's OCR pool and extractor), a
 * document as the leads module keeps it (documentForLeads), and the corrections of a document's
 * fields with the layout memory they teach (0055). Reading itself is server/src/reading.
 */

export {
  documentIdsOf,
  documentObjectsOf,
  documentsForExport,
  removePendingObjects,
  scheduleUserObjectDeletion,
} from './account/account-documents.queries'
export { removeDeletedObjectsJob } from './account/remove-deleted-objects.job'
export {
  type CorrectionTransaction,
  correctField,
  type FieldCorrectedHook,
  listCorrections,
} from './corrections/correct-field.service'
export { correctionsRoutes } from './corrections/corrections.routes'
export { getDocumentRecords } from './document-records.service'
export { type DocumentSource, documentSourcesOf } from './document-sources.queries'
export { documentsRoutes, requireMultipart } from './documents.routes'
export { getDocument, type ListedDocument, listDocuments } from './documents.service'
export {
  type DocumentCaseForLead,
  type DocumentForLeads,
  documentForLeads,
} from './lead-sources.queries'
export { importListLeadsJob } from './list-import/import-leads.job'
export {
  cancelListImport,
  readListImport,
  startListImport,
} from './list-import/list-import.service'
export { PROCESS_DOCUMENT_JOB } from './processing/process-document.contract'
export { processDocumentJob } from './processing/process-document.job'
export { createProcessingServices, type ProcessingServices } from './processing/processing-services'
export { resumeStalledDocumentsJob } from './processing/resume-stalled-documents.job'
export { createStorage } from './storage/create-storage'
export { LocalDiskStorage } from './storage/local-disk-storage'
export type { ObjectStorage } from './storage/object-storage'
export type { S3Settings } from './storage/s3-storage'
export { documentAnswerDeadline } from './summary/answer-deadline.queries'
export { acceptDocumentUpload } from './upload/accept-upload.service'
export { tooLargeError as uploadTooLargeError } from './upload/upload-guard'
