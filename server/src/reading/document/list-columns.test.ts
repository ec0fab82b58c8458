/**
 * The columns of a table-shaped list (docs/decisions/0058): the labels the table reader writes
 * on nearly every record, in the records' order; none for notices in running text.
 */
import { describe, expect, it } from 'vitest'
import { tableColumnsOf } from './list-columns'

const row = (docket: string, extra = '') =>
  [
    `Docket: ${docket}`,
    'Defendant: Avery Q. Testman',
    'Sale Date: 05/01/2024',
    'Status: Active',
    '100 EXAMPLE ST, , SAMPLEBURG, PA 15212  Municipality: Sampleburg',
    extra,
  ]
    .filter(Boolean)
    .join('\n')

describe('tableColumnsOf', () => {
  it('names the header labels nearly every record carries, in their order', () => {
    const records = Array.from({ length: 10 }, (_, i) =>
      // One record in ten has a comment: not a column; a label inside a line is not one either.
      row(`MG-${i}`, i === 3 ? 'Comments: vacant' : ''),
    )
    expect(tableColumnsOf(records)).toEqual(['Docket', 'Defendant', 'Sale Date', 'Status'])
  })

  it('keeps a column a few records leave empty (the reader writes only filled cells)', () => {
    const records = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? row('MG-0').replace('Status: Active\n', '') : row(`MG-${i}`),
    )
    expect(tableColumnsOf(records)).toContain('Status')
  })

  it('finds no columns in notices of running text, or in one record', () => {
    const notices = [
      'NOTICE OF SHERIFF SALE\nCase No. A2501877\nProperty address: 2917 Montana Avenue',
      "SHERIFF'S SALE\nPLAINTIFF: BARNEGAT BAY SAVINGS BANK\nDEFENDANT: CALLISTA PAIVA",
      'NOTICE OF SALE\nAttorney: Fennimore & Quist, LLC\nSale Date: 10/08/2025',
    ]
    expect(tableColumnsOf(notices)).toBeNull()
    expect(tableColumnsOf([row('MG-1')])).toBeNull()
  })
})
