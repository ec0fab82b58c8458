/**
 * The text of an uploaded PDF as processing reads it: each page's text layer, and OCR where a
 * page has none or where its text layer is a scanner's own OCR that reads worse than ours (a
 * page that is one full-page image with a hidden text layer: the layer is OCR'd again and the
 * better-reading text kept). Pages of one document are OCR'd in parallel on the pool's workers,
 * each rendered at its scan's own resolution (150 dpi up to `ocrDpi`) or at `ocrDpi`.
 */

import type { OcrPool } from '../pdf/ocr'
import { assertWithinDecodeLimits } from '../pdf/pdf-decode-limits'
import type { PdfImageSize } from '../pdf/pdf-images'
import { readPageImages } from '../pdf/pdf-images'
import { renderPagesForOcr } from '../pdf/pdf-render'
import { type PdfPageText, readPdf } from '../pdf/pdf-text'
import { type PageWord, type PageWords, wordsFromTesseractTsv } from '../positions/page-words'
import { joinPageTexts } from './page-texts'
import { textQuality } from './text-quality'

export interface PageLimits {
  maxPages: number
  maxOcrPages: number
  ocrDpi: number
  renderPixels: number
  pagePixels: number
  documentDecodedBytes: number
  /** Pages whose words' positions are kept for the viewer's highlights (the first ones). */
  positionPages?: number
}

/** What was read from one page, and how. */
interface PageReading {
  number: number
  text: string
  source: 'text' | 'ocr' | 'none'
}

export interface DocumentPages {
  text: string
  /**
   * The same document with each re-read scan page's other reading (the scanner's layer where
   * our OCR was kept, or the reverse): fields one reading missed can be taken from it.
   */
  alternative: string | null
  pages: PageReading[]
  ocrPages: number
  /**
   * Each page's words with their boxes: the reading kept first, then a re-read page's other
   * reading (positions/locate-evidence.ts looks for the fields' values on them).
   */
  words: PageWords[]
}

/** A scan fills the page: one image whose shape is the page's, at 70-1200 dots an inch. */
export function scanResolution(
  page: Pick<PdfPageText, 'width' | 'height'>,
  images: readonly PdfImageSize[],
): number | null {
  for (const image of images) {
    const across = image.width / (page.width / 72)
    const down = image.height / (page.height / 72)
    // A rotated page shows its image turned: compare either way round.
    const turned = [image.height / (page.width / 72), image.width / (page.height / 72)]
    for (const [x, y] of [[across, down], turned] as const) {
      if (x >= 70 && x <= 1200 && Math.abs(x - y) / x < 0.08) return Math.round(x)
    }
  }
  return null
}

/**
 * The dpi to render a page for OCR: the scan's own between 150 and the default (200). Measured
 * on the corpus scans, 300 dpi read worse than 200 with tesseract's LSTM model, and slower.
 */
const renderDpi = (scanDpi: number | null, fallback: number) =>
  scanDpi ? Math.min(fallback, Math.max(150, scanDpi)) : fallback

export async function readDocumentPages(
  bytes: Uint8Array,
  options: {
    ocr: () => Promise<OcrPool>
    limits: PageLimits
    /** Called before each page is OCR'd: throws to stop (a lost claim, a time cap). */
    check?: () => void
    warn?: (message: string) => void
  },
): Promise<DocumentPages> {
  const { limits } = options
  const pdf = await readPdf(bytes, {
    maxPages: limits.maxPages,
    wordPages: limits.positionPages ?? 0,
  })
  const withoutText = pdf.pages.filter((page) => !page.hasText).map((page) => page.number)
  // Scans with a hidden text layer are looked for in short documents only (a court form, a
  // notice): a 100-page list is typeset, and its pages are not worth a second reading.
  const layered =
    pdf.pages.length <= limits.maxOcrPages
      ? pdf.pages.filter((p) => p.hasText).map((p) => p.number)
      : []
  const candidates = [...withoutText, ...layered].slice(0, limits.maxOcrPages)
  const scanDpi = new Map<number, number | null>()
  let images: Awaited<ReturnType<typeof readPageImages>> = null
  if (candidates.length > 0) {
    // Before anything is rendered: the images those pages would decode, from the dictionaries.
    images = await readPageImages(bytes, candidates, pdf.pageCount)
    if (!images) options.warn?.('pdf-lib could not read this PDF; only pdfjs limits its images')
    for (const { pageNumber, images: pageImages } of images ?? []) {
      scanDpi.set(pageNumber, scanResolution(pdf.pages[pageNumber - 1]!, pageImages))
    }
  }
  const toOcr = candidates.filter(
    (number) => withoutText.includes(number) || (scanDpi.get(number) ?? null) !== null,
  )
  if (images)
    assertWithinDecodeLimits(
      images.filter(({ pageNumber }) => toOcr.includes(pageNumber)),
      limits,
    )
  // Rendering runs here, one page after another; each page's OCR starts as soon as it is
  // rendered, so the pool's workers read pages in parallel while the next one renders. At most
  // one page more than the pool has workers waits rendered, so a long scan's images are not all
  // held at once.
  const ocrTexts = new Map<number, Promise<{ text: string; words: PageWord[] }>>()
  const inFlight = new Set<Promise<unknown>>()
  await renderPagesForOcr(
    bytes,
    toOcr.map((number) => ({
      number,
      dpi: renderDpi(scanDpi.get(number) ?? null, limits.ocrDpi),
    })),
    { maxPixels: limits.renderPixels },
    async ({ number, image, transform }) => {
      options.check?.()
      const pool = await options.ocr()
      const reading = pool.recognize(image).then((result) => ({
        text: result.text,
        words: wordsFromTesseractTsv(result.tsv, transform),
      }))
      // Awaited below, in page order; until then (and if a later page's render throws, or an
      // earlier page's OCR fails, so it never is) its failure must not be an unhandled rejection.
      const settled = reading.catch(() => undefined)
      ocrTexts.set(number, reading)
      inFlight.add(settled)
      void settled.then(() => inFlight.delete(settled))
      while (inFlight.size > pool.size) await Promise.race(inFlight)
    },
  )
  const pages: PageReading[] = []
  const others: string[] = []
  const words: PageWords[] = []
  let reRead = false
  for (const page of pdf.pages) {
    const ocrText = ocrTexts.get(page.number)
    if (!ocrText) {
      pages.push({ number: page.number, text: page.text, source: page.hasText ? 'text' : 'none' })
      others.push(page.text)
      words.push({ page: page.number, words: page.words })
      continue
    }
    const ocr = await ocrText
    const text = ocr.text
    // A scanner's hidden layer is kept only when it reads clearly better than our OCR; the
    // other reading stays as the alternative.
    const keepLayer = page.hasText && textQuality(page.text) > textQuality(text) + 0.05
    reRead ||= page.hasText
    pages.push({
      number: page.number,
      text: keepLayer ? page.text : text,
      source: keepLayer ? 'text' : 'ocr',
    })
    others.push(page.hasText ? (keepLayer ? text : page.text) : text)
    const layer = { page: page.number, words: page.words }
    const read = { page: page.number, words: ocr.words }
    words.push(...(keepLayer ? [layer, read] : page.hasText ? [read, layer] : [read]))
  }
  return {
    text: joinPageTexts(pages.map((page) => page.text)),
    alternative: reRead ? joinPageTexts(others) : null,
    pages,
    ocrPages: toOcr.length,
    words,
  }
}
