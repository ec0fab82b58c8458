/**
 * What the web (or worker) process and a reader process say to each other over IPC (Node's
 * 'advanced' serialization, so byte arrays pass as they are). The parent sends one `read` at a
 * time; the reader answers `done` or `failed`, and meanwhile asks the parent to OCR its
 * rendered pages (`ocr`): tesseract's workers stay in the parent's pool, so a reader holds only
 * what its one file decodes.
 */
import type { PageLimits } from '../document/read-document-pages'
import type { FileText } from '../document/read-file-text'

export interface ReadRequest {
  type: 'read'
  bytes: Uint8Array
  limits: PageLimits
  /** The parent's OCR pool's size: how many pages the reader sends at once. */
  ocrSize: number
  /** The largest answer (text and words, estimated) the reader may send back. */
  outputBytes: number
}

export interface OcrAnswer {
  type: 'ocr-result'
  id: number
  result?: { text: string; confidence: number; tsv: string }
  error?: string
}

export type ToReader = ReadRequest | OcrAnswer

/** A reading error as the reader threw it: its class, code and the message a user may see. */
export interface ReaderFailure {
  name: string
  code?: string
  message: string
}

export type FromReader =
  | { type: 'done'; result: FileText }
  | { type: 'failed'; error: ReaderFailure }
  | { type: 'ocr'; id: number; image: Uint8Array }
  | { type: 'warn'; message: string }
