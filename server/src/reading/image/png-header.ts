/**
 * A PNG's header: IHDR (which must come first) for the size and the sample format, and pHYs,
 * when it comes before the image data, for the resolution. Chunks are walked by their lengths,
 * each checked to lie inside the file; nothing is inflated.
 */
import { damaged, ImageError, SAVE_AGAIN } from './image-error'
import { type PageHeader, plausibleDpi } from './page-header'

/** The bit depths PNG allows for each colour type. */
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

const chunkType = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!)

export function readPngHeader(bytes: Uint8Array): PageHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 33 || view.getUint32(8) !== 13 || chunkType(bytes, 12) !== 'IHDR') {
    throw damaged('PNG image')
  }
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  const depth = bytes[24]!
  const colour = bytes[25]!
  const depths = DEPTHS[colour]
  if (width === 0 || height === 0 || width > 2 ** 31 - 1 || height > 2 ** 31 - 1) {
    throw damaged('PNG image')
  }
  if (!depths?.includes(depth) || bytes[28]! > 1) {
    throw new ImageError('unsupported', `This PNG image is in a form we cannot read. ${SAVE_AGAIN}`)
  }
  let dpi: number | null = null
  // The chunks before the image data; pHYs must come before IDAT.
  for (let at = 33; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at)
    const type = chunkType(bytes, at + 4)
    if (type === 'IDAT' || type === 'IEND') break
    if (at + 12 + length > bytes.length) throw damaged('PNG image')
    // pHYs: pixels a unit across and down, unit 1 = the metre.
    if (type === 'pHYs' && length === 9 && bytes[at + 16] === 1) {
      dpi = plausibleDpi(view.getUint32(at + 8) * 0.0254)
    }
    at += 12 + length
  }
  return { width, height, dpi, decodedBytes: width * height * 4, index: 0 }
}
