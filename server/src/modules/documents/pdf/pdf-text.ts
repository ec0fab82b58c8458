/**
 * Reads the text layer of a PDF, page by page, with pdfjs-dist (legacy build, Node 20).
 * A page with too few letters is flagged `hasText: false` so the caller can OCR it.
 */
import { documentParams, loadPdfjs } from './pdfjs.js'

/** Fewer letters than this on a page means "no usable text layer". */
export const MIN_LETTERS_FOR_TEXT = 20

/**
 * Why a file was refused: not a PDF at all, a PDF pdfjs cannot open, an encrypted one, or one
 * whose images are larger than what we decode (pdf-decode-limits.ts).
 */
export type PdfErrorCode = 'not_pdf' | 'unparsable' | 'encrypted' | 'too_large'

/** A typed refusal of a file that cannot be read as a PDF. `message` is safe to show a user. */
export class PdfError extends Error {
  readonly code: PdfErrorCode
  constructor(code: PdfErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PdfError'
    this.code = code
  }
}

/** One page's text layer. `number` is 1-based. */
export interface PdfPageText {
  number: number
  text: string
  hasText: boolean
}

/** The result of {@link readPdf}: the document's real page count and the pages read (≤ maxPages). */
export interface PdfText {
  pageCount: number
  pages: PdfPageText[]
}

/** Options of {@link readPdf}. */
export interface ReadPdfOptions {
  /** Only the first `maxPages` pages are read; `pageCount` still reports the whole document. */
  maxPages: number
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"

/** True when `%PDF-` appears within the first 1024 bytes (as readers tolerate a short preamble). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - PDF_MAGIC.length, 1024)
  for (let i = 0; i <= limit; i++) {
    if (PDF_MAGIC.every((b, j) => bytes[i + j] === b)) return true
  }
  return false
}

/** Counts letters (any script) in a string. */
export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0
}

interface TextItemLike {
  str?: string
  hasEOL?: boolean
}

/** Joins pdfjs text items into lines, keeping the line breaks pdfjs reports. */
function joinItems(items: readonly TextItemLike[]): string {
  let out = ''
  for (const item of items) {
    if (typeof item.str !== 'string') continue
    out += item.str
    if (item.hasEOL) out += '\n'
    else if (item.str && !out.endsWith(' ')) out += ' '
  }
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * Opens `bytes` as a PDF and returns the text of its first `maxPages` pages.
 * @throws {PdfError} `not_pdf` when the bytes lack the PDF signature, `encrypted` when a
 *   password is needed, `unparsable` when pdfjs cannot read the document.
 */
export async function readPdf(bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfText> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_pdf', 'The file is not a PDF.')
  const pdfjs = await loadPdfjs()
  const task = pdfjs.getDocument(documentParams(bytes))
  let doc: Awaited<typeof task.promise>
  try {
    doc = await task.promise
  } catch (error) {
    await task.destroy().catch(() => {})
    if ((error as { name?: string }).name === 'PasswordException') {
      throw new PdfError('encrypted', 'The PDF is password-protected.', { cause: error })
    }
    throw new PdfError('unparsable', 'The PDF could not be read; it may be damaged.', {
      cause: error,
    })
  }
  try {
    const pageCount = doc.numPages
    const last = Math.min(pageCount, Math.max(0, Math.floor(options.maxPages)))
    const pages: PdfPageText[] = []
    for (let n = 1; n <= last; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      const text = joinItems(content.items as TextItemLike[])
      pages.push({ number: n, text, hasText: countLetters(text) >= MIN_LETTERS_FOR_TEXT })
      page.cleanup()
    }
    return { pageCount, pages }
  } catch (error) {
    if (error instanceof PdfError) throw error
    throw new PdfError('unparsable', 'The PDF could not be read; it may be damaged.', {
      cause: error,
    })
  } finally {
    await doc.destroy()
  }
}
