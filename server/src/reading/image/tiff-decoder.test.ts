/**
 * utif2 in its worker thread: the pages of a made TIFF come back as the pixels written, one page
 * after another; a page that takes too long stops the thread with a message, and a page utif2
 * fails on is a refusal, never a crash of the process that asked. And reading an image's pages refuses an
 * over-limit file before anything is decoded or OCR'd.
 */
import { describe, expect, it } from 'vitest'
import { type GreyPage, tiffOf } from '../../testing/fixtures/images/page-images'
import { READING_LIMITS } from '../reading-limits'
import { ImageError } from './image-error'
import { readImagePages } from './read-image-pages'
import { openTiffDecoder } from './tiff-decoder'

const page = (width: number, height: number, value: number): GreyPage => ({
  width,
  height,
  pixels: new Uint8Array(width * height).map((_, i) => (i % width < width / 2 ? value : 255)),
})

describe('openTiffDecoder', () => {
  it('decodes each page of a multi-page TIFF to RGBA, in any order asked', async () => {
    const { bytes } = tiffOf([page(6, 4, 0), page(10, 3, 100)], { compression: 'deflate' })
    const decoder = openTiffDecoder(bytes)
    try {
      const second = await decoder.decode(1, 2)
      expect([second.width, second.height, second.rgba.length]).toEqual([10, 3, 120])
      expect([...second.rgba.subarray(0, 4)]).toEqual([100, 100, 100, 255])
      expect([...second.rgba.subarray(36, 40)]).toEqual([255, 255, 255, 255])
      const first = await decoder.decode(0, 1)
      expect([first.width, first.height]).toEqual([6, 4])
      expect([...first.rgba.subarray(0, 4)]).toEqual([0, 0, 0, 255])
    } finally {
      await decoder.close()
    }
  })

  it('answers a page utif2 fails on with a message naming it, and goes on with the next', async () => {
    const { bytes } = tiffOf([page(6, 4, 0)])
    const decoder = openTiffDecoder(bytes)
    try {
      // Directory 3 is not in the file: the decoder's own error, as any failure of utif2's is.
      const error = await decoder.decode(3, 4).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ImageError)
      expect((error as ImageError).message).toBe(
        'Page 4 of this TIFF could not be decoded (no image directory 3). Save it again as PNG or JPEG and upload the new file.',
      )
      expect((await decoder.decode(0, 1)).width).toBe(6)
    } finally {
      await decoder.close()
    }
  })

  it('stops the thread when a page takes longer than its time, and decodes nothing after', async () => {
    const { bytes } = tiffOf([page(2000, 2000, 0), page(8, 8, 0)], { compression: 'deflate' })
    const decoder = openTiffDecoder(bytes, { pageTimeMs: 1 })
    const slow = await decoder.decode(0, 1).catch((e: unknown) => e)
    expect((slow as Error).message).toMatch(
      /^Page 1 of this TIFF could not be decoded \(it took longer than 0 s\)/,
    )
    const after = await decoder.decode(1, 2).catch((e: unknown) => e)
    expect((after as Error).message).toMatch(/^Page 2 of this TIFF could not be decoded/)
    await decoder.close()
  })
})

describe('readImagePages', () => {
  it('refuses an image over the limits before decoding or OCR, as a scanned PDF would be', async () => {
    const { bytes } = tiffOf([page(40, 40, 0)])
    const ocr = () => Promise.reject(new Error('OCR must not be reached'))
    const error = await readImagePages(bytes, {
      ocr,
      limits: { ...READING_LIMITS, pagePixels: 1000 },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageError)
    expect((error as ImageError).code).toBe('too_large')
  })
})
