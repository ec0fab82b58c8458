import { US_STATE_CODES } from '@common/us-states'
import { describe, expect, it } from 'vitest'
import { normalizeStateCode, STATE_NAME_PATTERN, US_STATE_NAMES } from './us-states'

describe('US_STATE_NAMES', () => {
  it('holds the 50 states of common/us-states.ts, DC and the territories', () => {
    expect(Object.keys(US_STATE_NAMES).sort()).toEqual(
      [...US_STATE_CODES, 'DC', 'PR', 'VI', 'GU'].sort(),
    )
    expect(US_STATE_NAMES.PA).toBe('Pennsylvania')
    expect(US_STATE_NAMES.DC).toBe('District of Columbia')
  })
})

describe('normalizeStateCode', () => {
  it('reads a code, an abbreviation with dots or a name', () => {
    expect(normalizeStateCode('pa')).toBe('PA')
    expect(normalizeStateCode('P.A.')).toBe('PA')
    expect(normalizeStateCode('Pennsylvania')).toBe('PA')
    expect(normalizeStateCode(' district  of columbia ')).toBe('DC')
    expect(normalizeStateCode('Guam')).toBe('GU')
  })

  it('refuses what is not a US state or territory', () => {
    expect(normalizeStateCode('ZZ')).toBeNull()
    expect(normalizeStateCode('Ontario')).toBeNull()
    expect(normalizeStateCode('')).toBeNull()
    expect(normalizeStateCode(42)).toBeNull()
    expect(normalizeStateCode(null)).toBeNull()
  })
})

describe('STATE_NAME_PATTERN', () => {
  it('matches the longer of two names that start alike', () => {
    expect(new RegExp(`^(?:${STATE_NAME_PATTERN})`).exec('West Virginia')?.[0]).toBe(
      'West Virginia',
    )
  })
})
