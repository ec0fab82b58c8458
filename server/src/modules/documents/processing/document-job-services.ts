/** What the document jobs read from the worker process: stored uploads, OCR and the LLM refiner. */
import type { ProcessingDeps } from './process-document.service'

export interface DocumentJobServices {
  /** Absent in a process (or a test) that does not process documents. */
  documents: Pick<ProcessingDeps, 'readObject' | 'ocr' | 'refineExtraction'>
}
