/**
 * A decoded page image made ready for tesseract as a scanned PDF page is (pdf-render.ts): drawn
 * on white (a transparent PNG's background is paper, not black), at a scan's resolution no higher
 * than processing's OCR resolution (a 300-dpi TIFF is read at 200, which read better and faster on
 * the scans, 0045) and within the render budget (a 48-megapixel phone photo is scaled down), and
 * handed over as netpbm (pnm.ts). Its word boxes map back to the page's own pixels, y growing
 * upwards, which is how the viewer places highlights on an image page.
 */
import { type Canvas, createCanvas, type Image, ImageData, loadImage } from '@napi-rs/canvas'
import { rgbaToPnm } from '../pdf/pnm'
import type { Transform } from '../positions/page-words'
import { ImageError, SAVE_AGAIN } from './image-error'
import type { RgbaPage } from './tiff-decoder'

export interface OcrScaleLimits {
  /** The resolution scans are read at, at most (READING_LIMITS.ocrDpi). */
  ocrDpi: number
  /** Pixels of the image given to OCR, at most (PDF_DECODE_LIMITS.renderPixels). */
  renderPixels: number
}

/** A page as tesseract gets it, and how its pixels map back to the page's. */
export interface OcrPageImage {
  /** P5 or P6 netpbm. */
  image: Buffer
  /** The page's pixels (y up) -> the OCR image's pixels, as a pdf.js viewport transform. */
  transform: Transform
}

/** The share of its size a page is OCR'd at: 1, or less for a fine scan or a huge photo. */
export function ocrScale(
  page: { width: number; height: number; dpi: number | null },
  limits: OcrScaleLimits,
): number {
  let scale = page.dpi && page.dpi > limits.ocrDpi ? limits.ocrDpi / page.dpi : 1
  const pixels = page.width * page.height * scale * scale
  if (pixels > limits.renderPixels) scale *= Math.sqrt(limits.renderPixels / pixels)
  return scale
}

/** Decodes a PNG or JPEG (EXIF orientation applied, as browsers show it) with @napi-rs/canvas. */
export async function decodePngOrJpeg(bytes: Uint8Array, what: string): Promise<Image> {
  try {
    return await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  } catch (error) {
    throw new ImageError(
      'unreadable',
      `This ${what} could not be decoded: it is damaged. ${SAVE_AGAIN}`,
      { cause: error },
    )
  }
}

/** A TIFF page's RGBA pixels on a canvas, to be drawn like a decoded PNG. */
export function canvasOfRgba(page: RgbaPage): Canvas {
  const canvas = createCanvas(page.width, page.height)
  const pixels = new Uint8ClampedArray(page.rgba.buffer, page.rgba.byteOffset, page.rgba.byteLength)
  canvas.getContext('2d').putImageData(new ImageData(pixels, page.width, page.height), 0, 0)
  return canvas
}

/** Draws `source` (a page of `width` x `height` pixels) on white at `scale`, as netpbm. */
export function ocrPageImage(
  source: Image | Canvas,
  size: { width: number; height: number },
  scale: number,
): OcrPageImage {
  const width = Math.max(1, Math.floor(size.width * scale))
  const height = Math.max(1, Math.floor(size.height * scale))
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, width, height)
  const sx = width / size.width
  const sy = height / size.height
  return {
    image: rgbaToPnm(canvas.data(), width, height),
    transform: [sx, 0, 0, -sy, 0, size.height * sy],
  }
}
