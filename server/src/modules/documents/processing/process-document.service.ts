/**
 * Processes one uploaded PDF: pending -> processing -> completed | failed. The text layer of each
 * page is read; pages without usable text are rendered and OCR'd; the rule-based extractor reads
 * the whole text. Bounded: a page cap, an OCR page cap and a time cap, so a hostile PDF cannot
 * stall the workers. A failure keeps a reason a user can read.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { documents } from '../../../db/schema'
import { extractFields } from '../extraction'
import type { OcrPool } from '../pdf/ocr'
import { renderPageToPng } from '../pdf/pdf-render'
import { PdfError, readPdf } from '../pdf/pdf-text'
import { documentFields } from './document-fields'

export const PROCESSING_LIMITS = { maxPages: 40, maxOcrPages: 10, ocrDpi: 200, timeMs: 180_000 }

export interface ProcessingDeps {
  db: Db
  /** The stored file's bytes. */
  readObject(key: string): Promise<Buffer>
  /** The process's OCR pool (created on first use). */
  ocr(): Promise<OcrPool>
  log: FastifyBaseLogger
  limits?: Partial<typeof PROCESSING_LIMITS>
}

/** A failure that will fail again: the document is marked failed and the job is not retried. */
export class UnprocessableDocument extends Error {
  override name = 'UnprocessableDocument'
}

async function readText(
  deps: ProcessingDeps,
  bytes: Buffer,
  limits: typeof PROCESSING_LIMITS,
): Promise<string> {
  const pdf = await readPdf(bytes, { maxPages: limits.maxPages })
  const texts: string[] = []
  let ocrPages = 0
  for (const page of pdf.pages) {
    if (page.hasText) {
      texts.push(page.text)
      continue
    }
    if (ocrPages >= limits.maxOcrPages) continue
    ocrPages++
    const { png } = await renderPageToPng(bytes, page.number, { dpi: limits.ocrDpi })
    const pool = await deps.ocr()
    texts.push((await pool.recognize(png)).text)
  }
  return texts.join('\n\n')
}

function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new UnprocessableDocument(
            'Processing took too long for this PDF. Try a smaller file or fewer pages.',
          ),
        ),
      ms,
    )
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

/** Runs the processing of one document; safe to run twice (a finished document is left alone). */
export async function processDocument(
  deps: ProcessingDeps,
  documentId: string,
): Promise<'completed' | 'failed' | 'skipped'> {
  const limits = { ...PROCESSING_LIMITS, ...deps.limits }
  const [doc] = await deps.db
    .update(documents)
    .set({ processingStatus: 'processing' })
    .where(
      and(
        eq(documents.id, documentId),
        inArray(documents.processingStatus, ['pending', 'processing']),
      ),
    )
    .returning()
  if (!doc) return 'skipped'
  try {
    const bytes = await deps.readObject(doc.objectPath)
    const text = await withTimeLimit(readText(deps, bytes, limits), limits.timeMs)
    if (text.replace(/[^A-Za-z]/g, '').length < 20) {
      throw new UnprocessableDocument('No readable text was found in this PDF, even with OCR.')
    }
    const found = extractFields(text)
    const fields = documentFields(found)
    await deps.db
      .update(documents)
      .set({
        ...fields,
        extraction: found as unknown as Record<string, unknown>,
        zipCode: fields.zipCode ?? doc.zipCode,
        processingStatus: 'completed',
        processingError: null,
        processedAt: new Date(),
      })
      .where(eq(documents.id, documentId))
    return 'completed'
  } catch (error) {
    const readable =
      error instanceof UnprocessableDocument || error instanceof PdfError ? error.message : null
    if (!readable) {
      // Possibly passing (storage, OCR worker): back to pending so the job's retry picks it up.
      await deps.db
        .update(documents)
        .set({ processingStatus: 'pending' })
        .where(eq(documents.id, documentId))
      throw error
    }
    await deps.db
      .update(documents)
      .set({ processingStatus: 'failed', processingError: readable, processedAt: new Date() })
      .where(eq(documents.id, documentId))
    deps.log.info({ documentId, reason: readable }, 'document could not be processed')
    return 'failed'
  }
}
