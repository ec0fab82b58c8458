/**
 * The property's address as candidates and a fitted choice (decision 0063): every address the
 * text offers is kept with its cue, features and probability; what a role says is someone
 * else's (a trustee's or attorney's office, the sale's place) is refused and never chosen.
 */
import { describe, expect, it } from 'vitest'
import {
  ADDRESS_FEATURES,
  ADDRESS_FLOOR,
  chooseAddress,
  fullestReading,
  sameAddress,
} from './address-candidates'
import { ADDRESS_WEIGHTS } from './address-weights'
import { extractFields } from './extract'

describe('address candidates and the fitted choice', () => {
  it('has one weight per feature and a bias', () => {
    expect(ADDRESS_WEIGHTS).toHaveLength(ADDRESS_FEATURES.length + 1)
  })

  it("does not take a trustee's address printed before the property's", () => {
    const found = extractFields(
      [
        'NOTICE OF SUBSTITUTE TRUSTEE SALE',
        'Substitute Trustee: Jordan Example, Example Law Group PLLC, 4004 Belt Line Road,',
        'Addison, TX 75001. Telephone (972) 555-0100.',
        'The property to be sold is commonly known as 117 Hammond Court, Jarrell, TX 76537.',
        'The sale will be held at the Williamson County Justice Center, 405 Martin Luther King St,',
        'Georgetown, TX 78626.',
      ].join('\n'),
    )
    expect(found.propertyAddress?.value).toEqual({
      street: '117 Hammond Court',
      city: 'Jarrell',
      state: 'TX',
      zip: '76537',
    })
    const streets = (found.addressCandidates ?? []).map((candidate) => candidate.value.street)
    expect(streets).toEqual(
      expect.arrayContaining([
        '117 Hammond Court',
        '4004 Belt Line Road',
        '405 Martin Luther King St',
      ]),
    )
    const trustee = found.addressCandidates?.find((c) => c.value.street === '4004 Belt Line Road')
    expect(trustee).toMatchObject({ refused: 'agent', probability: 0 })
  })

  it("does not take the sale's place, printed first, for the property", () => {
    const found = extractFields(
      [
        'NOTICE OF SHERIFF SALE',
        'The sheriff will sell at public auction in the main lobby of the Sheriff’s Dept.,',
        'located at 515 W. Moreland Blvd, Waukesha, WI 53188, on December 17, 2014,',
        'the following described premises: Lot 5 of Carney’s Addition.',
        'Property address: 37082 Silver Knoll Court, Oconomowoc, WI 53066',
      ].join('\n'),
    )
    expect(found.propertyAddress?.value.street).toBe('37082 Silver Knoll Court')
    expect(found.propertyAddress?.value.zip).toBe('53066')
    const place = found.addressCandidates?.find((c) => c.value.street === '515 W. Moreland Blvd')
    expect(place?.refused).toBe('sale place')
  })

  it('prefers a labelled property address over a bare address line', () => {
    const found = extractFields(
      [
        'Plaintiff: Example Bank, 100 Commerce Way, Columbus, OH 43215',
        'Defendant: Jane Q. Sample',
        'Property Address: 2917 Montana Avenue, Cincinnati, OH 45211',
      ].join('\n'),
    )
    expect(found.propertyAddress?.value.street).toBe('2917 Montana Avenue')
    const [first, second] = found.addressCandidates ?? []
    expect(first?.cue).toBe('property label')
    expect(first?.probability).toBeGreaterThan(second?.probability ?? 0)
    // The confidence shown is the scorer's probability for the chosen candidate.
    expect(found.propertyAddress?.confidence).toBeCloseTo(first?.probability ?? 0, 2)
  })

  it('keeps every candidate with its features, and takes nothing below the floor', () => {
    const found = extractFields('Premises known as 12 Elm Street, Springfield, PA 19064.')
    for (const candidate of found.addressCandidates ?? []) {
      expect(candidate.features).toHaveLength(ADDRESS_FEATURES.length)
    }
    const weak = {
      cue: 'bare line' as const,
      value: { street: '9 Oak Rd', city: null, state: null, zip: null },
      at: 0,
      start: 0,
      end: 8,
      snippet: '9 Oak Rd',
      refused: null,
    }
    const chosen = chooseAddress([weak], { flat: '9 Oak Rd', state: null })
    const scored = chosen.scored[0]!.probability
    expect(chosen.address === null).toBe(scored < ADDRESS_FLOOR)
    expect(
      chooseAddress([{ ...weak, refused: 'agent' }], { flat: '9 Oak Rd', state: null }),
    ).toEqual(expect.objectContaining({ address: null }))
  })

  it('reads a street run into its city on the next line', () => {
    const found = extractFields(
      'will sell the premises described as follows:\n1459 56th St\nBrooklyn, NY 11219\nSBL No.: Block 5685',
    )
    expect(found.propertyAddress?.value).toMatchObject({ street: '1459 56th St', zip: '11219' })
  })

  it('completes a reading without a ZIP from another reading of the same address', () => {
    const short = { street: '308 HUNNICUTT ROAD', city: null, state: 'GA', zip: null }
    const full = { street: '308 Hunnicutt Rd SE', city: 'Mableton', state: 'GA', zip: '30126' }
    expect(sameAddress(short, full)).toBe(true)
    expect(sameAddress(short, { ...full, street: '310 Hunnicutt Rd SE' })).toBe(false)
    expect(fullestReading(short, [{ value: full, refused: null }])).toEqual(full)
    expect(fullestReading(short, [{ value: full, refused: 'agent' }])).toEqual(short)
  })

  it('takes a state labelled by its name as its code, not its first two letters', () => {
    for (const text of [
      'Property Address: 12 Main St City: Springfield State: Maryland Zip: 21218',
      'Property Address: 12 Main St\nCity: Springfield\nState: Maryland\nZip: 21218',
    ]) {
      expect(extractFields(text).propertyAddress?.value).toEqual({
        street: '12 Main St',
        city: 'Springfield',
        state: 'MD',
        zip: '21218',
      })
    }
  })
})
