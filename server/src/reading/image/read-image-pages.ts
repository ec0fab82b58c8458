/**
 * The text of an uploaded page image (PNG, JPEG, or each page of a TIFF) as processing reads it:
 * every page is a scan, so every page is OCR'd on the pool, as a scanned PDF's pages are
 * (read-document-pages.ts), with the same result: the pages' text, and their words with boxes for
 * the viewer's highlights. The header is held to IMAGE_DECODE_LIMITS before a pixel is decoded;
 * TIFF pages are decoded in a worker thread (tiff-decoder.ts), one page ahead of the OCR at most.
 */
import { IMAGE_DECODE_LIMITS } from '@common/limits'
import type { DocumentPages, PageLimits } from '../document/read-document-pages'
import type { OcrPool } from '../pdf/ocr'
import { type PageWord, wordsFromTesseractTsv } from '../positions/page-words'
import { ImageError } from './image-error'
import { readImageHeader } from './image-header'
import {
  canvasOfRgba,
  decodePngOrJpeg,
  type OcrPageImage,
  ocrPageImage,
  ocrScale,
} from './ocr-page-image'
import type { PageHeader } from './page-header'
import { openTiffDecoder } from './tiff-decoder'

type ImagePageLimits = Pick<
  PageLimits,
  'ocrDpi' | 'renderPixels' | 'pagePixels' | 'documentDecodedBytes'
>

const KIND_NAMES = { png: 'PNG image', jpeg: 'JPEG image', tiff: 'TIFF image' } as const

export async function readImagePages(
  bytes: Uint8Array,
  options: {
    ocr: () => Promise<OcrPool>
    limits: ImagePageLimits
    /** Called before each page is decoded: throws to stop (a lost claim, a time cap). */
    check?: () => void
    /** How long a TIFF page may take to decode (default tiff-decoder.ts's). */
    tiffPageTimeMs?: number
  },
): Promise<DocumentPages> {
  const { limits } = options
  const header = readImageHeader(bytes, {
    ...IMAGE_DECODE_LIMITS,
    pagePixels: limits.pagePixels,
    documentDecodedBytes: limits.documentDecodedBytes,
  })
  const what = KIND_NAMES[header.kind]
  const tiff =
    header.kind === 'tiff' ? openTiffDecoder(bytes, { pageTimeMs: options.tiffPageTimeMs }) : null
  const readings: Array<Promise<{ text: string; words: PageWord[] }>> = []
  const inFlight = new Set<Promise<unknown>>()
  try {
    for (const [i, page] of header.pages.entries()) {
      options.check?.()
      const prepared = tiff
        ? await tiffPage(tiff, page, i + 1, limits)
        : await pngOrJpegPage(bytes, page, what, limits)
      const pool = await options.ocr()
      const reading = pool.recognize(prepared.image).then((result) => ({
        text: result.text,
        words: wordsFromTesseractTsv(result.tsv, prepared.transform),
      }))
      // Awaited below in page order; until then its failure must not be an unhandled rejection.
      const settled = reading.catch(() => undefined)
      readings.push(reading)
      inFlight.add(settled)
      void settled.then(() => inFlight.delete(settled))
      while (inFlight.size > pool.size) await Promise.race(inFlight)
    }
    const read = await Promise.all(readings)
    return {
      text: read
        .map((page) => page.text)
        .filter(Boolean)
        .join('\n\n'),
      alternative: null,
      pages: read.map((page, i) => ({ number: i + 1, text: page.text, source: 'ocr' as const })),
      ocrPages: read.length,
      words: read.map((page, i) => ({ page: i + 1, words: page.words })),
    }
  } finally {
    await Promise.allSettled(readings)
    await tiff?.close()
  }
}

async function pngOrJpegPage(
  bytes: Uint8Array,
  page: PageHeader,
  what: string,
  limits: ImagePageLimits,
): Promise<OcrPageImage> {
  const image = await decodePngOrJpeg(bytes, what)
  const size = { width: image.width, height: image.height }
  // The header was held to the limits; what the decoder made of it is held to them too.
  if (size.width * size.height > limits.pagePixels) {
    throw new ImageError(
      'too_large',
      `This ${what} decodes to ${size.width} x ${size.height} pixels, more than we can read. Save it again at a lower resolution and upload the new file.`,
    )
  }
  return ocrPageImage(image, size, ocrScale({ ...size, dpi: page.dpi }, limits))
}

async function tiffPage(
  tiff: ReturnType<typeof openTiffDecoder>,
  page: PageHeader,
  number: number,
  limits: ImagePageLimits,
): Promise<OcrPageImage> {
  const decoded = await tiff.decode(page.index, number)
  const scale = ocrScale({ width: decoded.width, height: decoded.height, dpi: page.dpi }, limits)
  return ocrPageImage(canvasOfRgba(decoded), decoded, scale)
}
