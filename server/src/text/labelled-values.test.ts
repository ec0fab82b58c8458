import { describe, expect, it } from 'vitest'
import { labelKey, labelledValues } from './labelled-values'

const KNOWN = [
  'case number',
  'city',
  'zip',
  'names of the mortgagors',
  'original mortgagee',
  'address',
]

describe('labelKey', () => {
  it.each([
    ['Case # :', 'case #'],
    ['Name(s) of the mortgagor(s)', 'names of the mortgagors'],
    ["Mortgage Servicer's Address", 'mortgage servicers address'],
    ['Foreclosing Assignee (if any)', 'foreclosing assignee'],
    ['Owner / Record Title Holder', 'owner/record title holder'],
  ])('%s -> %s', (label, key) => {
    expect(labelKey(label)).toBe(key)
  })
})

describe('labelledValues', () => {
  it('runs each value to the next label of a flattened listing row', () => {
    const values = labelledValues(
      'Case Number: 2023-CA-1 City: SAMPLETON Zip: 32818 Parcel ID: 28-22',
      KNOWN,
    )
    expect(values.map((v) => [v.key, v.value])).toEqual([
      ['case number', '2023-CA-1'],
      ['city', 'SAMPLETON'],
      ['zip', '32818'],
      ['parcel id', '28-22'],
    ])
  })

  it('ends a name at a known label even when the name ends in capitals', () => {
    const [mortgagors, mortgagee] = labelledValues(
      'Name(s) of the mortgagor(s): Jane Q. Roe and John A. Roe Original Mortgagee: Example Bank',
      KNOWN,
    )
    expect(mortgagors?.value).toBe('Jane Q. Roe and John A. Roe')
    expect(mortgagee?.key).toBe('original mortgagee')
  })

  it("keeps the words that say whose a known label is ('Mortgage Servicer's Address')", () => {
    const [name, address] = labelledValues(
      "Grantor: JANE ROE Mortgage Servicer's Address: 1 Example Way",
      [...KNOWN, 'grantor'],
    )
    expect(name?.value).toBe('JANE ROE')
    expect(address?.key).toBe('mortgage servicers address')
  })

  it('does not take a time of day for a label', () => {
    expect(labelledValues('at 10:00 AM on the steps', KNOWN)).toEqual([])
  })
})

/** Printed lines joined as the extractor reads them, with where each line starts. */
function joined(lines: string[]): { text: string; lineStarts: number[] } {
  const lineStarts: number[] = []
  let text = ''
  for (const line of lines) {
    if (text !== '') text += ' '
    lineStarts.push(text.length)
    text += line
  }
  return { text, lineStarts }
}

const pairs = (values: ReturnType<typeof labelledValues>) =>
  values.map((value) => [value.label, value.value])

describe('labelledValues across printed lines', () => {
  it("keeps a value printed before a value-less label on the next line ('Status: POSTPONED' over 'Cost:')", () => {
    const { text, lineStarts } = joined([
      'Status: POSTPONED',
      'Cost:',
      'Municipality: 934 PENN HILLS',
    ])
    expect(pairs(labelledValues(text, ['status'], { lineStarts }))).toEqual([
      ['Status', 'POSTPONED'],
      ['Cost', ''],
      ['Municipality', '934 PENN HILLS'],
    ])
  })

  it("keeps a name printed before 'Atty:' on the next line, after a label of its own line", () => {
    const { text, lineStarts } = joined([
      'Defendant Name(s):',
      'WILLIAM DAVIS',
      'Atty: KML LAW GROUP PC',
    ])
    expect(pairs(labelledValues(text, [], { lineStarts }))).toEqual([
      ['Defendant Name(s)', 'WILLIAM DAVIS'],
      ['Atty', 'KML LAW GROUP PC'],
    ])
  })

  it('keeps words that end the line of a value out of the label on the next line', () => {
    const { text, lineStarts } = joined(['Notes: sold to ACME', 'Bid: $5,000.00'])
    expect(pairs(labelledValues(text, [], { lineStarts }))).toEqual([
      ['Notes', 'sold to ACME'],
      ['Bid', '$5,000.00'],
    ])
  })

  it("keeps whole a label wrapped onto a second line ('Sale' over 'Officer:')", () => {
    const { text, lineStarts } = joined(['Reference: 24-117', 'Sale', 'Officer: JANE ROE'])
    expect(pairs(labelledValues(text, [], { lineStarts }))).toEqual([
      ['Reference', '24-117'],
      ['Sale Officer', 'JANE ROE'],
    ])
  })

  it('without line breaks, gives upper-case words before a mixed-case label to the empty value before them', () => {
    expect(
      pairs(
        labelledValues('Sale Status: POSTPONED Tax Bid: $17,045.53 Costs: $2,599.83', [
          'sale status',
        ]),
      ),
    ).toEqual([
      ['Sale Status', 'POSTPONED'],
      ['Tax Bid', '$17,045.53'],
      ['Costs', '$2,599.83'],
    ])
    expect(
      pairs(labelledValues('Defendant Name(s): WILLIAM DAVIS Atty: KML LAW GROUP PC', [])),
    ).toEqual([
      ['Defendant Name(s)', 'WILLIAM DAVIS'],
      ['Atty', 'KML LAW GROUP PC'],
    ])
  })

  it("keeps an abbreviation that opens a label ('APN Number:') in it", () => {
    expect(pairs(labelledValues('Parcel ID: APN Number: 28-22-01', []))).toEqual([
      ['Parcel ID', ''],
      ['APN Number', '28-22-01'],
    ])
  })
})
