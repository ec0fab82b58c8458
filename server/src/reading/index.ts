/**
 * Reading a document, with no database (ARCHITECTURE.md): PDF text layers and page rendering,
 * OCR, Word files, the reading order of positioned text, the extraction of the fields, where
 * each field is printed, and the summary of what was found. Documents' processing and the
 * sources' notice ingestion both read through this face.
 */

export {
  addressLine,
  type DocumentContactInfo,
  documentFields,
} from './document/document-fields'
export {
  type DocumentReading,
  readDocumentText,
} from './document/document-records'
export { documentTypeLabel } from './document/document-type-label'
export { readDocumentPages } from './document/read-document-pages'
export { type FileText, fileNoun } from './document/read-file-text'
export { readPdfDocument } from './document/read-pdf-document'
export { DocxError, looksLikeZip, readDocxText } from './docx/docx-text'
export {
  ADDRESS_FEATURES,
  ADDRESS_FLOOR,
  fullestReading,
} from './extraction/address-candidates'
export { ADDRESS_WEIGHTS } from './extraction/address-weights'
export { AMOUNT_FEATURES, AMOUNT_FLOOR } from './extraction/amount-candidates'
export { AMOUNT_WEIGHTS } from './extraction/amount-weights'
export { CASE_FEATURES, CASE_FLOOR } from './extraction/case-candidates'
export { CASE_WEIGHTS } from './extraction/case-weights'
export { filingFoundOf } from './extraction/dates'
export { extractFields } from './extraction/extract'
export { createLlmRefiner, type RefineExtraction } from './extraction/llm'
export { PARTY_FEATURES, PARTY_FLOOR } from './extraction/party-candidates'
export { PARTY_WEIGHTS } from './extraction/party-weights'
export type * from './extraction/types'
export { ImageError } from './image/image-error'
export { readImageHeader } from './image/image-header'
export { imageKindOf } from './image/image-kind'
export { readImagePages } from './image/read-image-pages'
export { createOcrPool, ENG_LANG_PATH, type OcrPool } from './pdf/ocr'
export { renderPageToPng } from './pdf/pdf-render'
export { looksLikePdf, PdfError, readPdf } from './pdf/pdf-text'
export { type EvidencePositions, locateEvidence } from './positions/locate-evidence'
export { locateValue, type ValueKind, type ValueMatch } from './positions/locate-value'
export type { Box, PageWord, PageWords } from './positions/page-words'
export { fold } from './positions/word-stream'
export { READING_LIMITS } from './reading-limits'
export {
  createReaderPool,
  ReaderLimitError,
  type ReaderPool,
} from './sandbox/reader-pool'
export { type Example, fitLogistic, probability, type Weights } from './scoring/logistic'
export { summarize } from './summary/document-summary'
