/**
 * What the document-processing job needs in a process: the stored file's bytes and one OCR
 * pool, created on the first page that needs OCR (so processes that never OCR pay nothing).
 */
import type { Readable } from 'node:stream'
import type { OcrPool } from '../pdf/ocr'
import { createOcrPool } from '../pdf/ocr'
import type { ObjectStorage } from '../storage/object-storage'
import type { ProcessingDeps } from './process-document.service'

export interface ProcessingServices extends Pick<ProcessingDeps, 'readObject' | 'ocr'> {
  close(): Promise<void>
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

export function createProcessingServices(
  storage: ObjectStorage,
  options: { ocrWorkers: number },
): ProcessingServices {
  let pool: Promise<OcrPool> | undefined
  return {
    readObject: async (key) => readAll(await storage.get(key)),
    ocr: () => {
      pool ??= createOcrPool({ size: options.ocrWorkers })
      return pool
    },
    async close() {
      if (pool) await (await pool).close()
    },
  }
}
