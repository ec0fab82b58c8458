import { describe, expect, it } from 'vitest'
import { needsCheck } from './field-check'
import { CORRECTION_MESSAGES, readCorrectionValue } from './field-corrections'

const value = (field: Parameters<typeof readCorrectionValue>[0], input: string) => {
  const read = readCorrectionValue(field, input)
  return read.ok ? read.value : `refused: ${read.message}`
}

describe('a corrected value', () => {
  it('is read in the form the document keeps it', () => {
    expect(value('defendantName', '  Harold  P.\nQuimby, ')).toBe('Harold P. Quimby')
    expect(value('loanAmount', '$87,500')).toBe('87500.00')
    expect(value('loanAmount', 'USD 1,234.5')).toBe('1234.50')
    expect(value('loanAmount', '142075.19.')).toBe('142075.19')
    expect(value('filingDate', '03/03/2026')).toBe('2026-03-03')
    expect(value('filingDate', '3-3-26')).toBe('2026-03-03')
    expect(value('saleDate', 'March 3rd, 2026')).toBe('2026-03-03')
    expect(value('saleDate', 'Sept. 14, 2026')).toBe('2026-09-14')
    expect(value('saleDate', '14 September 2026')).toBe('2026-09-14')
    expect(value('saleDate', '2026-9-4')).toBe('2026-09-04')
    expect(value('zipCode', ' 45402 ')).toBe('45402')
    expect(value('caseNumber', 'Case FC-2026-000731')).toBe('Case FC-2026-000731')
    expect(value('propertyAddress', '45 Orchard Lane, Dayton, OH 45402')).toBe(
      '45 Orchard Lane, Dayton, OH 45402',
    )
  })

  it('is refused with what a right one looks like', () => {
    expect(value('loanAmount', '1,23,000')).toBe(`refused: ${CORRECTION_MESSAGES.amount}`)
    expect(value('loanAmount', '10000000000')).toBe(`refused: ${CORRECTION_MESSAGES.amount}`)
    expect(value('zipCode', '4540a')).toBe(`refused: ${CORRECTION_MESSAGES.zip}`)
    expect(value('filingDate', '2026-02-29')).toBe(`refused: ${CORRECTION_MESSAGES.date}`)
    expect(value('filingDate', '01/01/1850')).toBe(`refused: ${CORRECTION_MESSAGES.date}`)
    expect(value('saleDate', 'Smarch 3, 2026')).toBe(`refused: ${CORRECTION_MESSAGES.date}`)
    expect(value('defendantName', '12 34')).toBe(`refused: ${CORRECTION_MESSAGES.name}`)
    expect(value('defendantName', ' ;, ')).toBe(`refused: ${CORRECTION_MESSAGES.empty}`)
    expect(value('defendantName', 'x'.repeat(301))).toBe(
      `refused: ${CORRECTION_MESSAGES.tooLong(300)}`,
    )
  })
})

describe('needsCheck', () => {
  it('asks to check a field read below the threshold, and what has no number', () => {
    expect(needsCheck(0.79)).toBe(true)
    expect(needsCheck(0.8)).toBe(false)
    expect(needsCheck(1)).toBe(false)
    expect(needsCheck(Number.NaN)).toBe(true)
  })
})
