import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  imageOnlyPdf,
  noticePng,
  numberedPages,
  textPdf,
} from '../../testing/fixtures/pdf/sample-pdfs.js'
import { createOcrPool, type OcrPool } from './ocr.js'
import { renderPageToPng } from './pdf-render.js'
import { PdfError, readPdf } from './pdf-text.js'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Upper-case, and OCR's usual confusions of digits in numbers (O→0, l/I→1) undone. */
function tokens(text: string): string {
  return text.toUpperCase().replace(/\s+/g, ' ')
}

function normaliseDigits(text: string): string {
  return tokens(text)
    .replace(/(?<=[\d-])[OQ](?=[\d-]|\b)/g, '0')
    .replace(/(?<=\d)[IL|](?=\d)/g, '1')
}

async function refusal(promise: Promise<unknown>): Promise<PdfError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PdfError)
  return error as PdfError
}

describe('readPdf', () => {
  it('reads the text layer of a generated notice', async () => {
    const result = await readPdf(await textPdf(), { maxPages: 10 })
    expect(result.pageCount).toBe(1)
    expect(result.pages).toHaveLength(1)
    const page = result.pages[0]
    expect(page?.hasText).toBe(true)
    expect(page?.text).toContain('NOTICE OF SHERIFF SALE')
    expect(page?.text).toContain('Case No. 2026-CV-001234')
    expect(page?.text).toContain('123 Example Street, Springfield, OH 45500')
  })

  it('flags an image-only page as having no usable text', async () => {
    const result = await readPdf(await imageOnlyPdf(), { maxPages: 10 })
    expect(result.pageCount).toBe(1)
    expect(result.pages[0]).toMatchObject({ number: 1, hasText: false })
  })

  it('treats a page with only a few letters as having no text', async () => {
    const result = await readPdf(await textPdf(['Page 7', '12/03']), { maxPages: 1 })
    expect(result.pages[0]?.hasText).toBe(false)
  })

  it('honours the page cap but reports the real page count', async () => {
    const result = await readPdf(await numberedPages(5), { maxPages: 2 })
    expect(result.pageCount).toBe(5)
    expect(result.pages.map((p) => p.number)).toEqual([1, 2])
    expect(result.pages[1]?.text).toContain('page number 2')
  })

  it('refuses a PNG and plain text as not_pdf', async () => {
    expect((await refusal(readPdf(await noticePng(72), { maxPages: 1 }))).code).toBe('not_pdf')
    const text = new TextEncoder().encode('NOTICE OF SHERIFF SALE, definitely a PDF')
    expect((await refusal(readPdf(text, { maxPages: 1 }))).code).toBe('not_pdf')
    expect((await refusal(readPdf(new Uint8Array(), { maxPages: 1 }))).code).toBe('not_pdf')
  })

  it('refuses a truncated PDF as unparsable', async () => {
    const bytes = await textPdf()
    const truncated = bytes.slice(0, Math.floor(bytes.length / 3))
    const error = await refusal(readPdf(truncated, { maxPages: 1 }))
    expect(error.code).toBe('unparsable')
    expect(error.message).toMatch(/could not be read/)
    const garbage = new TextEncoder().encode('%PDF-1.7\n this is not a real document\n%%EOF')
    expect((await refusal(readPdf(garbage, { maxPages: 1 }))).code).toBe('unparsable')
  })

  it('leaves the caller’s bytes intact', async () => {
    const bytes = await textPdf()
    const length = bytes.length
    await readPdf(bytes, { maxPages: 1 })
    expect(bytes.length).toBe(length)
  })
})

describe('renderPageToPng', () => {
  it('renders a page at the requested DPI', async () => {
    const page = await renderPageToPng(await textPdf(), 1, { dpi: 150 })
    expect([...page.png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]) // "PNG"
    expect(page).toMatchObject({ width: 1275, height: 1650, dpi: 150 })
  })

  it('caps the pixel count and refuses a missing page', async () => {
    const page = await renderPageToPng(await textPdf(), 1, { dpi: 600, maxPixels: 1_000_000 })
    expect(page.width * page.height).toBeLessThanOrEqual(1_000_000)
    expect((await refusal(renderPageToPng(await textPdf(), 2))).code).toBe('unparsable')
  })
})

describe('OCR pool', () => {
  let pool: OcrPool
  beforeAll(async () => {
    const started = performance.now()
    pool = await createOcrPool({ size: 2 })
    console.log(`OCR pool of 2 started in ${Math.round(performance.now() - started)} ms`)
  })
  afterAll(() => pool?.close())

  it('reads the case number and the ZIP from the image-only page', async () => {
    const pdf = await imageOnlyPdf()
    let started = performance.now()
    const page = await renderPageToPng(pdf, 1, { dpi: 300 })
    const renderMs = performance.now() - started
    started = performance.now()
    const result = await pool.recognize(page.png)
    const ocrMs = performance.now() - started
    console.log(
      `render 300 dpi ${Math.round(renderMs)} ms; OCR one page ${Math.round(ocrMs)} ms; confidence ${result.confidence}`,
    )
    const text = normaliseDigits(result.text)
    expect(text).toContain('2026-CV-001234')
    expect(text).toContain('45500')
    expect(text).toContain('SHERIFF SALE')
    expect(result.confidence).toBeGreaterThan(60)
  }, 60_000)

  it('runs jobs on both workers and refuses work after close', async () => {
    const png = await noticePng(200)
    const started = performance.now()
    const results = await Promise.all([pool.recognize(png), pool.recognize(png)])
    console.log(`two pages in parallel on 2 workers ${Math.round(performance.now() - started)} ms`)
    for (const r of results) expect(normaliseDigits(r.text)).toContain('45500')
    const other = await createOcrPool({ size: 1 })
    await other.close()
    await other.close()
    await expect(other.recognize(png)).rejects.toThrow(/closed/)
  }, 60_000)

  it('never touches the network (child process with every socket refused)', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(here, '../../testing/fixtures/pdf/ocr-offline-run.ts')],
      {
        env: {
          ...process.env,
          NODE_OPTIONS: `--require ${path.join(here, '../../testing/fixtures/pdf/block-network.cjs')}`,
        },
        timeout: 60_000,
      },
    )
    expect(stderr).not.toContain('NETWORK_ATTEMPT')
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { text: string }
    expect(normaliseDigits(result.text)).toContain('2026-CV-001234')
  }, 70_000)
})
