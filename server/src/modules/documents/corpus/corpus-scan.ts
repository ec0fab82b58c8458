/**
 * Turns a text PDF into a scan-like, image-only PDF: each page is rendered (pdfjs at `dpi`),
 * tilted a little, sprinkled with specks, flattened to grey and embedded as the page's only
 * content, so there is no text layer and the text must come from OCR. Deterministic: the noise
 * comes from a seeded generator.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'
import { seededRandom } from '../../../lib/seeded-random'
import { renderPageToPng } from '../pdf/pdf-render'
import { readPdf } from '../pdf/pdf-text'

/** How a scan looks. */
export interface ScanOptions {
  dpi: number
  /** Clockwise tilt in degrees (real scans: within about ±1°). */
  skewDegrees: number
  /** A seed for the specks, so every run writes the same image. */
  seed: number
  /** Specks per page. */
  specks: number
}

/** One page of `pdf` as a tilted, speckled, grey PNG at `options.dpi`. */
export async function scannedPagePng(
  pdf: Uint8Array,
  pageNumber: number,
  options: ScanOptions,
): Promise<Buffer> {
  const rendered = await renderPageToPng(pdf, pageNumber, { dpi: options.dpi })
  const image = await loadImage(rendered.png)
  const canvas = createCanvas(rendered.width, rendered.height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, rendered.width, rendered.height)
  context.translate(rendered.width / 2, rendered.height / 2)
  context.rotate((options.skewDegrees * Math.PI) / 180)
  context.drawImage(image, -rendered.width / 2, -rendered.height / 2)
  context.setTransform(1, 0, 0, 1, 0, 0)
  const next = seededRandom(options.seed)
  const scale = options.dpi / 300
  for (let i = 0; i < options.specks; i++) {
    const grey = Math.floor(40 + next() * 120)
    context.fillStyle = `rgb(${grey},${grey},${grey})`
    context.fillRect(
      next() * rendered.width,
      next() * rendered.height,
      Math.max(1, next() * 3 * scale),
      Math.max(1, next() * 3 * scale),
    )
  }
  // Grey, not pure black on white: toner and paper as a scanner sees them. Two grey levels
  // keep the PNG small (a page compresses to tens of kilobytes).
  const pixels = context.getImageData(0, 0, rendered.width, rendered.height)
  const data = pixels.data
  for (let i = 0; i < data.length; i += 4) {
    const luma = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!
    const value = luma < 150 ? 35 : luma < 215 ? 150 : 246
    data[i] = value
    data[i + 1] = value
    data[i + 2] = value
  }
  context.putImageData(pixels, 0, 0)
  return canvas.toBuffer('image/png')
}

/** An image-only PDF with one scanned page per page of `pdf` (US Letter). */
export async function scannedPdf(pdf: Uint8Array, options: ScanOptions): Promise<Uint8Array> {
  const { pageCount } = await readPdf(pdf, { maxPages: 0 })
  const doc = await PDFDocument.create()
  const epoch = new Date('2025-01-01T00:00:00Z')
  doc.setProducer('foreclosure-leads document corpus (scan)')
  doc.setCreationDate(epoch)
  doc.setModificationDate(epoch)
  for (let n = 1; n <= pageCount; n++) {
    const png = await scannedPagePng(pdf, n, { ...options, seed: options.seed + n })
    const image = await doc.embedPng(png)
    const page = doc.addPage([612, 792])
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 })
  }
  return doc.save({ useObjectStreams: false })
}
