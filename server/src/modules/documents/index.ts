/**
 * The documents module's public face: its routes, the document jobs, and the services a
 * process builds at start (storage, the OCR and extraction pipeline, the optional LLM refiner),
 * and a document as the leads module keeps it (documentForLeads).
 */

export { readDocumentText as readRecords } from '../../reading/document/document-records'
export { readDocumentPages } from '../../reading/document/read-document-pages'
// Records' ingestion reads notices' PDFs with it (composition/records-ports.ts).
export { type PdfDocumentReading, readPdfDocument } from '../../reading/document/read-pdf-document'
export { readDocxText } from '../../reading/docx/docx-text'
export type { AnswerDeadline } from '../../reading/extraction/answer-deadline'
// The reading pipeline on its own, for the test corpus and the extraction benchmark.
export { extractFields } from '../../reading/extraction/extract'
export { createLlmRefiner } from '../../reading/extraction/llm'
export type {
  AmountKind,
  DateKind,
  DocumentType,
  ExtractionResult,
} from '../../reading/extraction/types'
export { createOcrPool, ENG_LANG_PATH, type OcrPool } from '../../reading/pdf/ocr'
export { renderPageToPng } from '../../reading/pdf/pdf-render'
export { readPdf } from '../../reading/pdf/pdf-text'
export { type SummaryFields, summarize } from '../../reading/summary/document-summary'
export {
  documentObjectsOf,
  documentsForExport,
  removePendingObjects,
  scheduleUserObjectDeletion,
} from './account/account-documents.queries'
export { removeDeletedObjectsJob } from './account/remove-deleted-objects.job'
export {
  type CaseOfLead,
  type CaseStateSqlRow,
  caseHistoryFor,
  caseStageFromRow,
  type UploadRecordRef,
  uploadCaseStagesFor,
  uploadRecordKey,
} from './case-events/upload-case-stages.queries'
export {
  filingCaseStateForUserRow,
  uploadCaseStateRow,
} from './case-events/upload-case-state-sql'
export { documentsRoutes, requireMultipart } from './documents.routes'
export { getDocument, listDocuments } from './documents.service'
export {
  type DocumentCaseForLead,
  type DocumentForLeads,
  documentForLeads,
} from './lead-sources.queries'
export type { DocumentJobRuntime } from './processing/document-job-runtime'
export { PROCESS_DOCUMENT_JOB } from './processing/process-document.contract'
export { processDocumentJob } from './processing/process-document.job'
export type { DocumentProcessedHook } from './processing/process-document.service'
export { PROCESSING_LIMITS } from './processing/process-document.service'
export { createProcessingServices, type ProcessingServices } from './processing/processing-services'
export { resumeStalledDocumentsJob } from './processing/resume-stalled-documents.job'
export { createStorage } from './storage/create-storage'
export { LocalDiskStorage } from './storage/local-disk-storage'
export type { ObjectStorage } from './storage/object-storage'
export type { S3Settings } from './storage/s3-storage'
export { documentAnswerDeadline } from './summary/answer-deadline.queries'
export { acceptDocumentUpload } from './upload/accept-upload.service'
export { tooLargeError as uploadTooLargeError } from './upload/pdf-upload-guard'
