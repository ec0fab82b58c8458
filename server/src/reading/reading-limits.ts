/**
 * How much of a document is read: the pages, the pages OCR'd and at what resolution, the pages
 * whose words' positions are kept, the time a reading may take, and the decoded-size limits of
 * the images rendered for OCR (common/limits.ts). Documents' processing adds its claim's timing
 * (modules/documents, PROCESSING_LIMITS); sources read their notices with the same limits.
 */
import { IMAGE_DECODE_LIMITS, PDF_DECODE_LIMITS } from '@common/limits'

export const READING_LIMITS = {
  // Text layers are cheap (a 100-page county list reads in about 5 s); OCR pages are not.
  maxPages: 150,
  // A TIFF may have as many pages as are OCR'd, so every page of an image upload is read.
  maxOcrPages: IMAGE_DECODE_LIMITS.maxPages,
  ocrDpi: 200,
  /**
   * Pages whose words' positions are kept to locate the fields (the viewer's highlights): a
   * document's own fields are its first record's, and a 100-page list's words would hold some
   * 45 MB of boxes.
   */
  positionPages: 20,
  timeMs: 180_000,
  ...(PDF_DECODE_LIMITS as Record<keyof typeof PDF_DECODE_LIMITS, number>),
}

/**
 * The limits of one reader process (sandbox/reader-pool.ts), where every untrusted file is
 * read (READER_MEMORY_MB sets `memoryMb`). Measured on the real documents (decision 0064): a
 * reader holds about 310 MB once pdf.js is loaded, a 92-page text list about 530 MB, a scanned
 * page rendered at 200 dpi up to about 670 MB.
 */
export const SANDBOX_LIMITS = {
  memoryMb: 1024,
  heapMb: 512,
  cpuMs: 90_000,
  outputBytes: 64 * 1024 * 1024,
  idleMs: 60_000,
}
