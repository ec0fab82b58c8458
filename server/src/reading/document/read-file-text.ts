/**
 * The text of an uploaded file, whatever it is: a Word document's paragraphs (no OCR, no
 * pages), a page image's OCR, a PDF's text layers with OCR where they fail. This is what runs
 * inside the reader sandbox (sandbox/reader-process.ts): everything here decompresses, decodes
 * or renders the user's bytes.
 */
import { looksLikeZip, readDocxText } from '../docx/docx-text'
import { imageKindOf } from '../image/image-kind'
import { readImagePages } from '../image/read-image-pages'
import type { OcrPool } from '../pdf/ocr'
import type { PageWords } from '../positions/page-words'
import { type PageLimits, readDocumentPages } from './read-document-pages'

/** A file's text, its other reading where scans were read twice, and its pages' words. */
export interface FileText {
  text: string
  alternative: string | null
  words: PageWords[]
  /** Pages read with OCR. */
  ocrPages: number
}

/** What the failure messages call the file: 'PDF', 'Word document', 'image'. */
export function fileNoun(bytes: Uint8Array): string {
  if (looksLikeZip(bytes)) return 'Word document'
  return imageKindOf(bytes) ? 'image' : 'PDF'
}

interface ReadFileOptions {
  ocr: () => Promise<OcrPool>
  limits: PageLimits
  /** Called before each page is decoded or OCR'd: throws to stop. */
  check?: () => void
  warn?: (message: string) => void
}

/**
 * @throws {DocxError | ImageError | PdfError} with a message a user can act on when the file
 * cannot be read as what its bytes say it is.
 */
export async function readFileText(bytes: Uint8Array, options: ReadFileOptions): Promise<FileText> {
  if (looksLikeZip(bytes)) {
    return { text: await readDocxText(bytes), alternative: null, words: [], ocrPages: 0 }
  }
  const read = imageKindOf(bytes)
    ? await readImagePages(bytes, options)
    : await readDocumentPages(bytes, options)
  return {
    text: read.text,
    alternative: read.alternative,
    words: read.words,
    ocrPages: read.ocrPages,
  }
}
