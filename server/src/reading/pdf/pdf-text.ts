/**
 * Reads the text layer of a PDF, page by page, with pdfjs-dist (legacy build, Node 20).
 * A page with too few letters is flagged `hasText: false` so the caller can OCR it.
 */
import { layoutText, type PositionedText } from '../layout/page-layout'
import { type PageWord, wordsFromRuns } from '../positions/page-words'
import { contentStreamsWithinLimit } from './pdf-structure-guard'
import { documentParams, loadPdfjs } from './pdfjs.js'

/** Fewer letters than this on a page means "no usable text layer". */
const MIN_LETTERS_FOR_TEXT = 20

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
  /** The page's size in PDF units (72 a inch), as displayed (rotation applied). */
  width: number
  height: number
  /**
   * The words of the text layer with their boxes in PDF points (positions/page-words.ts); empty
   * past `ReadPdfOptions.wordPages`.
   */
  words: PageWord[]
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
  /**
   * Keep the positioned words (`PdfPageText.words`) of the first this many pages (default none):
   * a 100-page list holds some 340,000 words, about 45 MB of boxes.
   */
  wordPages?: number
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
function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0
}

interface TextItemLike {
  str?: string
  width?: number
  height?: number
  transform?: number[]
}

/**
 * The page's text items as positioned runs, y measured down from the top of the page. Items
 * that are not horizontal (rotated stamps, vertical margin notes) come back apart, in order.
 */
function positionedItems(
  items: readonly TextItemLike[],
  view: readonly number[],
): { runs: PositionedText[]; rotated: string[] } {
  const runs: PositionedText[] = []
  const rotated: string[] = []
  const top = view[3] ?? 0
  for (const item of items) {
    const t = item.transform
    if (typeof item.str !== 'string' || !t || t.length < 6) continue
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = t
    if (Math.abs(b) > 0.05 * Math.abs(a) || Math.abs(c) > 0.05 * Math.abs(d) || a <= 0) {
      if (item.str.trim()) rotated.push(item.str)
      continue
    }
    const size = item.height && item.height > 0 ? item.height : Math.hypot(c, d)
    runs.push({ str: item.str, x: e, y: top - f, width: item.width ?? 0, height: size })
  }
  return { runs, rotated }
}

/**
 * The page's text in reading order (layout/page-layout.ts), rotated text last, and its
 * horizontal words with their boxes.
 */
function pageText(
  items: readonly TextItemLike[],
  view: readonly number[],
  withWords: boolean,
): { text: string; words: PageWord[] } {
  const { runs, rotated } = positionedItems(items, view)
  return {
    text: [layoutText(runs), ...rotated].filter(Boolean).join('\n').trim(),
    words: withWords ? wordsFromRuns(runs, view[3] ?? 0) : [],
  }
}

/**
 * Opens `bytes` as a PDF and returns the text of its first `maxPages` pages.
 * @throws {PdfError} `not_pdf` when the bytes lack the PDF signature, `encrypted` when a
 *   password is needed, `unparsable` when pdfjs cannot read the document, `too_large` when its
 *   page content inflates past CONTENT_STREAM_LIMITS.
 */
export async function readPdf(bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfText> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_pdf', 'The file is not a PDF.')
  if (!contentStreamsWithinLimit(bytes)) {
    throw new PdfError(
      'too_large',
      'This PDF holds a page that expands to more data than we read in one upload. Save it again (print it to a new PDF) or upload fewer pages at a time.',
    )
  }
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
      const { text, words } = pageText(
        content.items as TextItemLike[],
        page.view,
        n <= (options.wordPages ?? 0),
      )
      const { width, height } = page.getViewport({ scale: 1 })
      pages.push({
        number: n,
        text,
        hasText: countLetters(text) >= MIN_LETTERS_FOR_TEXT,
        width,
        height,
        words,
      })
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
