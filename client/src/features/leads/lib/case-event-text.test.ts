import { describe, expect, it } from 'vitest'
import { caseEventText, ordinal } from './case-event-text'

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
