/**
 * Where the extracted fields are on the page: on the text-layer PDFs of the generated corpus, the
 * case number's box holds the case number's own words on the page where it is printed; on an
 * image-only scan of the same notice (OCR word boxes mapped back through the render's
 * transform), the box sits where the text-layer PDF prints it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../lib/repo-root'
import { readDocumentText } from '../document/document-records'
import { readDocumentPages } from '../document/read-document-pages'
import { createOcrPool, type OcrPool } from '../pdf/ocr'
import { READING_LIMITS } from '../reading-limits'
import { amountNeedles, dateNeedles, locateEvidence } from './locate-evidence'
import type { Box, PageWords } from './page-words'
import { findInStream, findTokensNear, fold, wordStream } from './word-stream'

const CORPUS = path.join(REPO_ROOT, 'server/src/testing/fixtures/document-corpus/pdfs')
const noOcr = async (): Promise<OcrPool> => {
  throw new Error('a text-layer PDF needs no OCR')
}

let pool: OcrPool | undefined
afterAll(async () => {
  await pool?.close()
})

async function located(file: string, ocr: () => Promise<OcrPool> = noOcr) {
  const pages = await readDocumentPages(readFileSync(path.join(CORPUS, file)), {
    ocr,
    limits: READING_LIMITS,
  })
  const reading = readDocumentText(pages.text, pages.alternative)
  return { pages, found: reading.found, positions: locateEvidence(reading.found, pages.words) }
}

const centre = (box: Box) => [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2] as const
const inside = (box: Box, outer: Box) =>
  box[0] >= outer[0] - 0.5 &&
  box[2] <= outer[2] + 0.5 &&
  box[1] >= outer[1] - 0.5 &&
  box[3] <= outer[3] + 0.5

/** The folded text of the page's words whose centres lie in one of `boxes`. */
function textUnder(reading: PageWords, boxes: Box[]): string {
  return reading.words
    .filter((word) => {
      const [x, y] = centre(word.box)
      return boxes.some((box) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3])
    })
    .map((word) => fold(word.text))
    .join('')
}

describe('evidence positions on text-layer PDFs', () => {
  const files = readdirSync(CORPUS).filter(
    (file) => file.endsWith('.pdf') && !file.includes('-scan'),
  )

  it.each(files)('%s: the case number is boxed where its text is', async (file) => {
    const { pages, found, positions } = await located(file)
    if (!found.caseNumber) return
    const location = positions.caseNumber
    expect(location, 'the case number was not located').toBeDefined()
    const page = pages.words.find((reading) => reading.page === location!.page)!
    expect(fold(pages.pages[location!.page - 1]!.text)).toContain(fold(found.caseNumber.value))
    expect(textUnder(page, location!.boxes)).toContain(fold(found.caseNumber.value))
    for (const box of location!.boxes) {
      expect(box[0]).toBeLessThan(box[2])
      expect(box[1]).toBeLessThan(box[3])
      expect(inside(box, [0, 0, 612, 792])).toBe(true)
    }
  })

  it('finds every field of a two-page complaint on its pages, each under its own words', async () => {
    const { pages, found, positions } = await located('ny-verified-complaint-two-pages.pdf')
    const fields = ['defendantName', 'propertyAddress', 'caseNumber', 'loanAmount'] as const
    for (const field of fields) expect(positions[field], field).toBeDefined()
    const amountPage = pages.words.find((reading) => reading.page === positions.loanAmount!.page)!
    expect(textUnder(amountPage, positions.loanAmount!.boxes)).toContain(
      amountNeedles(found.amount!.value.value).at(-1),
    )
  })
})

describe('how many pages keep their words', () => {
  it('keeps the positions of the first positionPages pages only', async () => {
    const bytes = readFileSync(path.join(CORPUS, 'ny-verified-complaint-two-pages.pdf'))
    const pages = await readDocumentPages(bytes, {
      ocr: noOcr,
      limits: { ...READING_LIMITS, positionPages: 1 },
    })
    expect(pages.words.map((reading) => [reading.page, reading.words.length > 0])).toEqual([
      [1, true],
      [2, false],
    ])
  })
})

describe('evidence positions on an OCR-read scan', () => {
  it('boxes the case number where the text-layer original prints it (within 6 points)', async () => {
    const text = await located('ca-trustee-sale-sacramento.pdf')
    const scan = await located('ca-trustee-sale-sacramento-scan.pdf', async () => {
      pool ??= await createOcrPool({ size: 1 })
      return pool
    })
    expect(scan.pages.pages[0]!.source).toBe('ocr')
    const original = text.positions.caseNumber!
    const read = scan.positions.caseNumber!
    expect(read.page).toBe(original.page)
    const [ox, oy] = centre(original.boxes[0]!)
    const [rx, ry] = centre(read.boxes[0]!)
    expect(Math.abs(ox - rx)).toBeLessThan(6)
    expect(Math.abs(oy - ry)).toBeLessThan(6)
  }, 60_000)
})

describe('finding a value on the words', () => {
  const reading = (texts: string[]): PageWords => ({
    page: 1,
    words: texts.map((text, i) => ({ text, box: [i * 50, 700, i * 50 + 40, 712] as Box })),
  })

  it('matches across spacing and punctuation, only at word or letter/digit edges', () => {
    const stream = wordStream(reading(['Case', 'No.2023-CV-', '01234', 'amount', '3124']))
    expect(findInStream(stream, '2023cv01234')).toHaveLength(1)
    expect(findInStream(stream, '12')).toHaveLength(0)
    const [match] = findInStream(stream, '2023cv01234')
    expect(match).toMatchObject({ first: 1, last: 2, headCut: 2, tailCut: 0 })
  })

  it('finds a name printed surname first', () => {
    const stream = wordStream(reading(['v.', 'SMITH,', 'JOHN', 'Q.', 'Defendant']))
    const [match] = findTokensNear(stream, ['john', 'smith'])
    expect(match).toMatchObject({ first: 1, last: 2 })
  })

  it('prints dates and amounts the ways documents do', () => {
    expect(dateNeedles('2024-05-08')).toEqual(
      expect.arrayContaining(['may82024', '05082024', '582024', '8thdayofmay2024', 'may8th2024']),
    )
    expect(amountNeedles('245000.00')).toEqual(['24500000', '245000'])
    expect(amountNeedles('1234.56')).toEqual(['123456'])
  })

  it('keeps a field out when its value is nowhere on the pages', () => {
    const positions = locateEvidence(
      {
        documentType: { value: 'other', confidence: 0.2, snippet: '' },
        defendants: null,
        plaintiff: null,
        propertyAddress: null,
        caseNumber: { value: '99-XY-1', confidence: 0.9, snippet: 'Case No. 99-XY-1' },
        court: null,
        amount: null,
        amounts: [],
        date: null,
        saleDate: null,
        saleStatus: null,
        phones: [],
        emails: [],
        contacts: [],
      },
      [reading(['Case', 'No.', '2023-CV-01234'])],
    )
    expect(positions.caseNumber).toBeUndefined()
  })
})
