/**
 * The decoded-size limits of the pages we render for OCR (common/limits.ts PDF_DECODE_LIMITS),
 * checked on what pdf-images.ts read from the dictionaries, before pdfjs decodes anything. A
 * refusal names the page and the size, and says what to do, since it becomes the document's
 * `processingError`.
 */
import { PDF_DECODE_LIMITS } from '@common/limits'
import { decodedImageBytes, type PageImages } from './pdf-images'
import { PdfError } from './pdf-text'

export interface DecodeLimits {
  /** Image pixels on one page, one image or all of them together. */
  pagePixels: number
  /** Decoded image bytes over all the pages checked together. */
  documentDecodedBytes: number
}

const RESCAN = 'Scan it again at 300 dpi or less and upload the new file.'

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)}-megapixel`
const dataSize = (bytes: number) => {
  if (bytes < 1_000_000_000) return `${Math.round(bytes / 1_000_000)} MB`
  const gb = bytes / 1_000_000_000
  return `${gb >= 10 || Number.isInteger(gb) ? Math.round(gb) : gb.toFixed(1)} GB`
}

/**
 * Throws a `too_large` PdfError when rendering these pages would decode an image, or a page of
 * images, over `pagePixels`, or more than `documentDecodedBytes` of images in all.
 */
export function assertWithinDecodeLimits(
  pages: readonly PageImages[],
  limits: DecodeLimits = PDF_DECODE_LIMITS,
): void {
  let documentBytes = 0
  for (const { pageNumber, images } of pages) {
    let pagePixels = 0
    for (const image of images) {
      const pixels = image.width * image.height
      if (pixels > limits.pagePixels) {
        throw new PdfError(
          'too_large',
          `Page ${pageNumber} holds an image of ${image.width} x ${image.height} pixels, larger ` +
            `than the ${megapixels(limits.pagePixels)} limit we can read. ${RESCAN}`,
        )
      }
      pagePixels += pixels
      documentBytes += decodedImageBytes(image)
    }
    if (pagePixels > limits.pagePixels) {
      throw new PdfError(
        'too_large',
        `Page ${pageNumber} holds ${images.length} images of ${Math.round(pagePixels / 1_000_000)} ` +
          `megapixels in all, more than the ${megapixels(limits.pagePixels)} limit we can read ` +
          `on one page. ${RESCAN}`,
      )
    }
  }
  if (documentBytes > limits.documentDecodedBytes) {
    throw new PdfError(
      'too_large',
      `The scanned pages of this PDF hold ${dataSize(documentBytes)} of image data, more than ` +
        `the ${dataSize(limits.documentDecodedBytes)} we can read in one document. Scan them ` +
        'again at 300 dpi or less, or upload fewer pages at a time.',
    )
  }
}
