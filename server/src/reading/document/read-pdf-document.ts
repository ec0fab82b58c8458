/**
 * One PDF read as processing reads an upload (each page's text layer, OCR for scanned pages,
 * the rule-based extraction), without a documents row: for records' ingestion of sources whose
 * records are PDFs (a clerk's notices of sale; composition/records-ports.ts). The same bounds
 * hold: a page cap, an OCR page cap, decoded-size limits and a time cap.
 */
import type { ExtractionResult } from '../extraction'
import type { OcrPool } from '../pdf/ocr'
import { PdfError } from '../pdf/pdf-text'
import { READING_LIMITS } from '../reading-limits'
import { readDocumentText } from './document-records'
import { readDocumentPages } from './read-document-pages'

export type PdfDocumentReading =
  | { ok: true; found: ExtractionResult; pages: number; ocrPages: number }
  | { ok: false; reason: string; permanent: boolean }

class TookTooLong extends Error {}

/** Reads one PDF; a PDF that cannot be read is a result, other failures (the OCR pool) throw. */
export async function readPdfDocument(
  bytes: Uint8Array,
  options: {
    ocr: () => Promise<OcrPool>
    /** Pages read at most (and OCR'd at most). */
    maxPages: number
    timeMs?: number
  },
): Promise<PdfDocumentReading> {
  const limits = {
    ...READING_LIMITS,
    maxPages: options.maxPages,
    maxOcrPages: Math.min(options.maxPages, READING_LIMITS.maxOcrPages),
    positionPages: 0,
  }
  let timer: NodeJS.Timeout | undefined
  let expired = false
  const timeMs = options.timeMs ?? READING_LIMITS.timeMs
  try {
    const pages = await Promise.race([
      readDocumentPages(bytes, {
        ocr: options.ocr,
        limits,
        // Stops rendering further pages once the time is up.
        check: () => {
          if (expired) throw new TookTooLong()
        },
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          expired = true
          reject(new TookTooLong())
        }, timeMs)
      }),
    ])
    if (pages.text.replace(/[^A-Za-z]/g, '').length < 20) {
      return { ok: false, reason: 'no readable text, even with OCR', permanent: true }
    }
    const reading = readDocumentText(pages.text, pages.alternative)
    return { ok: true, found: reading.found, pages: pages.pages.length, ocrPages: pages.ocrPages }
  } catch (error) {
    if (error instanceof PdfError) return { ok: false, reason: error.message, permanent: true }
    if (error instanceof TookTooLong) {
      return { ok: false, reason: `reading took longer than ${timeMs / 1000} s`, permanent: true }
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}
