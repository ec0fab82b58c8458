/**
 * The CT Judicial pending sales file preset on rows of the recorded Fairfield page (a CSV of the
 * page's own columns, as the licensed bulk file is assumed to carry them): docket, sale date,
 * the address after 'ADDRESS:', the county from the docket's district prefix.
 */
import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { hasRealData, readRealFile } from '../../../../testing/real-data'
import { importWithPreset } from '../file-import-preset'
import { ctJudicialPendingSalesFile } from './ct-judicial-bulk-file'

const HEADER = ['#', 'Sale Date', 'Docket Number', 'Type of Sale & Property Address']

/** The recorded page's grid as CSV rows (cell text, line breaks as spaces). */
function recordedRows(): string[][] {
  const $ = cheerio.load(
    readRealFile('sources/ct_fairfield_judicial_pending_foreclosure_sales_by_town_2026-08-10.html'),
  )
  return $('table#ctl00_cphBody_GridView1 tr:has(td)')
    .toArray()
    .map((row) =>
      $(row)
        .find('td')
        .slice(0, 4)
        .toArray()
        .map((cell) => {
          $(cell).find('br').replaceWith(' ')
          return $(cell).text().replace(/\s+/g, ' ').trim()
        }),
    )
}

const csvCell = (cell: string) => `"${cell.replaceAll('"', '""')}"`

function importRows(rows: string[][]) {
  const csv = [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')
  const outcome = importWithPreset(csv, ctJudicialPendingSalesFile)
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.result
}

describe.skipIf(!hasRealData)('CT Judicial pending sales file', () => {
  it('reads the recorded rows: docket, sale date, address, ZIP, Fairfield County', () => {
    const { filings, rejected } = importRows(recordedRows())
    expect(rejected).toEqual([])
    expect(filings).toHaveLength(3)
    expect(filings[0]).toMatchObject({
      caseNumber: 'FBTCV256151688S',
      saleDate: '2026-08-15',
      propertyAddress: '736 Old Stratfield Road',
      city: 'Fairfield',
      county: 'Fairfield',
      state: 'CT',
      zipCode: null,
      documentType: 'Notice of Sale',
    })
    expect(filings[1]).toMatchObject({
      caseNumber: 'FBTCV246133765S',
      propertyAddress: '325 Oldfield Road',
      zipCode: '06824',
    })
    expect(filings[2]).toMatchObject({
      caseNumber: 'FBTCV256152305S',
      saleDate: '2026-08-29',
      propertyAddress: '781 Fairfield Beach Road',
    })
  })
})

describe('CT Judicial pending sales file: rows the page never showed (made up)', () => {
  it('a dashed docket of another district, an unknown prefix, no ADDRESS label', () => {
    const { filings } = importRows([
      [
        '1',
        '09/12/2026 12:00PM',
        'HHD-CV24-6190001-S',
        'Sale: ADDRESS: 1 Example St, Hartford, CT 06105',
      ],
      ['2', '09/12/2026', 'ZZZCV246190002S', 'PUBLIC AUCTION ADDRESS: 2 Example St, Hartford, CT'],
      ['3', '09/12/2026', 'NNHCV246190003S', 'PUBLIC AUCTION FORECLOSURE SALE: Residential'],
    ])
    expect(filings.map((f) => [f.county, f.propertyAddress, f.zipCode])).toEqual([
      ['Hartford', '1 Example St', '06105'],
      [null, '2 Example St', null],
      ['New Haven', null, null],
    ])
  })
})
