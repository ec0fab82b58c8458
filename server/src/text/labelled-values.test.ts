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
