import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { hasRealData, readRealFile } from '../../testing/real-data'
import { readDocumentText } from './document-records'
import { splitRecords } from './record-split'

const ALLEGHENY = 'pa_allegheny_pittsburgh_legal_journal_sheriff_sale_notices_2012-05-07.txt'

/** Two made-up notices in the shape of a county's sheriff-sale list. */
const NOTICE_A = [
  'NOTICE OF SHERIFF SALE',
  'Case No. 2026-CV-001111',
  'First Example Bank, Plaintiff, v. Avery Q. Testman, Defendant.',
  'The property known as 12 Alpha Street, Springfield, OH 45501 will be sold.',
  'Judgment in the amount of $101,000.00.',
]
const NOTICE_B = [
  'NOTICE OF SHERIFF SALE',
  'Case No. 2026-CV-002222',
  'Second Example Savings, Plaintiff, v. Blair R. Samplewood, Defendant.',
  'The property known as 34 Beta Avenue, Springfield, OH 45502 will be sold.',
  'Judgment in the amount of $202,000.00.',
]

describe('splitRecords', () => {
  it('leaves a single notice whole', () => {
    expect(splitRecords(NOTICE_A.join('\n'))).toEqual([])
    expect(readDocumentText(NOTICE_A.join('\n')).leads).toEqual([])
  })

  it('splits paragraphs with their own case numbers', () => {
    const records = splitRecords(`${NOTICE_A.join('\n')}\n\n${NOTICE_B.join('\n')}`)
    expect(records.map((r) => r.found.caseNumber?.value)).toEqual([
      '2026-CV-001111',
      '2026-CV-002222',
    ])
    expect(records[1]?.found.propertyAddress?.value.zip).toBe('45502')
  })

  it('splits at a repeated heading when the text has no blank lines (a PDF text layer)', () => {
    const records = splitRecords([...NOTICE_A, ...NOTICE_B].join('\n'))
    expect(records).toHaveLength(2)
    expect(records[0]?.text).not.toContain('Beta Avenue')
    expect(records[1]?.found.defendants?.value.join(' ')).toContain('Samplewood')
  })

  it('splits numbered items in sequence, not at street numbers', () => {
    const text = [
      'SHERIFF SALES - EXAMPLE COUNTY',
      '1. Avery Q. Testman GD-26-000111—$10,000.00 Example Law, P.C. 215-555-0100 In the',
      'County of Example: Having erected thereon a dwelling known and numbered as',
      '12 Alpha Street, Springfield, PA 15501.',
      '2. Blair R. Samplewood GD-26-000222—$20,000.00 Example Law, P.C. 215-555-0100 In the',
      'County of Example: Having erected thereon a dwelling known and numbered as',
      '34 Beta Avenue, Springfield, PA 15502.',
    ].join('\n')
    const records = splitRecords(text)
    expect(records.map((r) => r.found.caseNumber?.value)).toEqual(['GD-26-000111', 'GD-26-000222'])
  })

  it('keeps one notice citing a second case number as one record', () => {
    const text = `${NOTICE_A.join('\n')}\n\nThis case was refiled from Case No. 2019-CV-009999 against Avery Q. Testman for 12 Alpha Street, Springfield, OH 45501.`
    expect(splitRecords(text)).toEqual([])
  })
})

describe('splitRecords: lists without a case number to open each record', () => {
  const listing = (i: number) =>
    [
      `Sale Date: 12-Jul-12`,
      `Plaintiff: EXAMPLE BANK ${i}, NA`,
      `Defendant: AVERY TESTMAN${'I'.repeat(i)}, ET AL`,
      `Address: ${10 + i} EXAMPLE AVE., SAMPLETON 4504${i}`,
      `Case # : CV1100000${i} Appraised: $8252 Starting Bid: $${i}0000`,
    ].join('\n\n')

  it('cuts a listing where the label that opens each record repeats, not at each paragraph', () => {
    const records = splitRecords([1, 2, 3].map(listing).join('\n\n'))
    expect(records.map((r) => r.found.caseNumber?.value)).toEqual([
      'CV11000001',
      'CV11000002',
      'CV11000003',
    ])
    expect(records[1]?.found.defendants?.value).toEqual(['Avery Testmanii'])
    expect(records[1]?.found.propertyAddress?.value.zip).toBe('45042')
  })

  it('cuts run-on newspaper text at the label that opens each record', () => {
    const text = [1, 2, 3]
      .map(
        (i) =>
          `File #: ${i} Map/Parcel Number: 0059B 0001 01${i} Defendant(s) in FiFa: Testman, Avery ${i === 2 ? 'Q' : 'R'}; 0059B 0001 01${i} / LL 95 LD 5 Current Property Owner: Same as Defendant(s) in FiFa Property Description: a parcel known as ${i}2 Example Street. Years Due: 2020-2021`,
      )
      .join(' ')
    const records = splitRecords(`TAX SALE heading of the list. ${text}`)
    expect(records).toHaveLength(3)
    expect(records[1]?.found.defendants?.value).toEqual(['Avery Q Testman'])
    expect(records[2]?.found.propertyAddress?.value.street).toBe('32 Example Street')
  })

  it('makes a lead of each entry of a plain list of addresses, leaving the page chrome out', () => {
    const text = [
      'Home',
      'Public Notices',
      '13 results found',
      ...[
        '12 Example Rd NE, Sampleton',
        '84 W Example St, Testville',
        '14 Example Ave NE, Grand Sample',
      ].flatMap((address) => [address, 'Foreclosures - March 05, 2025']),
      'Contact Us',
    ].join('\n\n')
    const records = splitRecords(text)
    expect(records.map((r) => r.found.propertyAddress?.value.street)).toEqual([
      '12 Example Rd NE',
      '84 W Example St',
      '14 Example Ave NE',
    ])
    expect(records[2]?.found.propertyAddress?.value.city).toBe('Grand Sample')
  })

  it('keeps a notice printed twice once, and two listings of one case twice', () => {
    const twice = `${NOTICE_A.join('\n')}\n\n${NOTICE_B.join('\n')}\n\n${NOTICE_A.join(' ')}`
    expect(splitRecords(twice)).toHaveLength(2)
    const row = (amount: string) =>
      `Case Number: 2023-CA-017678-O\nFinal Judgment: ${amount}\nAddress: 1 Example Resort Way`
    expect(splitRecords(`${row('12850.45')}\n\n${row('18307.53')}`)).toHaveLength(0)
    const other = 'Case Number: 2024-CA-000001-O\nFinal Judgment: 5000.00\nAddress: 9 Example Way'
    expect(splitRecords(`${row('12850.45')}\n\n${row('18307.53')}\n\n${other}`)).toHaveLength(3)
  })
})

