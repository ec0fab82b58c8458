import { describe, expect, it } from 'vitest'
import { currentValue, type FieldEntries, fieldColumns, putField } from './field-entries'

const corrected = { confidence: 1, snippet: 'typed', origin: 'correction' as const }

const extracted: FieldEntries = {
  defendants: { value: ['John Sample'], confidence: 0.6, snippet: 'v. John Sample' },
  propertyAddress: {
    value: { street: '12 Elm St', city: 'Dayton', state: 'OH', zip: '45402' },
    confidence: 0.7,
    snippet: '12 Elm St, Dayton, OH 45402',
  },
  amount: { value: { value: '1000.00', kind: 'judgment' }, confidence: 0.5, snippet: '$1,000' },
  date: { value: { value: '2026-05-01', kind: 'sale' }, confidence: 0.85, snippet: 'May 1, 2026' },
}

describe('a value put into the extraction', () => {
  it('splits defendants and keeps the amount kind', () => {
    const after = putField(extracted, 'defendantName', 'Ann Roe; Bob Roe', corrected)
    expect(after.defendants).toMatchObject({ value: ['Ann Roe', 'Bob Roe'], confidence: 1 })
    const amount = putField(extracted, 'loanAmount', '2500.00', corrected)
    expect(amount.amount?.value).toEqual({ value: '2500.00', kind: 'judgment' })
    expect(fieldColumns(after).defendantName).toBe('Ann Roe; Bob Roe')
  })

  it('shows a corrected ZIP in the address line, and an address keeps the parts it leaves out', () => {
    const zip = putField(extracted, 'zipCode', '45409', corrected)
    expect(fieldColumns(zip)).toMatchObject({
      zipCode: '45409',
      propertyAddress: '12 Elm St, Dayton, OH 45409',
    })
    const street = putField(zip, 'propertyAddress', '80 Oak Ave', corrected)
    expect(fieldColumns(street)).toMatchObject({
      propertyAddress: '80 Oak Ave, Dayton, OH 45409',
      zipCode: '45409',
    })
    const whole = putField(zip, 'propertyAddress', '5 Main St, Kettering, OH 45420', corrected)
    expect(fieldColumns(whole)).toMatchObject({ zipCode: '45420' })
    expect(whole.zipCode).toBeNull()
  })

  it('keeps a sale notice’s date its sale date: never shown as filed, and a filing date stands apart', () => {
    // A document read before dates had roles: its one date is its sale date.
    expect(fieldColumns(extracted).filingDate).toBeNull()
    expect(currentValue(extracted, 'saleDate')).toBe('2026-05-01')
    const filed = putField(extracted, 'filingDate', '2026-01-15', corrected)
    expect(filed.filingDate).toMatchObject({ value: '2026-01-15', confidence: 1 })
    expect(filed.date?.value).toEqual({ value: '2026-05-01', kind: 'sale' })
    expect(fieldColumns(filed).filingDate).toBe('2026-01-15')
    expect(currentValue(filed, 'saleDate')).toBe('2026-05-01')
    const sale = putField(extracted, 'saleDate', '2026-06-02', corrected)
    expect(sale.date?.value).toEqual({ value: '2026-06-02', kind: 'sale' })
    expect(fieldColumns(sale).filingDate).toBeNull()
  })

  it('makes a corrected filing date the document’s one date when that was its filing date', () => {
    const notice: FieldEntries = {
      ...extracted,
      date: { value: { value: '2026-01-02', kind: 'filing' }, confidence: 0.75, snippet: 'Dated' },
      filingDate: { value: '2026-01-02', confidence: 0.75, snippet: 'Dated: January 2, 2026' },
    }
    const filed = putField(notice, 'filingDate', '2026-01-05', corrected)
    expect(filed.date?.value).toEqual({ value: '2026-01-05', kind: 'filing' })
    expect(fieldColumns(filed).filingDate).toBe('2026-01-05')
  })
})
