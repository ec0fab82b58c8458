import { describe, expect, it } from 'vitest'
import { caseEventOrigin, caseEventText, ordinal } from './case-event-text'

describe('caseEventText', () => {
  it('says a postponement with its new date and count', () => {
    expect(caseEventText({ kind: 'postponed', saleDate: '2026-09-01', postponementCount: 2 })).toBe(
      'Sale postponed to 2026-09-01 (2nd postponement)',
    )
    expect(caseEventText({ kind: 'postponed', saleDate: null, postponementCount: null })).toBe(
      'Sale postponed',
    )
  })

  it('says the other kinds, dates through the formatter', () => {
    expect(
      caseEventText(
        { kind: 'sale_scheduled', saleDate: '2026-08-15', postponementCount: null },
        (day) => `<${day}>`,
      ),
    ).toBe('Sale scheduled for <2026-08-15>')
    expect(caseEventText({ kind: 'cancelled', saleDate: null, postponementCount: null })).toBe(
      'Sale cancelled',
    )
    expect(caseEventText({ kind: 'unknown', saleDate: null, postponementCount: null })).toBe(
      'Sale date passed without news',
    )
  })

  it("says a sale's buyer and price when the source gave them", () => {
    const sold = { kind: 'sold', saleDate: null, postponementCount: null } as const
    expect(caseEventText(sold)).toBe('Sold at the sale')
    expect(caseEventText({ ...sold, soldTo: 'third_party', salePrice: '61000.00' })).toBe(
      'Sold at the sale to a third party for $61,000',
    )
    expect(
      caseEventText({ ...sold, kind: 'reo', soldTo: 'plaintiff', salePrice: '179000.00' }),
    ).toBe('Bank-owned (REO): sold to the plaintiff for $179,000')
    expect(caseEventText({ ...sold, kind: 'reo' })).toBe('Bank-owned (REO)')
  })

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ])
  })
})

describe('caseEventOrigin', () => {
  it("names a public record's source, or the user's own upload", () => {
    expect(caseEventOrigin({ origin: 'index', sourceName: 'Atlantic sheriff' })).toBe(
      'Public record · Atlantic sheriff',
    )
    expect(caseEventOrigin({ origin: 'index', sourceName: null })).toBe('Public record')
    expect(caseEventOrigin({ origin: 'upload', sourceName: 'Your upload: notice.pdf' })).toBe(
      'Your upload: notice.pdf',
    )
  })
})
