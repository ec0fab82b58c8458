/**
 * The images a page would decode, read from the PDF's dictionaries, and the decoded-size limits
 * checked on them: before anything is decoded, so a 600 KB PDF declaring a 25000 x 25000 image
 * is refused with a reason instead of taking gigabytes of memory (Hardening D2).
 */
import { PDF_DECODE_LIMITS } from '@common/limits'
import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { deflatedWhite, imagePagesPdf, textPdf } from '../../testing/fixtures/pdf/sample-pdfs'
import { assertWithinDecodeLimits } from './pdf-decode-limits'
import { decodedImageBytes, readPageImages } from './pdf-images'
import { PdfError } from './pdf-text'
import { documentParams, loadPdfjs } from './pdfjs'

const D2_MESSAGE =
  'Page 1 holds an image of 25000 x 25000 pixels, larger than the 50-megapixel limit we can ' +
  'read. Scan it again at 300 dpi or less and upload the new file.'

function refusal(check: () => void): PdfError {
  try {
    check()
  } catch (error) {
    expect(error).toBeInstanceOf(PdfError)
    expect((error as PdfError).code).toBe('too_large')
    return error as PdfError
  }
  throw new Error('expected a refusal')
}

describe('readPageImages', () => {
  it('reads a 25000 x 25000 image from its dictionary without decoding its stream', async () => {
    // The stream is not even valid Flate data: reading it would fail, so nothing decoded it.
    const pdf = await imagePagesPdf([
      [{ width: 25_000, height: 25_000, data: Buffer.from('not flate data at all') }],
    ])
    const pages = await readPageImages(pdf, [1], 1)
    expect(pages).toEqual([
      {
        pageNumber: 1,
        images: [{ width: 25_000, height: 25_000, bitsPerComponent: 8, components: 1 }],
      },
    ])
    expect(refusal(() => assertWithinDecodeLimits(pages!)).message).toBe(D2_MESSAGE)
  })

  it('refuses the D2 file itself: 600 KB of Flate holding 625 MB of white pixels', async () => {
    const pdf = await imagePagesPdf([[{ width: 25_000, height: 25_000 }]])
    expect(pdf.length).toBeLessThan(700_000)
    const pages = await readPageImages(pdf, [1], 1)
    expect(refusal(() => assertWithinDecodeLimits(pages!)).message).toBe(D2_MESSAGE)
  })

  it('finds images painted through a form, with their soft masks and colour components', async () => {
    const pdf = await imagePagesPdf(
      [
        [
          {
            width: 2550,
            height: 3300,
            colorSpace: 'DeviceRGB',
            data: Buffer.from('x'),
            softMask: { width: 7000, height: 7000, data: Buffer.from('x') },
          },
        ],
      ],
      { inForm: true },
    )
    const [page] = (await readPageImages(pdf, [1], 1))!
    expect(page?.images).toEqual([
      { width: 2550, height: 3300, bitsPerComponent: 8, components: 3 },
      { width: 7000, height: 7000, bitsPerComponent: 8, components: 1 },
    ])
    expect(decodedImageBytes(page!.images[0]!)).toBe(2550 * 3300 * 3)
    // 8.4 MP + 49 MP on one page: each within the limit, over it together.
    expect(refusal(() => assertWithinDecodeLimits([page!])).message).toBe(
      'Page 1 holds 2 images of 57 megapixels in all, more than the 50-megapixel limit we can ' +
        'read on one page. Scan it again at 300 dpi or less and upload the new file.',
    )
  })

  it('counts what a page paints, not every image a shared resource dictionary holds', async () => {
    const spare = { width: 6000, height: 6000, data: Buffer.from('x') }
    const pdf = await imagePagesPdf([[{ width: 1700, height: 2200, data: Buffer.from('x') }], []], {
      unpaintedImages: [spare, spare, spare],
    })
    const pages = (await readPageImages(pdf, [1, 2], 2))!
    expect(pages.map((page) => page.images.map((image) => image.width))).toEqual([[1700], []])
    expect(() => assertWithinDecodeLimits(pages)).not.toThrow()
  })

  it('counts inline images (BI ... ID ... EI) in the content stream', async () => {
    const doc = await PDFDocument.create()
    const page = doc.addPage([612, 792])
    const content = `q 612 0 0 792 0 0 cm BI /W 12000 /H 9000 /CS /RGB /BPC 8 /F /Fl ID \nxx\nEI Q`
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)))
    const pages = (await readPageImages(await doc.save(), [1], 1))!
    expect(pages[0]?.images).toEqual([
      { width: 12_000, height: 9000, bitsPerComponent: 8, components: 3 },
    ])
    expect(refusal(() => assertWithinDecodeLimits(pages)).message).toContain(
      'Page 1 holds an image of 12000 x 9000 pixels',
    )
  })

  it('adds up the decoded bytes of every page to be read', async () => {
    const page = { width: 5000, height: 6600, colorSpace: 'DeviceRGB' as const }
    const pdf = await imagePagesPdf([[page], [page], [page]])
    const pages = (await readPageImages(pdf, [1, 2, 3], 3))!
    // 3 x 99 MB: within the real limit, over a limit of 250 MB.
    expect(() => assertWithinDecodeLimits(pages)).not.toThrow()
    const limits = { ...PDF_DECODE_LIMITS, documentDecodedBytes: 250_000_000 }
    expect(refusal(() => assertWithinDecodeLimits(pages, limits)).message).toBe(
      'The scanned pages of this PDF hold 297 MB of image data, more than the 250 MB we can ' +
        'read in one document. Scan them again at 300 dpi or less, or upload fewer pages at a time.',
    )
  })

  it('reads files whose objects sit in compressed object streams', async () => {
    const doc = await PDFDocument.load(
      await imagePagesPdf([[{ width: 30_000, height: 2000, data: Buffer.from('x') }]]),
    )
    const compressed = await doc.save({ useObjectStreams: true })
    expect(Buffer.from(compressed).includes('/ObjStm')).toBe(true)
    const pages = (await readPageImages(compressed, [1], 1))!
    expect(pages[0]?.images.map((image) => image.width)).toEqual([30_000])
  })

  it('does not let pdf-lib inflate an object stream that is a decompression bomb', async () => {
    // pdf-lib inflates every object stream whole while loading: 200 MB from 200 KB here.
    const doc = await PDFDocument.load(await textPdf())
    const bomb = await deflatedWhite(200 * 1024 * 1024)
    doc.context.register(
      doc.context.stream(bomb, { Type: 'ObjStm', N: 0, First: 0, Filter: 'FlateDecode' }),
    )
    const pdf = await doc.save({ useObjectStreams: false })
    const before = process.memoryUsage().arrayBuffers
    expect(await readPageImages(pdf, [1], 1)).toBeNull()
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(100 * 1024 * 1024)
  })

  it('finds nothing on a text page, and gives up (null) on what pdf-lib cannot read', async () => {
    expect(await readPageImages(await textPdf(), [1], 1)).toEqual([{ pageNumber: 1, images: [] }])
    expect(await readPageImages(Buffer.from('%PDF-1.7\nnothing here'), [1], 1)).toBeNull()
    // pdfjs and pdf-lib disagree on the pages: the numbers cannot be trusted.
    expect(await readPageImages(await textPdf(), [1], 2)).toBeNull()
  })
})

describe('pdfjs, opened with our parameters', () => {
  async function paintedImages(pdf: Uint8Array): Promise<number> {
    const pdfjs = await loadPdfjs()
    const doc = await pdfjs.getDocument(documentParams(pdf)).promise
    try {
      const list = await (await doc.getPage(1)).getOperatorList()
      return list.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length
    } finally {
      await doc.destroy()
    }
  }

  it('leaves out, without decoding, an image the dictionary check did not stop', async () => {
    expect(await paintedImages(await imagePagesPdf([[{ width: 300, height: 400 }]]))).toBe(1)
    const huge = [{ width: 25_000, height: 25_000, data: Buffer.from('never decoded') }]
    expect(await paintedImages(await imagePagesPdf([huge]))).toBe(0)
  })
})
