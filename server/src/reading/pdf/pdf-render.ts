/**
 * Renders PDF pages with pdfjs-dist and @napi-rs/canvas (pdfjs's Node canvas factory uses
 * @napi-rs/canvas): to a PNG (previews, tests), or, for OCR of pages that have no text layer,
 * to netpbm images with the document opened once for all its pages.
 */
import { PDF_DECODE_LIMITS } from '@common/limits'
import { looksLikePdf, PdfError } from './pdf-text.js'
import { documentParams, loadPdfjs } from './pdfjs.js'
import { rgbaToPnm } from './pnm.js'

/** Options of {@link renderPageToPng}. */
export interface RenderOptions {
  /** Dots per inch; 300 suits OCR, 150 a preview. PDF user space is 72 per inch. */
  dpi?: number
  /**
   * Upper bound on width × height in pixels, to bound memory on huge pages (default
   * PDF_DECODE_LIMITS.renderPixels, 25 MP).
   */
  maxPixels?: number
}

/** The pixel size of a rendered page and how PDF space maps onto it. */
interface RenderedSize {
  width: number
  height: number
  dpi: number
  /** The viewport transform used (PDF user space -> these pixels), to map OCR boxes back. */
  transform: [number, number, number, number, number, number]
}

/** A rendered page: PNG bytes and the pixel size actually used. */
export interface RenderedPage extends RenderedSize {
  png: Buffer
}

/** A page rendered for OCR: a grey (P5) or colour (P6) netpbm image. */
export interface OcrPageImage extends RenderedSize {
  number: number
  image: Buffer
}

interface NodeCanvas {
  toBuffer(mime: 'image/png'): Buffer
  /** The canvas's own RGBA pixels, without the copy getImageData makes. */
  data(): Buffer
}
type PdfjsDocument = Awaited<
  ReturnType<Awaited<ReturnType<typeof loadPdfjs>>['getDocument']>['promise']
>

async function openPdf(bytes: Uint8Array): Promise<PdfjsDocument> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_pdf', 'The file is not a PDF.')
  const pdfjs = await loadPdfjs()
  const task = pdfjs.getDocument(documentParams(bytes))
  return task.promise.catch(async (error: unknown) => {
    await task.destroy().catch(() => {})
    throw new PdfError('unparsable', 'The PDF could not be read; it may be damaged.', {
      cause: error,
    })
  })
}

/** Draws page `pageNumber` on a white canvas at `dpi`, lowered to stay within `maxPixels`. */
async function drawPage(doc: PdfjsDocument, pageNumber: number, options: RenderOptions) {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
    throw new PdfError('unparsable', `The PDF has no page ${pageNumber}.`)
  }
  try {
    const page = await doc.getPage(pageNumber)
    const maxPixels = options.maxPixels ?? PDF_DECODE_LIMITS.renderPixels
    let scale = (options.dpi ?? 300) / 72
    const base = page.getViewport({ scale: 1 })
    // Lowered until the canvas, rounded up to whole pixels, is within the budget.
    for (let attempt = 0; attempt < 8; attempt++) {
      const w = Math.max(1, Math.ceil(base.width * scale - 1e-6))
      const h = Math.max(1, Math.ceil(base.height * scale - 1e-6))
      if (w * h <= maxPixels) break
      scale *= Math.min(Math.sqrt(maxPixels / (w * h)), 0.999)
    }
    const viewport = page.getViewport({ scale })
    const width = Math.max(1, Math.ceil(viewport.width - 1e-6))
    const height = Math.max(1, Math.ceil(viewport.height - 1e-6))
    if (width * height > maxPixels) {
      throw new PdfError('too_large', `Page ${pageNumber} is too large to read.`)
    }
    const factory = doc.canvasFactory as {
      create(w: number, h: number): { canvas: unknown; context: CanvasRenderingContext2D }
    }
    const { canvas, context } = factory.create(width, height)
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    await page.render({
      canvas: canvas as HTMLCanvasElement,
      canvasContext: context,
      viewport,
      background: '#ffffff',
    }).promise
    page.cleanup()
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = viewport.transform
    const size: RenderedSize = {
      width,
      height,
      dpi: Math.round(scale * 72),
      transform: [a, b, c, d, e, f],
    }
    return { canvas, context, size }
  } catch (error) {
    if (error instanceof PdfError) throw error
    throw new PdfError('unparsable', 'The PDF page could not be rendered.', { cause: error })
  }
}

/**
 * Renders page `pageNumber` (1-based) of `bytes` to PNG at `dpi` (lowered if the page would
 * exceed `maxPixels`), on a white background.
 * @throws {PdfError} for non-PDFs, unreadable PDFs and page numbers out of range.
 */
export async function renderPageToPng(
  bytes: Uint8Array,
  pageNumber: number,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const doc = await openPdf(bytes)
  try {
    const { canvas, size } = await drawPage(doc, pageNumber, options)
    return { png: (canvas as NodeCanvas).toBuffer('image/png'), ...size }
  } finally {
    await doc.destroy()
  }
}

/**
 * Renders `pages` of `bytes` one after another for OCR, opening the document once, and hands
 * each to `onPage` as it is done; the next page is drawn after `onPage` resolves, so a caller
 * that waits there bounds how many page images are held at once.
 * @throws {PdfError} as {@link renderPageToPng}; what `onPage` throws.
 */
export async function renderPagesForOcr(
  bytes: Uint8Array,
  pages: ReadonlyArray<{ number: number; dpi: number }>,
  options: { maxPixels?: number },
  onPage: (page: OcrPageImage) => Promise<void> | void,
): Promise<void> {
  // A document with nothing to OCR (a text PDF) is not parsed a second time.
  if (pages.length === 0) return
  const doc = await openPdf(bytes)
  try {
    for (const { number, dpi } of pages) {
      const { canvas, size } = await drawPage(doc, number, { dpi, maxPixels: options.maxPixels })
      const image = rgbaToPnm((canvas as NodeCanvas).data(), size.width, size.height)
      await onPage({ number, image, ...size })
    }
  } finally {
    await doc.destroy()
  }
}
