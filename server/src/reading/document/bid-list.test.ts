/**
 * Master bid lists of 158 properties (issue 17's family, made up: bid-list-records.ts) in three
 * layouts (bid-list-layouts.ts), read as processing reads an upload: the text layer's columns
 * rebuilt from x positions, pages joined, one lead per property. Two figures per layout: what the
 * table reading hands the extractor (each record's text holds its docket, defendants, address
 * and status, and nothing of the next record), and what the extractor then reads from it.
 */
import { describe, expect, it } from 'vitest'
import { cellText } from '../../testing/fixtures/pdf/bid-list-layout'
import { TUNED_LAYOUTS } from '../../testing/fixtures/pdf/bid-list-layouts'
import { bidListPdf } from '../../testing/fixtures/pdf/bid-list-pdf'
import { bidListRecords } from '../../testing/fixtures/pdf/bid-list-records'
import { scoreBidList } from '../../testing/fixtures/pdf/bid-list-score'
import type { OcrPool } from '../pdf/ocr'
import { READING_LIMITS } from '../reading-limits'
import { readDocumentText } from './document-records'
import { readDocumentPages } from './read-document-pages'

const noOcr = async (): Promise<OcrPool> => {
  throw new Error('a text PDF needs no OCR')
}

/**
 * Records the extractor reads wrong from right text, per layout (see the report of issue 34's
 * table work): 'THREE RIVERS PROPERTY GROUP INC' read as 'Three Rivers' (5 records), and a
 * status followed by 'Cost:' when the 'Cost/Tax' cell is empty ('POSTPONED Cost:' taken for one
 * label; 4 records in the layouts that name the column 'Cost').
 */
const EXTRACTOR_MISSES: Record<string, number> = {
  [TUNED_LAYOUTS[0]!.name]: 9,
  [TUNED_LAYOUTS[1]!.name]: 5,
  [TUNED_LAYOUTS[2]!.name]: 9,
}

describe.each(TUNED_LAYOUTS)('a master bid list of 158 properties: $name', (layout) => {
  it('makes one lead per property with its docket, defendants, street, ZIP and status', async () => {
    const truth = bidListRecords(158)
    const pages = await readDocumentPages(await bidListPdf(truth, layout), {
      ocr: noOcr,
      limits: READING_LIMITS,
    })
    const reading = readDocumentText(pages.text)
    expect(reading.leads).toHaveLength(158)

    // The table reading: each record's paragraph carries its own values, as printed.
    const paragraphs = pages.text.split(/\n\n/).map((paragraph) => paragraph.replace(/\s+/g, ' '))
    const whole = truth.filter((want) => {
      const found = paragraphs.filter((paragraph) => paragraph.includes(`: ${want.docket} `))
      const text = `${found[0]} `
      return (
        found.length === 1 &&
        text.includes(`: ${cellText(want, 'defendant', layout)} `) &&
        text.includes(`: ${cellText(want, 'status', layout)} `) &&
        text.includes(`Address: ${layout.property.format(want)} `)
      )
    }).length

    const score = scoreBidList(truth, reading.records)
    console.log(
      `${layout.name}: ${score.leads} leads; record texts whole ${whole}/158; read right ${score.right}/158`,
      score.fields,
    )
    expect(whole).toBe(158)
    expect(score.fields.docket).toBe(158)
    expect(score.fields.street).toBe(158)
    expect(score.fields.zip).toBe(158)
    expect(score.right).toBeGreaterThanOrEqual(158 - EXTRACTOR_MISSES[layout.name]!)
    // Every state and city comes with its lead.
    expect(reading.records.every((found) => found.propertyAddress?.value.state === 'PA')).toBe(true)
  })
})
