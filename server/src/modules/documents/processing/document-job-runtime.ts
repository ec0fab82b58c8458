/**
 * What the document jobs read from the process's runtime (its `documents`): stored uploads, OCR,
 * the LLM refiner, the leads of a processed document and the removal of stored files.
 */
import type { ProcessingDeps } from './process-document.service'

export interface DocumentJobRuntime {
  documents: Pick<ProcessingDeps, 'readObject' | 'ocr' | 'refineExtraction' | 'onProcessed'> & {
    /** Removes the temporary files of uploads a killed process left (documents.resume-stalled). */
    removeAbandonedUploads(): Promise<number>
    /** Removes one stored file (documents.remove-deleted-objects). */
    removeObject(key: string): Promise<void>
  }
}
