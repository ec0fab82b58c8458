/**
 * Telling page images by their bytes and holding their headers to the decode limits, on real and
 * made files and on hostile ones: a decompression bomb's header, a TIFF whose directories loop,
 * values that point past the file's end, forms no decoder here reads. Nothing is decoded.
 */
import { readFileSync } from 'node:fs'
import { createCanvas } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import {
  type GreyPage,
  hasNyNoticePng,
  NY_NOTICE_PNG,
  tiffOf,
} from '../../testing/fixtures/images/page-images'
import { ImageError } from './image-error'
import { readImageHeader } from './image-header'
import { imageKindOf } from './image-kind'

/** The ImageError `work` throws (fails the test when it throws none or another error). */
function refusal(work: () => unknown): ImageError {
  try {
    work()
  } catch (error) {
    if (error instanceof ImageError) return error
    throw error
  }
  throw new Error('expected an ImageError')
}

/** A PNG of just a signature and an IHDR (and optional chunks before the data). */
function pngHeader(width: number, height: number, depth = 8, colour = 2, extra?: Buffer) {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write('IHDR', 4, 'latin1')
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr[16] = depth
  ihdr[17] = colour
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    ihdr,
    extra ?? Buffer.alloc(0),
    idat(),
  ])
}

function idat(): Buffer {
  const chunk = Buffer.alloc(12 + 2)
  chunk.writeUInt32BE(2, 0)
  chunk.write('IDAT', 4, 'latin1')
  return chunk
}

function pHYs(dotsPerMetre: number): Buffer {
  const chunk = Buffer.alloc(21)
  chunk.writeUInt32BE(9, 0)
  chunk.write('pHYs', 4, 'latin1')
  chunk.writeUInt32BE(dotsPerMetre, 8)
  chunk.writeUInt32BE(dotsPerMetre, 12)
  chunk[16] = 1
  return chunk
}

/** A small real JPEG (a white page with a black box), encoded by @napi-rs/canvas. */
function smallJpeg(width = 120, height = 80): Buffer {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#000'
  context.fillRect(10, 10, 30, 20)
  return canvas.toBuffer('image/jpeg', 90)
}

/** Inserts a JPEG segment (marker + body) right after SOI. */
function withSegment(jpeg: Buffer, marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff])
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)])
}

/** An EXIF segment's body stating `orientation` (big-endian TIFF, one entry). */
function exifOrientation(orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1])
  return Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    tiff,
    Buffer.from([0, orientation, 0, 0, 0, 0, 0, 0]),
  ])
}

/** Offset of the first frame (SOFn) marker of a JPEG. */
function frameAt(jpeg: Buffer): number {
  for (let i = 2; i < jpeg.length - 1; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) return i
  }
  throw new Error('no frame')
}

const grey = (width: number, height: number, value = 255): GreyPage => ({
  width,
  height,
  pixels: new Uint8Array(width * height).fill(value),
})

