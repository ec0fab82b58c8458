/**
 * A JPEG's header, walked marker by marker without decoding anything: the frame (SOF) for the
 * size and the coding, JFIF's density for the resolution, EXIF's orientation (a phone stores a
 * portrait photo sideways and says so there; the decoders here and in the browser both turn it),
 * and the number of scans, counted through the entropy-coded data (a progressive JPEG of
 * thousands of scans makes the decoder pass over the whole image thousands of times).
 */
import { damaged, ImageError, SAVE_AGAIN } from './image-error'
import { type PageHeader, plausibleDpi } from './page-header'

export interface JpegHeader extends PageHeader {
  /** Scans (SOS segments) in the file: 1 for a baseline JPEG, about 10 for a progressive one. */
  scans: number
}

/** Frames the decoders here and in the browser read: baseline, extended and progressive Huffman. */
const READABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2])
/** Other start-of-frame markers: lossless, hierarchical and arithmetic-coded JPEGs. */
const OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

/** The frame's size of the JPEG stream `bytes` (also a TIFF strip's), or null without a frame. */
export function jpegFrameSize(bytes: Uint8Array): { width: number; height: number } | null {
  const header = walkJpeg(bytes, { stopAtFrame: true })
  return header.frame && { width: header.frame.width, height: header.frame.height }
}

interface Walked {
  frame: { marker: number; width: number; height: number } | null
  orientation: number
  dpi: number | null
  scans: number
}

function walkJpeg(bytes: Uint8Array, options: { stopAtFrame: boolean }): Walked {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const walked: Walked = { frame: null, orientation: 1, dpi: null, scans: 0 }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw damaged('JPEG image')
  let at = 2
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw damaged('JPEG image')
    // Fill bytes (0xFF repeated) may stand before a marker.
    while (bytes[at] === 0xff && at < bytes.length) at++
    const marker = bytes[at++]
    if (marker === undefined || marker === 0xd9) break
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue
    if (at + 2 > bytes.length) throw damaged('JPEG image')
    const length = view.getUint16(at)
    const end = at + length
    if (length < 2 || end > bytes.length) throw damaged('JPEG image')
    const body = bytes.subarray(at + 2, end)
    if (READABLE_FRAMES.has(marker) || OTHER_FRAMES.has(marker)) {
      if (body.length < 6) throw damaged('JPEG image')
      walked.frame ??= { marker, height: view.getUint16(at + 3), width: view.getUint16(at + 5) }
      if (options.stopAtFrame) return walked
    } else if (marker === 0xe0) {
      walked.dpi ??= jfifDpi(body)
    } else if (marker === 0xe1) {
      walked.orientation = exifOrientation(body) ?? walked.orientation
    }
    at = end
    if (marker === 0xda) {
      walked.scans++
      at = nextMarker(bytes, at)
    }
  }
  return walked
}

/** The offset of the marker after a scan's entropy-coded data (0xFF 0x00 and RSTn belong to it). */
function nextMarker(bytes: Uint8Array, from: number): number {
  let at = from
  while (at + 1 < bytes.length) {
    if (bytes[at] === 0xff) {
      const next = bytes[at + 1]!
      if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at
    }
    at++
  }
  return bytes.length
}

/** JFIF's density, in dots per inch (units 1) or per centimetre (units 2). */
function jfifDpi(body: Uint8Array): number | null {
  if (body.length < 12 || String.fromCharCode(...body.subarray(0, 5)) !== 'JFIF\0') return null
  const units = body[7]
  const density = (body[8]! << 8) | body[9]!
  if (units === 1) return plausibleDpi(density)
  if (units === 2) return plausibleDpi(density * 2.54)
  return null
}

/** EXIF's Orientation (tag 0x0112 of IFD0), 1 to 8, or null when the segment has none. */
function exifOrientation(body: Uint8Array): number | null {
  if (body.length < 14 || String.fromCharCode(...body.subarray(0, 4)) !== 'Exif') return null
  const tiff = new DataView(body.buffer, body.byteOffset + 6, body.byteLength - 6)
  const little = tiff.getUint16(0) === 0x4949
  if (!little && tiff.getUint16(0) !== 0x4d4d) return null
  const ifd = tiff.getUint32(4, little)
  if (ifd + 2 > tiff.byteLength) return null
  const count = tiff.getUint16(ifd, little)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > tiff.byteLength) return null
    if (tiff.getUint16(entry, little) === 0x0112) {
      const value = tiff.getUint16(entry + 8, little)
      return value >= 1 && value <= 8 ? value : null
    }
  }
  return null
}

export function readJpegHeader(bytes: Uint8Array): JpegHeader {
  const walked = walkJpeg(bytes, { stopAtFrame: false })
  const { frame } = walked
  if (!frame) throw damaged('JPEG image')
  if (!READABLE_FRAMES.has(frame.marker)) {
    throw new ImageError(
      'unsupported',
      `This JPEG is saved in a lossless, hierarchical or arithmetic-coded form we cannot read. ${SAVE_AGAIN}`,
    )
  }
  if (frame.width === 0 || frame.height === 0) {
    // Height 0: the number of lines comes after the image data (a DNL marker).
    throw new ImageError(
      'unsupported',
      `This JPEG does not state its size before its image data. ${SAVE_AGAIN}`,
    )
  }
  if (walked.scans === 0) throw damaged('JPEG image')
  // Orientations 5 to 8 turn the picture a quarter: it is shown with its sides swapped.
  const turned = walked.orientation >= 5
  return {
    width: turned ? frame.height : frame.width,
    height: turned ? frame.width : frame.height,
    dpi: walked.dpi,
    decodedBytes: frame.width * frame.height * 4,
    index: 0,
    scans: walked.scans,
  }
}
