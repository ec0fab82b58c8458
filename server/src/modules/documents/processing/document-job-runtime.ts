/**
 * What the document jobs read from the process's runtime (its `documents`): stored uploads, OCR,
 * the reader processes files are read in, the LLM refiner, the leads of a processed document
 * and of a list's import, and the removal of stored files.
 */
import type { KeepRecordLeads } from '../list-import/import-run.service'
import type { ProcessingDeps } from './process-document.service'

export interface DocumentJobRuntime {
  documents: Pick<
    ProcessingDeps,
    | 'readObject'
    | 'ocr'
    | 'ocrWorkers'
    | 'reader'
    | 'refineExtraction'
    | 'onProcessed'
    | 'afterLeadsKept'
  > & {
    /** Keeps the leads of a batch of a list's records (documents.import-leads; 0058). */
    keepRecordLeads: KeepRecordLeads
    /** Removes the temporary files of uploads a killed process left (documents.resume-stalled). */
    removeAbandonedUploads(): Promise<number>
    /** Removes one stored file (documents.remove-deleted-objects). */
    removeObject(key: string): Promise<void>
  }
}