describe('splitRecords: a list rebuilt from its columns (layout/table-layout.ts)', () => {
  const row = (i: number, comments: string) =>
    [
      `Docket: MG-24-00011${i}`,
      `Address: ${i}2 MAIN ST, , SPRINGFIELD, PA 1521${i}`,
      `Defendant: JOHN ${'ABC'[i]} SMITH`,
      'Status: ACTIVE',
      `Comments: ${comments}`,
    ].join('\n')

  it('cuts at the label every record opens with, a label being words of one line', () => {
    // No blank lines: 'VACANT PER DEPUTY' ends one line, 'Docket:' opens the next.
    const text = [
      row(0, 'VACANT PER DEPUTY'),
      row(1, 'OCCUPIED'),
      row(2, 'VACANT PER DEPUTY'),
    ].join('\n')
    const records = splitRecords(text)
    expect(records.map((r) => r.found.caseNumber?.value)).toEqual([
      'MG-24-000110',
      'MG-24-000111',
      'MG-24-000112',
    ])
    expect(records.map((r) => r.found.propertyAddress?.value.zip)).toEqual([
      '15210',
      '15211',
      '15212',
    ])
  })

  it('gives a page title repeated on every page to no record', () => {
    const title = 'MASTER BID LIST (continued)'
    const text = [row(0, ''), title, row(1, ''), title, row(2, ''), title].join('\n\n')
    const records = splitRecords(text)
    expect(records).toHaveLength(3)
    expect(records.some((r) => r.text.includes(title))).toBe(false)
    // 'continued' in the title would read as a postponed sale.
    expect(records.map((r) => r.found.saleStatus?.value)).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
    ])
  })
})

describe.skipIf(!hasRealData)('splitRecords on the Pittsburgh Legal Journal', () => {
  it('makes one lead per notice, the document keeping the first one', () => {
    const paragraphs = readRealFile(ALLEGHENY)
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
    // The source line and the first six notices, as a page of the journal would hold them.
    const page = paragraphs.slice(0, 7).join('\n\n')
    const { found, leads } = readDocumentText(page)
    expect(leads).toHaveLength(6)
    expect(leads.map((lead) => lead.caseNumber)).toEqual([
      'GD-08-017655',
      'GD-08-026608',
      'MG-10-002354',
      'GD-07-014766',
      'MG-11-001146',
      'MG-09-002308',
    ])
    expect(leads.map((lead) => lead.position)).toEqual([0, 1, 2, 3, 4, 5])
    expect(leads[0]).toMatchObject({
      defendantName: 'Ellen G. Klemz; Charles W. Klemz',
      propertyAddress: '7 Perlick Street, Pittsburgh, PA 15223',
      zipCode: '15223',
      loanAmount: '100661.46',
    })
    expect(leads[2]?.zipCode).toBe('15229')
    expect(leads[5]?.snippet).toMatch(/^6\. Kathy G\. Penn/)
    expect(found.caseNumber?.value).toBe('GD-08-017655')
    expect(found.propertyAddress?.value.zip).toBe('15223')
  })
})

describe('single-notice documents', () => {
  const dir = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../testing/fixtures/extraction-texts',
  )
  it.each(readdirSync(dir).filter((name) => name.endsWith('.txt')))('%s stays whole', (name) => {
    expect(splitRecords(readFileSync(path.join(dir, name), 'utf8'))).toEqual([])
  })
})
