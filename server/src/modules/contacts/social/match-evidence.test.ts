import { describe, expect, it } from 'vitest'
import { confidenceOf, matchEvidence, parseLocation, platformOf } from './match-evidence'

describe('parseLocation', () => {
  it('reads city, state or ZIP', () => {
    expect(parseLocation('Cincinnati, OH 45202')).toEqual({
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
    })
    expect(parseLocation('45202')).toEqual({ postalCode: '45202' })
    expect(parseLocation('Ohio')).toEqual({ region: 'OH' })
    expect(parseLocation('Cincinnati OH')).toEqual({ locality: 'Cincinnati', region: 'OH' })
    expect(parseLocation('Cincinnati')).toEqual({ locality: 'Cincinnati' })
    expect(parseLocation('New Orleans, Louisiana')).toEqual({
      locality: 'New Orleans',
      region: 'LA',
    })
    expect(parseLocation(undefined)).toEqual({})
  })
})

describe('confidence and platform', () => {
  it('maps the likelihood 1-10 to a decimal string 0-1', () => {
    expect([1, 6, 8, 10].map(confidenceOf)).toEqual(['0.10', '0.60', '0.80', '1.00'])
  })
  it('maps networks to the five platforms', () => {
    expect(['facebook', 'X', 'linkedin', 'github'].map(platformOf)).toEqual([
      'facebook',
      'twitter',
      'linkedin',
      'other',
    ])
  })
})

describe('matchEvidence', () => {
  const match = {
    likelihood: 8,
    fullName: 'marcus a bell',
    locality: 'cincinnati',
    region: 'ohio',
    postalCode: '45202',
    birthYear: 1974,
    profiles: [],
  }
  const now = new Date('2026-03-01T00:00:00Z')
  it('says which of name, location and age agree', () => {
    expect(
      matchEvidence(
        { name: 'Marcus Bell', location: { locality: 'Cincinnati', region: 'OH' }, age: 52 },
        match,
        now,
      ),
    ).toEqual({ name: true, location: true, age: true })
    expect(
      matchEvidence(
        { name: 'Marc Bellamy', location: { postalCode: '45219' }, age: 30 },
        match,
        now,
      ),
    ).toEqual({ name: false, location: false, age: false })
    expect(matchEvidence({ name: 'M Bell', location: {} }, match, now)).toEqual({
      name: true,
      location: null,
      age: null,
    })
  })
})
