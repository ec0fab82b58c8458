/**
 * A fixed-width master bid list (made up, in the layout issue 17 describes) read as processing
 * reads an upload: its columns rebuilt from the text positions, one lead per property with its
 * docket, defendants, address, ZIP, sale date and status.
 */
import { describe, expect, it } from 'vitest'
import { bidListPdf, bidListRecords } from '../../testing/fixtures/pdf/bid-list-pdf'
import { readPdf } from '../pdf/pdf-text'
import { readDocumentText } from './document-records'

describe('a master bid list of 158 properties on 23 pages', () => {
  it('makes one lead per property, each with its own fields', async () => {
    const truth = bidListRecords(158)
    const pdf = await readPdf(await bidListPdf(truth), { maxPages: 150 })
    expect(pdf.pageCount).toBe(23)
    const reading = readDocumentText(pdf.pages.map((page) => page.text).join('\n\n'))
    expect(reading.leads).toHaveLength(158)
    let right = 0
    reading.records.forEach((found, i) => {
      const want = truth[i]!
      const ok =
        found.caseNumber?.value === want.docket &&
        found.defendants?.value.join(' and ') === want.defendant &&
        found.propertyAddress?.value.street?.toLowerCase() === want.street.toLowerCase() &&
        found.propertyAddress?.value.zip === want.zip &&
        found.saleDate?.value === want.saleDate &&
        found.saleStatus?.value === want.status
      if (ok) right++
      else if (right + 3 > i) console.log(want, JSON.stringify(found).slice(0, 600))
    })
    expect(right).toBe(158)
    expect(reading.leads[4]?.saleStatus).toBe('cancelled')
    expect(reading.leads[2]?.saleStatus).toBe('postponed')
  })
})
