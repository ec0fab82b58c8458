/** The name grammar on the run-on and fragment names issue 34 lists, and on names that are fine. */
import { describe, expect, it } from 'vitest'
import { nameShape, partyRole, trimName } from './name-grammar'

describe('trimName', () => {
  it('ends a name where the name ends', () => {
    expect(trimName('MARIAN K. SPURLING Current')).toBe('MARIAN K. SPURLING')
    expect(trimName('Sa Taw 281 Oxford Ave. Akron')).toBe('Sa Taw')
    expect(trimName('from TORYIAN M CARTER')).toBe('TORYIAN M CARTER')
    expect(trimName('Julia Taylor Location')).toBe('Julia Taylor')
  })

  it('refuses fragments, sentences and labels', () => {
    expect(trimName('als')).toBeNull()
    expect(trimName('time')).toBeNull()
    expect(trimName('File No.')).toBeNull()
    expect(trimName('obligation therein described including but not limited')).toBeNull()
    expect(trimName('Washington')).toBeNull()
  })

  it('keeps whole names, estates and organisations', () => {
    expect(trimName('Jane Q. Doe-Smith Jr.')).toBe('Jane Q. Doe-Smith Jr.')
    expect(trimName('Estate of George C Dye')).toBe('Estate of George C Dye')
    expect(trimName('The Baltimore City Healthy Start Inc')).toBe(
      'The Baltimore City Healthy Start Inc',
    )
    expect(trimName('ETE Properties, LLC Parcel 12-34')).toBe('ETE Properties, LLC')
    expect(trimName('316 Capital Properties, LLC')).toBe('316 Capital Properties, LLC')
  })
})

describe('partyRole', () => {
  it('tells the owner from lienholders, governments and occupants', () => {
    expect(partyRole('Emily K. Vu')).toBe('owner')
    expect(partyRole('State of New Jersey')).toBe('government')
    expect(partyRole('STATE OF NORTH CAROLINA LEE')).toBe('government')
    expect(partyRole('Midland Funding, LLC')).toBe('lienholder')
    expect(partyRole('Unknown Tenants')).toBe('occupant')
    expect(partyRole('WIM DEVELOPMENT LLC')).toBe('owner')
  })
})

describe('nameShape', () => {
  it('scores names above phrases', () => {
    expect(nameShape('Jeffrey Clarke')).toBe(1)
    expect(nameShape('Bidder Walked Away')).toBeLessThan(nameShape('Elan Mary Clarke'))
    expect(nameShape('Smith')).toBeLessThan(0.5)
  })
})

describe('trimName on what a caption or label prints beside names', () => {
  it('keeps public bodies whole and refuses a document title', () => {
    expect(trimName('New York City Environmental Control Board')).toBe(
      'New York City Environmental Control Board',
    )
    expect(trimName('Certificate of')).toBeNull()
  })
})
