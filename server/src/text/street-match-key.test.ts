import { describe, expect, it } from 'vitest'
import { streetMatchKey } from './street-suffixes'

describe('streetMatchKey', () => {
  it('gives a spelled-out suffix and its abbreviation the same key', () => {
    expect(streetMatchKey('12 Oak Ct')).toBe('12 oak ct')
    expect(streetMatchKey('12 OAK COURT.')).toBe('12 oak ct')
    expect(streetMatchKey('5 Elm Avenue')).toBe(streetMatchKey('5 ELM AVE'))
    expect(streetMatchKey('9 Mill Road, Unit 2')).toBe('9 mill rd unit 2')
  })

  it('abbreviates directions the same way', () => {
    expect(streetMatchKey('100 North Main Street')).toBe(streetMatchKey('100 N. MAIN ST'))
  })

  it('keeps different streets and numbers apart', () => {
    expect(streetMatchKey('12 Oak Ct')).not.toBe(streetMatchKey('12 Oak St'))
    expect(streetMatchKey('12 Oak Ct')).not.toBe(streetMatchKey('14 Oak Court'))
  })
})
