/** The ZIP database's checks on read addresses. */
import { describe, expect, it } from 'vitest'
import { inDocumentState, withZipPlace, zipPlace } from './address-reality'
import { extractFields } from './extract'

describe('address reality', () => {
  it('knows a ZIP’s city and state', () => {
    expect(zipPlace('44310')).toEqual({ city: 'Akron', state: 'OH' })
    expect(zipPlace('00000')).toBeNull()
    expect(zipPlace('4431')).toBeNull()
  })

  it('fills a missing city and state and cuts a city that ran on', () => {
    expect(withZipPlace({ street: '1 Main St', city: null, state: null, zip: '44310' })).toEqual({
      street: '1 Main St',
      city: 'Akron',
      state: 'OH',
      zip: '44310',
    })
    expect(
      withZipPlace({ street: '1 Main St', city: 'BaltimoreState:MD', state: null, zip: '21218' })
        .city,
    ).toBe('Baltimore')
  })

  it('refuses an address in another state than the document’s', () => {
    expect(
      inDocumentState(
        { street: '425 Phillips Blvd', city: 'Ewing', state: 'NJ', zip: '08618' },
        'TX',
      ),
    ).toBe(false)
    expect(
      inDocumentState({ street: '1 Elm St', city: 'Plano', state: 'TX', zip: '75023' }, 'TX'),
    ).toBe(true)
  })

  it('never takes a servicer’s or the sale’s address for the property', () => {
    const text = [
      'NOTICE OF SUBSTITUTE TRUSTEE’S SALE. COLLIN County, Texas.',
      'Mortgage Servicer and Address: c/o CITIMORTGAGE, 425 Phillips Blvd., Ewing, NJ 08618',
      'The place of the sale shall be: COLLIN County Courthouse, Texas at the following',
      'location: 2100 Bloomdale Road, McKinney, Texas 75071.',
    ].join('\n')
    expect(extractFields(text).propertyAddress).toBeNull()
    // A sale held at a county's justice complex, in the document's own state.
    const vendue = [
      'BY VIRTUE of a Writ of Execution issued out of the Superior Court of New Jersey, I shall',
      'expose for sale by public vendue at the Ocean County Justice Complex, 120 Hooper Avenue,',
      'Toms River, NJ 08753, on Wednesday, October 8, 2025 at 2:00 p.m.',
    ].join('\n')
    expect(extractFields(vendue).propertyAddress).toBeNull()
  })
})
