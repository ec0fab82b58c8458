/**
 * What the document-processing job needs in a process: the stored file's bytes, one OCR
 * pool, created on the first page that needs OCR (so processes that never OCR pay nothing),
 * and, when LLM_BASE_URL is set, the LLM refiner of the extraction.
 */
import type { Readable } from 'node:stream'
import {
  createOcrPool,
  createReaderPool,
  type OcrPool,
  type ReaderPool,
  type RefineExtraction,
} from '../../../reading'
import type { KeepRecordLeads } from '../list-import/import-run.service'
import { ABANDONED_UPLOAD_AGE_MS } from '../storage/abandoned-uploads'
import type { ObjectStorage } from '../storage/object-storage'
import { PROCESSING_LIMITS, type ProcessingDeps } from './process-document.service'

export type { RefineExtraction } from '../../../reading'

export interface ProcessingServices
  extends Pick<
    ProcessingDeps,
    'readObject' | 'ocr' | 'ocrWorkers' | 'onProcessed' | 'afterLeadsKept'
  > {
  /** The reader processes uploaded files are read in (reading/sandbox; 0064). */
  reader: ReaderPool
  /**
   * Improves the rule-based fields with the LLM adapter; absent when the adapter is off.
   * Resolves with the rule result itself on any failure of the LLM.
   */
  refineExtraction?: RefineExtraction
  /**
   * Keeps the leads of a batch of a list's records (the leads module's, handed over by the
   * composition root; docs/decisions/0058): what the list's import job runs.
   */
  keepRecordLeads: KeepRecordLeads
  /** Removes the temporary files of uploads a killed process left (older than an hour). */
  removeAbandonedUploads(): Promise<number>
  /** Removes one stored file; removing one that is not there is not an error. */
  removeObject(key: string): Promise<void>
  close(): Promise<void>
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

export function createProcessingServices(
  storage: ObjectStorage,
  options: {
    ocrWorkers: number
    /** Resident memory a reader process may hold (READER_MEMORY_MB; default SANDBOX_LIMITS). */
    readerMemoryMb?: number
    refineExtraction?: RefineExtraction
    /** The leads of a processed document (the composition root's hook; 0019). */
    onProcessed?: ProcessingDeps['onProcessed']
    /** After a processed document's leads were kept (the composition root's; issue 31). */
    afterLeadsKept?: ProcessingDeps['afterLeadsKept']
    /** The leads of a batch of a list's records (the composition root's; 0058). */
    keepRecordLeads: KeepRecordLeads
  },
): ProcessingServices {
  let pool: Promise<OcrPool> | undefined
  // As many readers as uploads a process reads at once (start-runtime.ts's slots), started on
  // first use; a file's rendered pages are OCR'd on this process's pool.
  const reader = createReaderPool({
    size: options.ocrWorkers,
    limits: options.readerMemoryMb ? { memoryMb: options.readerMemoryMb } : {},
  })
  return {
    reader,
    ocrWorkers: options.ocrWorkers,
    refineExtraction: options.refineExtraction,
    onProcessed: options.onProcessed,
    afterLeadsKept: options.afterLeadsKept,
    keepRecordLeads: options.keepRecordLeads,
    readObject: async (key) => readAll(await storage.get(key)),
    removeAbandonedUploads: () => storage.removeAbandonedUploads(ABANDONED_UPLOAD_AGE_MS),
    removeObject: (key) => storage.delete(key),
    ocr: () => {
      pool ??= createOcrPool({ size: options.ocrWorkers, dpi: PROCESSING_LIMITS.ocrDpi })
      return pool
    },
    async close() {
      await reader.close()
      if (pool) await (await pool).close()
    },
  }
}
