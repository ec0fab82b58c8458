// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { zipCodeError, zipFilterFrom, zipInputValue } from './zip-filter'

describe('zipFilterFrom', () => {
  it("reads a 5-digit ZIP, anything else is 'all'", () => {
    expect(zipFilterFrom('45202')).toBe('45202')
    expect(zipFilterFrom(' 45202 ')).toBe('45202')
    expect(zipFilterFrom('4520')).toBe('all')
    expect(zipFilterFrom('abcde')).toBe('all')
    expect(zipFilterFrom(null)).toBe('all')
  })
})

describe('zipCodeError', () => {
  it("accepts empty or 5 digits, else the spec's message", () => {
    expect(zipCodeError('')).toBeUndefined()
    expect(zipCodeError('12345')).toBeUndefined()
    expect(zipCodeError('1234')).toBe('ZIP code must be exactly 5 digits')
  })
})

describe('zipInputValue', () => {
  it('keeps at most 5 digits', () => {
    expect(zipInputValue('45-202 9')).toBe('45202')
    expect(zipInputValue('ab')).toBe('')
  })
})