describe('imageKindOf', () => {
  it('tells PNG, JPEG and TIFF (both byte orders, BigTIFF too) by their first bytes', () => {
    expect(imageKindOf(pngHeader(1, 1))).toBe('png')
    expect(imageKindOf(smallJpeg())).toBe('jpeg')
    expect(imageKindOf(Buffer.from('II*\0\x08\0\0\0', 'latin1'))).toBe('tiff')
    expect(imageKindOf(Buffer.from('MM\0*\0\0\0\x08', 'latin1'))).toBe('tiff')
    expect(imageKindOf(Buffer.from('II+\0\x08\0\0\0', 'latin1'))).toBe('tiff')
  })

  it('is null for anything else, whatever its name would say: a PDF, HTML, a GIF, a stub', () => {
    expect(imageKindOf(Buffer.from('%PDF-1.7\n'))).toBeNull()
    expect(imageKindOf(Buffer.from('<html><body>'))).toBeNull()
    expect(imageKindOf(Buffer.from('GIF89a\x01\0\x01\0', 'latin1'))).toBeNull()
    expect(imageKindOf(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull()
    expect(imageKindOf(Buffer.from('MM\0\x2c', 'latin1'))).toBeNull()
    expect(imageKindOf(new Uint8Array(0))).toBeNull()
  })
})

describe('readImageHeader: PNG', () => {
  it.skipIf(!hasNyNoticePng)(
    'reads the real NY page: 1224 x 1584, its 96 dpi taken for a screen default',
    () => {
      expect(readImageHeader(readFileSync(NY_NOTICE_PNG))).toEqual({
        kind: 'png',
        pages: [{ width: 1224, height: 1584, dpi: null, decodedBytes: 1224 * 1584 * 4, index: 0 }],
      })
    },
  )

  it("takes a scan's stated resolution (pHYs in dots a metre)", () => {
    const page = readImageHeader(pngHeader(2550, 3300, 8, 0, pHYs(11811))).pages[0]
    expect(page?.dpi).toBe(300)
  })

  it('refuses a decompression bomb from its header, before a byte is inflated', () => {
    // 50,000 x 50,000 grey pixels: 2.5 gigapixels, 10 GB as RGBA, in a file of 60 bytes.
    const error = refusal(() => readImageHeader(pngHeader(50_000, 50_000, 1, 0)))
    expect(error.code).toBe('too_large')
    expect(error.message).toBe(
      'This image is 50000 x 50000 pixels, larger than the 50-megapixel limit we can read. Scan or save it again at a lower resolution (300 dpi is plenty for a page) and upload the new file.',
    )
    // Just within: a 600-dpi US Legal page (34 MP).
    expect(readImageHeader(pngHeader(5100, 8400)).pages).toHaveLength(1)
  })

  it('refuses a cut-off header, a zero size and a sample format PNG does not have', () => {
    const cut = refusal(() => readImageHeader(pngHeader(100, 100).subarray(0, 20)))
    expect(cut.code).toBe('unreadable')
    expect(cut.message).toMatch(
      /^This PNG image could not be read: the file is damaged or cut off\./,
    )
    expect(refusal(() => readImageHeader(pngHeader(0, 100))).code).toBe('unreadable')
    expect(refusal(() => readImageHeader(pngHeader(100, 100, 16, 3))).code).toBe('unsupported')
    // A chunk whose length runs past the end of the file.
    const long = pHYs(11811)
    long.writeUInt32BE(1_000_000, 0)
    expect(refusal(() => readImageHeader(pngHeader(100, 100, 8, 2, long))).code).toBe('unreadable')
  })
})

describe('readImageHeader: JPEG', () => {
  it('reads the size and the one scan of a baseline JPEG', () => {
    const [page] = readImageHeader(smallJpeg(120, 80)).pages
    expect(page).toMatchObject({ width: 120, height: 80, dpi: null, scans: 1 })
  })

  it('turns the size of a photo whose EXIF says it was taken upright (orientations 5-8)', () => {
    const sideways = withSegment(smallJpeg(120, 80), 0xe1, exifOrientation(6))
    expect(readImageHeader(sideways).pages[0]).toMatchObject({ width: 80, height: 120 })
    const upsideDown = withSegment(smallJpeg(120, 80), 0xe1, exifOrientation(3))
    expect(readImageHeader(upsideDown).pages[0]).toMatchObject({ width: 120, height: 80 })
  })

  it('refuses a frame header that claims 60000 x 60000 pixels', () => {
    const bomb = Buffer.from(smallJpeg())
    const frame = frameAt(bomb)
    bomb.writeUInt16BE(60_000, frame + 5)
    bomb.writeUInt16BE(60_000, frame + 7)
    const error = refusal(() => readImageHeader(bomb))
    expect(error.code).toBe('too_large')
    expect(error.message).toMatch(
      /^This image is 60000 x 60000 pixels, larger than the 50-megapixel limit/,
    )
  })

  it('refuses lossless frames, a height left for later (DNL), endless scans and a cut-off file', () => {
    const lossless = Buffer.from(smallJpeg())
    lossless[frameAt(lossless) + 1] = 0xc3
    expect(refusal(() => readImageHeader(lossless)).message).toMatch(/lossless, hierarchical/)
    const dnl = Buffer.from(smallJpeg())
    dnl.writeUInt16BE(0, frameAt(dnl) + 5)
    expect(refusal(() => readImageHeader(dnl)).message).toMatch(/does not state its size/)
    // 150 empty scans after the real one: a progressive JPEG's CPU bomb, in a small file.
    const jpeg = smallJpeg()
    const end = jpeg.length - 2
    const scan = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x00, 0x00])
    const many = Buffer.concat([
      jpeg.subarray(0, end),
      ...Array(150).fill(scan),
      jpeg.subarray(end),
    ])
    const scans = refusal(() => readImageHeader(many))
    expect(scans.code).toBe('unsupported')
    expect(scans.message).toMatch(
      /^This JPEG is saved in 151 progressive passes, more than the 100/,
    )
    expect(refusal(() => readImageHeader(jpeg.subarray(0, 60))).code).toBe('unreadable')
  })
})

