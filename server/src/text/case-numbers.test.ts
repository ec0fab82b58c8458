import { describe, expect, it } from 'vitest'
import { normalizeCaseNumber } from './case-numbers'
import { cleanText, stripParentheticals } from './text'

describe('normalizeCaseNumber', () => {
  it('trims and collapses inner whitespace, otherwise keeps the court spelling', () => {
    expect(normalizeCaseNumber('  GD-19-000123 ')).toBe('GD-19-000123')
    expect(normalizeCaseNumber('F-000123-19')).toBe('F-000123-19')
    expect(normalizeCaseNumber('2012 -CP-23\n 05020')).toBe('2012 -CP-23 05020')
    expect(normalizeCaseNumber('99-C-20190001A')).toBe('99-C-20190001A')
  })

  it('gives null for blanks', () => {
    expect(normalizeCaseNumber('')).toBeNull()
    expect(normalizeCaseNumber(' \t ')).toBeNull()
    expect(normalizeCaseNumber(undefined)).toBeNull()
  })

  it('accepts numbers', () => {
    expect(normalizeCaseNumber(123456)).toBe('123456')
  })
})

describe('text helpers', () => {
  it('cleans blanks to null and non-breaking spaces to spaces', () => {
    expect(cleanText('\u00a0a\u00a0 b ')).toBe('a b')
    expect(cleanText('')).toBeNull()
    expect(cleanText({})).toBeNull()
  })

  it('strips nested parentheticals', () => {
    expect(stripParentheticals('Sampleton (per Mortgage (old))')).toBe('Sampleton')
  })
})
