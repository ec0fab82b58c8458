/**
 * The reader processes (reader-pool.ts): a file is read in a forked process and its text comes
 * back; what the reader throws comes back as the same class; a reader that breaks its memory
 * cap or the wall time is killed, the file refused with a ReaderLimitError a person can act on,
 * and the next file gets a fresh reader; a stopped reading kills its reader at once.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { docxOf } from '../../testing/fixtures/docx/sample-docx'
import { makePdf } from '../../testing/upload-test-helpers'
import { DocxError } from '../docx/docx-text'
import { PdfError } from '../pdf/pdf-text'
import { READING_LIMITS } from '../reading-limits'
import { createReaderPool, ReaderLimitError } from './reader-pool'

const noOcr = async () => {
  throw new Error('no page of these files needs OCR')
}
const options = { ocr: noOcr, ocrSize: 1, limits: READING_LIMITS, timeMs: 60_000 }

const pools: Array<ReturnType<typeof createReaderPool>> = []
const pool = (limits?: NonNullable<Parameters<typeof createReaderPool>[0]>['limits']) => {
  const made = createReaderPool({ size: 1, limits })
  pools.push(made)
  return made
}
afterAll(async () => {
  await Promise.all(pools.map((made) => made.close()))
})

describe('a reader process', () => {
  it('reads a PDF and a Word document, one reader for both', async () => {
    const readers = pool()
    const text = 'NOTICE OF LIS PENDENS against Avery Testman'
    const pdf = await readers.read(await makePdf(text), options)
    expect(pdf.text).toContain(text)
    const docx = await readers.read(await docxOf(['First paragraph', 'Second one']), options)
    expect(docx.text).toBe('First paragraph\n\nSecond one')
    expect(readers.stats).toMatchObject({ started: 1, killed: 0, reads: 2 })
  })

  it("sends back the reader's own refusal as its class", async () => {
    const readers = pool()
    const notPdf = readers.read(Buffer.from('%PDF-1.7 and nothing else'), options)
    await expect(notPdf).rejects.toBeInstanceOf(PdfError)
    const zip = readers.read(Buffer.from('PK\u0003\u0004 not a zip at all'), options)
    await expect(zip).rejects.toBeInstanceOf(DocxError)
  })

  it('is killed over its memory cap, the file refused, and replaced for the next file', async () => {
    // Loading pdf.js alone takes a reader past 200 MB; a small Word file stays well under.
    const readers = pool({ memoryMb: 200 })
    const pdf = readers.read(await makePdf(), options)
    await expect(pdf).rejects.toBeInstanceOf(ReaderLimitError)
    await expect(pdf).rejects.toMatchObject({
      limit: 'memory',
      message:
        'This PDF needs more memory than an upload may use. Save or scan it again at a smaller size (300 dpi or less for scans), or upload fewer pages at a time.',
    })
    const docx = await readers.read(await docxOf(['Still reading']), options)
    expect(docx.text).toBe('Still reading')
    expect(readers.stats).toMatchObject({ started: 2, killed: 1, reads: 2 })
  })

  it('is killed when the file takes longer than its time', async () => {
    const readers = pool()
    const slow = readers.read(await makePdf(), { ...options, timeMs: 1 })
    await expect(slow).rejects.toMatchObject({
      limit: 'time',
      message: 'Processing took too long for this PDF. Try a smaller file or fewer pages.',
    })
  })

  it('stops at once when its reading is stopped, with the reason given', async () => {
    const readers = pool()
    const stop = new AbortController()
    const reading = readers.read(await makePdf(), { ...options, signal: stop.signal })
    stop.abort(new Error('the claim was lost'))
    await expect(reading).rejects.toThrow('the claim was lost')
    expect((await readers.read(await docxOf(['Next']), options)).text).toBe('Next')
  })
})
