/**
 * Renders one PDF page to a PNG with pdfjs-dist and @napi-rs/canvas (pdfjs's Node canvas
 * factory uses @napi-rs/canvas), for OCR of pages that have no text layer.
 */
import { PDF_DECODE_LIMITS } from '@common/limits'
import { looksLikePdf, PdfError } from './pdf-text.js'
import { documentParams, loadPdfjs } from './pdfjs.js'

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

/** A rendered page: PNG bytes and the pixel size actually used. */
export interface RenderedPage {
  png: Buffer
  width: number
  height: number
  dpi: number
  /** The viewport transform used (PDF user space -> these pixels), to map OCR boxes back. */
  transform: [number, number, number, number, number, number]
}

interface NodeCanvas {
  toBuffer(mime: 'image/png'): Buffer
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
  if (!looksLikePdf(bytes)) throw new PdfError('not_pdf', 'The file is not a PDF.')
  const pdfjs = await loadPdfjs()
  const task = pdfjs.getDocument(documentParams(bytes))
  const doc = await task.promise.catch(async (error: unknown) => {
    await task.destroy().catch(() => {})
    throw new PdfError('unparsable', 'The PDF could not be read; it may be damaged.', {
      cause: error,
    })
  })
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
      throw new PdfError('unparsable', `The PDF has no page ${pageNumber}.`)
    }
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
    const png = (canvas as NodeCanvas).toBuffer('image/png')
    page.cleanup()
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = viewport.transform
    return { png, width, height, dpi: Math.round(scale * 72), transform: [a, b, c, d, e, f] }
  } catch (error) {
    if (error instanceof PdfError) throw error
    throw new PdfError('unparsable', 'The PDF page could not be rendered.', { cause: error })
  } finally {
    await doc.destroy()
  }
}
