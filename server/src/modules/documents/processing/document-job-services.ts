/**
 * What the document jobs read from the worker process: stored uploads, OCR, the LLM refiner and
 * the clean-up of unfinished uploads.
 */
import type { ProcessingDeps } from './process-document.service'

export interface DocumentJobServices {
  /** Absent in a process (or a test) that does not process documents. */
  documents: Pick<ProcessingDeps, 'readObject' | 'ocr' | 'refineExtraction' | 'onProcessed'> & {
    /** Removes the temporary files of uploads a killed process left (documents.resume-stalled). */
    removeAbandonedUploads?(): Promise<number>
    /** Removes one stored file (documents.remove-deleted-objects). */
    removeObject?(key: string): Promise<void>
  }
}
