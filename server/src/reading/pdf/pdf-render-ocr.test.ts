/**
 * Pages rendered for OCR (netpbm images from one opened document) read exactly as their PNGs
 * did: the same pixels, so tesseract gives the same words and boxes, grey or colour.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  imageOnlyPdf,
  multiPagePdf,
  noticePng,
  textPdf,
} from '../../testing/fixtures/pdf/sample-pdfs.js'
import { createOcrPool, type OcrPool } from './ocr.js'
import { type OcrPageImage, renderPagesForOcr, renderPageToPng } from './pdf-render.js'

/** The notice on tinted paper, as a colour scanner gives it. */
async function tintedScanPdf(): Promise<Uint8Array> {
  const notice = await loadImage(await noticePng(200))
  const canvas = createCanvas(notice.width, notice.height)
  const context = canvas.getContext('2d')
  context.drawImage(notice, 0, 0)
  context.globalCompositeOperation = 'multiply'
  context.fillStyle = '#f4e7c8'
  context.fillRect(0, 0, notice.width, notice.height)
  return imageOnlyPdf(canvas.toBuffer('image/png'))
}

async function renderAll(pdf: Uint8Array, pages: number[], dpi = 200): Promise<OcrPageImage[]> {
  const out: OcrPageImage[] = []
  await renderPagesForOcr(
    pdf,
    pages.map((number) => ({ number, dpi })),
    {},
    (page) => {
      out.push(page)
    },
  )
  return out
}

describe('renderPagesForOcr', () => {
  it('draws the pages in order, each only after the previous one was taken', async () => {
    const pdf = await multiPagePdf([['ONE'], ['TWO'], ['THREE']])
    const seen: number[] = []
    let release: () => void = () => {}
    let firstTaken: () => void = () => {}
    const first = new Promise<void>((resolve) => (firstTaken = resolve))
    const rendering = renderPagesForOcr(
      pdf,
      [3, 1].map((number) => ({ number, dpi: 72 })),
      {},
      (page) => {
        seen.push(page.number)
        if (page.number !== 3) return
        firstTaken()
        return new Promise<void>((resolve) => (release = resolve))
      },
    )
    // However long the first page takes to draw on a loaded machine, the second waits for it.
    await first
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(seen).toEqual([3])
    release()
    await rendering
    expect(seen).toEqual([3, 1])
  })

  it('gives the pixel size, dpi and transform of the PNG render, and refuses a missing page', async () => {
    const pdf = await textPdf()
    const [page] = await renderAll(pdf, [1], 150)
    const png = await renderPageToPng(pdf, 1, { dpi: 150 })
    expect(page).toMatchObject({
      number: 1,
      width: png.width,
      height: png.height,
      dpi: 150,
      transform: png.transform,
    })
    await expect(renderAll(pdf, [2])).rejects.toMatchObject({ code: 'unparsable' })
  })

  it('opens nothing when no page is asked for (a text PDF is not parsed again)', async () => {
    const notAPdf = new Uint8Array([1, 2, 3])
    await expect(renderAll(notAPdf, [])).resolves.toEqual([])
    await expect(renderAll(notAPdf, [1])).rejects.toMatchObject({ code: 'not_pdf' })
  })
})

describe('OCR of pages rendered for OCR', () => {
  let pool: OcrPool
  beforeAll(async () => {
    pool = await createOcrPool({ size: 2, dpi: 200 })
  })
  afterAll(() => pool?.close())

  it.each([
    ['grey', 'P5', imageOnlyPdf],
    ['colour', 'P6', tintedScanPdf],
  ])(
    'reads a %s scan to the same words and boxes as its PNG',
    async (_, kind, makePdf) => {
      const pdf = await makePdf()
      const [page] = await renderAll(pdf, [1])
      expect(page!.image.toString('latin1', 0, 2)).toBe(kind)
      const png = await renderPageToPng(pdf, 1, { dpi: 200 })
      const [fromPnm, fromPng] = await Promise.all([
        pool.recognize(page!.image),
        pool.recognize(png.png),
      ])
      expect(fromPnm.text).toContain('SHERIFF SALE')
      expect(fromPnm.text).toBe(fromPng.text)
      expect(fromPnm.tsv).toBe(fromPng.tsv)
    },
    60_000,
  )
})
