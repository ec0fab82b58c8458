import { PDFDocument } from 'pdf-lib'
import { afterAll, describe, expect, it } from 'vitest'
import {
  imageOnlyPdf,
  scanWithWrongLayerPdf,
  textPdf,
} from '../../testing/fixtures/pdf/sample-pdfs'
import { createOcrPool, type OcrPool } from '../pdf/ocr'
import { READING_LIMITS } from '../reading-limits'
import { readDocumentPages, scanResolution } from './read-document-pages'
import { textQuality } from './text-quality'

let pool: OcrPool | undefined
const ocr = async () => {
  pool ??= await createOcrPool({ size: 2 })
  return pool
}
afterAll(async () => {
  await pool?.close()
})

describe('scanResolution', () => {
  const letter = { number: 1, text: '', hasText: false, width: 612, height: 792 }
  it('finds a page-filling scan and its dpi, upright or turned', () => {
    const image = { width: 2550, height: 3300, bitsPerComponent: 1, components: 1 }
    expect(scanResolution(letter, [image])).toBe(300)
    expect(scanResolution({ ...letter, width: 792, height: 612 }, [image])).toBe(300)
  })
  it('is null for a logo or a picture that does not fill the page', () => {
    expect(
      scanResolution(letter, [{ width: 300, height: 80, bitsPerComponent: 8, components: 3 }]),
    ).toBeNull()
  })
})

describe('textQuality', () => {
  it('rates OCR debris below clean text', () => {
    const clean = 'Commonly known as: 906 LONG MEADOW DR ROUND ROCK, TX 78664 on 4/1/2025'
    const debris = "at~'-D, Fl}~P_e_M ~E~°tu.. County Clerk;W!lliamson 3/l 7/2005 I0am rDENTIFIED"
    expect(textQuality(clean)).toBeGreaterThan(0.9)
    expect(textQuality(debris)).toBeLessThan(0.5)
  })
})

describe('readDocumentPages', () => {
  const limits = READING_LIMITS
  it('reads a text layer without OCR', async () => {
    const { text, ocrPages } = await readDocumentPages(await textPdf(), { ocr, limits })
    expect(ocrPages).toBe(0)
    expect(text).toContain('2026-CV-001234')
  })

  it('OCRs a page without a text layer', async () => {
    const { pages, ocrPages } = await readDocumentPages(await imageOnlyPdf(), { ocr, limits })
    expect(ocrPages).toBe(1)
    expect(pages[0]?.source).toBe('ocr')
    expect(pages[0]?.text).toContain('2026-CV-001234')
  }, 60_000)

  it("reads a scan again when it carries a scanner's hidden layer, and keeps both readings", async () => {
    const { text, alternative, pages } = await readDocumentPages(await scanWithWrongLayerPdf(), {
      ocr,
      limits,
    })
    expect(pages[0]?.source).toBe('ocr')
    expect(text).toContain('2026-CV-001234')
    expect(alternative).toContain('2026-CV-001284')
  }, 60_000)
})

describe('readDocumentPages when the OCR fails', () => {
  it('rejects with the failure, and the pages it never awaited leave no unhandled rejection', async () => {
    // Two scanned pages: the first page's failure ends the read before the second is awaited.
    const one = await PDFDocument.load(await imageOnlyPdf())
    const two = await PDFDocument.create()
    for (const page of await two.copyPages(one, [0, 0])) two.addPage(page)
    const closed: OcrPool = {
      size: 1,
      recognize: () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('The OCR pool is closed.')), 50),
        ),
      close: async () => undefined,
    }
    const rejections: unknown[] = []
    const onRejection = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', onRejection)
    try {
      await expect(
        readDocumentPages(await two.save(), { ocr: async () => closed, limits: READING_LIMITS }),
      ).rejects.toThrow('The OCR pool is closed.')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(rejections).toEqual([])
    } finally {
      process.off('unhandledRejection', onRejection)
    }
  }, 60_000)
})

describe('readDocumentPages on a long scan', () => {
  it('keeps at most one page more than the pool has workers rendered and waiting, and reads them all in order', async () => {
    const one = await PDFDocument.load(await imageOnlyPdf())
    const five = await PDFDocument.create()
    for (const page of await five.copyPages(one, [0, 0, 0, 0, 0])) five.addPage(page)
    let pending = 0
    let most = 0
    let read = 0
    const slow: OcrPool = {
      size: 1,
      recognize: async () => {
        pending++
        most = Math.max(most, pending)
        // Slower than a render, so pages would pile up without the bound.
        await new Promise((resolve) => setTimeout(resolve, 1200))
        pending--
        read++
        return { text: `page ${read}`, confidence: 90, tsv: '' }
      },
      close: async () => undefined,
    }
    const { pages, ocrPages } = await readDocumentPages(await five.save(), {
      ocr: async () => slow,
      limits: READING_LIMITS,
    })
    expect(ocrPages).toBe(5)
    expect(pages.map((page) => page.text)).toEqual([
      'page 1',
      'page 2',
      'page 3',
      'page 4',
      'page 5',
    ])
    // One page being read and one rendered beside it, never the whole scan.
    expect(most).toBe(2)
  }, 60_000)
})