describe('readImageHeader: TIFF', () => {
  it('reads each page of a multi-page TIFF, with its stated resolution', () => {
    const { bytes } = tiffOf([grey(40, 50), grey(60, 70)], { compression: 'deflate', dpi: 300 })
    const header = readImageHeader(bytes)
    expect(header.kind).toBe('tiff')
    expect(
      header.pages.map(({ width, height, dpi, index }) => ({ width, height, dpi, index })),
    ).toEqual([
      { width: 40, height: 50, dpi: 300, index: 0 },
      { width: 60, height: 70, dpi: 300, index: 1 },
    ])
  })

  it('refuses more pages than are read of one file, naming both numbers', () => {
    const { bytes } = tiffOf(Array.from({ length: 11 }, () => grey(8, 8)))
    const error = refusal(() => readImageHeader(bytes))
    expect(error.code).toBe('too_large')
    expect(error.message).toBe(
      'This TIFF has 11 pages; we read at most 10 pages of one image file. Split it into files of 10 pages or fewer and upload each.',
    )
  })

  it('refuses a page over the pixel limit by its number, and image data over the file budget', () => {
    const { bytes } = tiffOf([grey(8, 8), grey(8, 8)])
    const error = refusal(() =>
      readImageHeader(bytes, {
        pagePixels: 63,
        maxPages: 10,
        documentDecodedBytes: 1e9,
        jpegScans: 100,
      }),
    )
    expect(error.message).toMatch(/^Page 1 of this TIFF is 8 x 8 pixels, larger than/)
    const data = refusal(() =>
      readImageHeader(bytes, {
        pagePixels: 64,
        maxPages: 10,
        documentDecodedBytes: 600,
        jpegScans: 100,
      }),
    )
    expect(data.code).toBe('too_large')
    expect(data.message).toMatch(/image data, more than the 0 MB we read in one file/)
  })

  it('refuses directories that loop: the chain back to itself, a sub-directory to its parent', () => {
    const loop = tiffOf([grey(8, 8), grey(8, 8)])
    // The second page's "next directory" points back at the first.
    const next = loop.directories[1]! + 2 + loop.bytes.readUInt16LE(loop.directories[1]!) * 12
    loop.bytes.writeUInt32LE(loop.directories[0]!, next)
    expect(refusal(() => readImageHeader(loop.bytes)).message).toMatch(/damaged or cut off/)

    // The first entry (NewSubfileType) turned into a SubIFDs entry naming its own directory.
    const sub = tiffOf([grey(8, 8)])
    const entry = sub.directories[0]! + 2
    sub.bytes.writeUInt16LE(330, entry)
    sub.bytes.writeUInt32LE(sub.directories[0]!, entry + 8)
    expect(refusal(() => readImageHeader(sub.bytes)).code).toBe('unreadable')
  })

  it('refuses a value count of 4 billion and a strip outside the file', () => {
    const counted = tiffOf([grey(8, 8)])
    counted.bytes.writeUInt32LE(0xffff_ffff, counted.directories[0]! + 2 + 4)
    expect(refusal(() => readImageHeader(counted.bytes)).code).toBe('unreadable')
    const strip = tiffOf([grey(8, 8)])
    // Entry 7 is StripOffsets (273).
    strip.bytes.writeUInt32LE(strip.bytes.length + 10, strip.directories[0]! + 2 + 6 * 12 + 8)
    expect(refusal(() => readImageHeader(strip.bytes)).code).toBe('unreadable')
  })

  it('names what it cannot decode: old-style JPEG, BigTIFF, camera raw', () => {
    const oldJpeg = tiffOf([grey(8, 8)])
    // Entry 5 is Compression (259).
    oldJpeg.bytes.writeUInt16LE(6, oldJpeg.directories[0]! + 2 + 4 * 12 + 8)
    expect(refusal(() => readImageHeader(oldJpeg.bytes)).message).toBe(
      'This TIFF uses a compression we cannot read (old-style JPEG). Save it again as a TIFF with LZW, ZIP or CCITT Group 4 compression, or as PNG, and upload the new file.',
    )
    const big = Buffer.from('II+\0\x08\0\0\0\0\0\0\0\0\0\0\0', 'latin1')
    expect(refusal(() => readImageHeader(big)).message).toMatch(/^This is a BigTIFF file/)
    const raw = tiffOf([grey(8, 8)])
    raw.bytes.writeUInt16LE(50740, raw.directories[0]! + 2)
    expect(refusal(() => readImageHeader(raw.bytes)).message).toMatch(/^This is a camera raw file/)
  })

  it('refuses a JPEG-compressed page whose strip claims a larger picture than the page', () => {
    const page = tiffOf([grey(16, 16)])
    const jpeg = smallJpeg(1000, 1000)
    // Compression 7 and the strip replaced by a 1000 x 1000 JPEG, appended to the file.
    const bytes = Buffer.concat([page.bytes, jpeg])
    const first = page.directories[0]! + 2
    bytes.writeUInt16LE(7, first + 4 * 12 + 8)
    bytes.writeUInt32LE(page.bytes.length, first + 6 * 12 + 8)
    bytes.writeUInt32LE(jpeg.length, first + 9 * 12 + 8)
    expect(refusal(() => readImageHeader(bytes)).code).toBe('unreadable')
  })
})
