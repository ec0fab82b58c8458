/**
 * Whose a printed phone is, and the court a notice names, on passages as real notices print them
 * (issue 31, item 9): a law firm's phone after the sheriff's sale is the firm's, and a court 'of
 * said county' is the court of the county the notice named.
 */
import { describe, expect, it } from 'vitest'
import { findCourt } from './court-case'
import { extractFields } from './extract'

const ownersOf = (text: string) =>
  extractFields(text).contacts.map((contact) => [contact.value, contact.owner])

describe('the owner of a printed phone', () => {
  it('is the law firm whose name comes after the sheriff’s sale, however the firm is suffixed', () => {
    expect(
      ownersOf(
        'will sell at the usual place of conducting Sheriff’s sales in said county. Milstead & Associates, LLC, 1 E. Stow Road, Marlton, NJ 08053 (856) 482-1400',
      ),
    ).toEqual([['856-482-1400', 'attorney']])
    expect(
      ownersOf(
        'JOHN DOE, SHERIFF. Stern & Eisenberg, PC 1581 Main Street, Warrington, PA 18976 (215) 572-8111',
      ),
    ).toEqual([['215-572-8111', 'attorney']])
    expect(
      ownersOf(
        'ERIC J. SEVERSON Sheriff of Waukesha County, Wisconsin. Blommer Peterman, S.C. 165 Bishops Way, Brookfield, WI 53005 262-790-5719',
      ),
    ).toEqual([['262-790-5719', 'attorney']])
    expect(
      ownersOf('SHERIFF. Ernst Legal Group, 1954 Airport Road, Atlanta, GA 30341 (678) 392-3862'),
    ).toEqual([['678-392-3862', 'attorney']])
  })

  it('stays the sheriff’s when the sheriff’s office is the last named, a state code or not', () => {
    expect(
      ownersOf(
        "Allegheny County Sheriff's Office, 436 Grant St, Pittsburgh, PA 15219, 412-350-4700",
      ),
    ).toEqual([['412-350-4700', 'sheriff']])
    expect(ownersOf("Sheriff's Sale Office: (407) 555-0101")).toEqual([['407-555-0101', 'sheriff']])
  })
})

describe('the court of a notice', () => {
  const cobb =
    'will be sold at public outcry to the highest bidder for cash before the Courthouse door of Cobb County, Georgia (or such other area as designated by Order of the Superior Court of said county), within the legal hours of sale on July 5, 2022'

  it('names the county a court "of said county" points back to', () => {
    expect(findCourt(cobb)?.value).toBe('Superior Court of Cobb County')
    expect(extractFields(cobb).court?.value).toBe('Superior Court of Cobb County')
  })

  it('leaves the court without the phrase when the notice names no county', () => {
    expect(
      findCourt(
        'as designated by Order of the Superior Court of said county, within the legal hours',
      )?.value,
    ).toBe('Superior Court')
  })

  it('keeps a court that names its own county as written', () => {
    expect(
      findCourt(
        'IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT IN AND FOR ORANGE COUNTY, FLORIDA',
      )?.value,
    ).toBe('CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT IN AND FOR ORANGE COUNTY, FLORIDA')
  })
})
