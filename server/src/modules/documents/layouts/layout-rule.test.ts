/**
 * A layout's rule learned from one corrected value and read on another document of the layout
 * (text PDFs of one form with other values in the same places), and the layout signature that
 * tells that layout from another one.
 */
import { describe, expect, it } from 'vitest'
import { locateValue, type PageWords, READING_LIMITS, readDocumentPages } from '../../../reading'
import {
  FIRST_SHEET,
  informationSheetPdf,
  SECOND_SHEET,
  type SheetValues,
  taxNoticePdf,
} from '../../../testing/fixtures/pdf/layout-pdfs'
import { learnRule, readRule } from './layout-rule'
import { layoutSignature, layoutSimilarity, SAME_LAYOUT } from './layout-signature'

const noOcr = async () => {
  throw new Error('a text PDF needs no OCR')
}

async function page1(make: (values: SheetValues) => Promise<Uint8Array>, values: SheetValues) {
  const pages = await readDocumentPages(await make(values), { ocr: noOcr, limits: READING_LIMITS })
  return pages.words.find((reading) => reading.page === 1) as PageWords
}

function ruleFor(reading: PageWords, value: string, kind: 'name' | 'text' | 'amount' | 'date') {
  const match = locateValue([reading], value, { kind })
  expect(match, `${value} is on the page`).not.toBeNull()
  return learnRule(reading, match!.first, match!.last)
}

describe('a layout rule', () => {
  it('learns a value right of its label and reads the other value printed there', async () => {
    const first = await page1(informationSheetPdf, FIRST_SHEET)
    const second = await page1(informationSheetPdf, SECOND_SHEET)
    const rule = ruleFor(first, FIRST_SHEET.defendant, 'name')
    expect(rule).toMatchObject({
      page: 1,
      placement: 'right',
      anchor: { words: ['mortgagor', 'of', 'record'] },
      lines: 1,
    })
    expect(readRule(first, rule!)?.lines).toEqual([FIRST_SHEET.defendant])
    // A longer name in the same place: read to its end, not cut at the first one's length.
    expect(readRule(second, rule!)?.lines).toEqual([SECOND_SHEET.defendant])
  })

  it('reads a value of two lines, and amounts and dates beside their labels', async () => {
    const first = await page1(informationSheetPdf, FIRST_SHEET)
    const second = await page1(informationSheetPdf, SECOND_SHEET)
    const address = ruleFor(first, `${FIRST_SHEET.street} ${FIRST_SHEET.cityLine}`, 'text')
    expect(address).toMatchObject({ lines: 2, anchor: { words: ['premises'] } })
    expect(readRule(second, address!)?.lines).toEqual([SECOND_SHEET.street, SECOND_SHEET.cityLine])
    const amount = ruleFor(first, '87500.00', 'amount')
    expect(readRule(second, amount!)?.lines).toEqual([SECOND_SHEET.sum])
    const date = ruleFor(first, '2026-03-03', 'date')
    expect(readRule(second, date!)?.lines).toEqual([SECOND_SHEET.entered])
  })

  it('reads a value under its label when nothing stands left of it', async () => {
    const first = await page1(taxNoticePdf, FIRST_SHEET)
    const second = await page1(taxNoticePdf, SECOND_SHEET)
    const rule = ruleFor(first, FIRST_SHEET.defendant, 'name')
    expect(rule).toMatchObject({
      placement: 'below',
      anchor: { words: ['owner', 'name', 'and', 'mailing'] },
    })
    expect(readRule(second, rule!)?.lines).toEqual([SECOND_SHEET.defendant])
  })

  it('reads nothing on a page where its anchor is not printed', async () => {
    const sheet = await page1(informationSheetPdf, FIRST_SHEET)
    const notice = await page1(taxNoticePdf, SECOND_SHEET)
    const rule = ruleFor(sheet, FIRST_SHEET.defendant, 'name')
    expect(readRule(notice, rule!)).toBeNull()
  })
})

describe('a layout signature', () => {
  it('is the same layout for two sheets with other values, and not for another form', async () => {
    const first = layoutSignature(await page1(informationSheetPdf, FIRST_SHEET))
    const second = layoutSignature(await page1(informationSheetPdf, SECOND_SHEET))
    const other = layoutSignature(await page1(taxNoticePdf, FIRST_SHEET))
    expect(first.length).toBeGreaterThan(20)
    expect(first.every((token) => !/\d.*@/.test(token))).toBe(true)
    expect(layoutSimilarity(first, second)).toBeGreaterThanOrEqual(SAME_LAYOUT)
    expect(layoutSimilarity(first, other)).toBeLessThan(SAME_LAYOUT)
    expect(layoutSimilarity(first, [])).toBe(0)
  })

  it('matches a word moved by less than a grid cell, not one moved across the page', () => {
    const words = (dx: number) => ({
      page: 1,
      words: [
        'clerk',
        'file',
        'reference',
        'mortgagor',
        'of',
        'record',
        'premises',
        'sum',
        'claimed',
      ].map((text, i) => ({
        text,
        box: [54 + dx, 700 - i * 24, 90 + dx, 711 - i * 24] as [number, number, number, number],
      })),
    })
    const base = layoutSignature(words(0))
    expect(layoutSimilarity(base, layoutSignature(words(7)))).toBe(1)
    expect(layoutSimilarity(base, layoutSignature(words(300)))).toBe(0)
  })
})
