import { describe, expect, it } from 'vitest'
import { parseMoney } from './money'

describe('parseMoney', () => {
  it.each([
    ['$123,456.78', '123456.78'],
    ['123456', '123456.00'],
    ['$1,234', '1234.00'],
    [' $90,000.00 ', '90000.00'],
    ['$1,234.5', '1234.50'],
    ['$0.999', '1.00'],
    ['$ 12.34', '12.34'],
    ['USD 12', '12.00'],
    ['$23,456,789.01', '23456789.01'],
    [12345.67, '12345.67'],
    [250000, '250000.00'],
    [0.1 + 0.2, '0.30'],
  ])('%s -> %s', (input, expected) => {
    expect(parseMoney(input)).toBe(expected)
  })

  it.each([
    [''],
    ['   '],
    ['Amount not available.'],
    ['N/A'],
    ['$12,34'],
    ['12.34.56'],
    ['-$5.00'],
    [-5],
    [Number.NaN],
    ['$99,999,999,999.00'],
    [null],
    [{}],
  ])('%s -> null', (input) => {
    expect(parseMoney(input)).toBeNull()
  })
})
