/** The one reader of the state a document is in (the extractor's and a list's records'). */
import { describe, expect, it } from 'vitest'
import { clearMajority, documentState } from './document-state'

describe('documentState', () => {
  it('names the state of the document’s law and court', () => {
    expect(
      documentState(
        'recorded in the real property records of COLLIN County, Texas under the Texas Property Code',
      ),
    ).toBe('TX')
    expect(documentState('In the Court of Common Pleas, Commonwealth of Pennsylvania')).toBe('PA')
    expect(documentState('Circuit Court of Maryland Go Back Now Case Information')).toBe('MD')
    expect(documentState('SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF KINGS')).toBe('NY')
    expect(documentState('as provided for in the Annotated Code of Maryland')).toBe('MD')
    expect(documentState('under Section 51.002 of the Texas\nProperty Code')).toBe('TX')
    expect(documentState('WAUKESHA COUNTY,\nWISCONSIN')).toBe('WI')
    expect(documentState('No state named here: 12 Main St, Springfield')).toBeNull()
  })

  it('counts printed addresses only when asked (a list’s last resort), never a single document’s letterhead', () => {
    const letterhead = 'Example Law, Cherry Hill, NJ 08002. '
    const notice = `${letterhead.repeat(3)}The property: 12 Elm St, Springfield, PA 15212.`
    expect(documentState(notice)).toBeNull()
    expect(documentState(notice, { addresses: true })).toBe('NJ')
    const list = '1 A ST, SPRINGFIELD, PA 15212\n2 B ST, SPRINGFIELD, PA 15213\n'
    expect(documentState(`${list}${letterhead}`, { addresses: true })).toBe('PA')
    expect(documentState('2 B ST, Baltimore, Maryland 21202', { addresses: true })).toBe('MD')
  })

  it('names a state only with a clear majority of the cues', () => {
    // A Texas notice with a New Jersey servicer's and a California trustee's addresses.
    const texas =
      'Section 51.0025 of the Texas Property Code. Ewing, NJ 08618. Houston, Texas 77002. Irvine, California 92618'
    expect(documentState(texas, { addresses: true })).toBe('TX')
    expect(
      documentState('Cherry Hill, NJ 08002. Springfield, PA 15212.', { addresses: true }),
    ).toBeNull()
    expect(documentState('State of New Jersey ... State of Pennsylvania')).toBeNull()
  })
})

describe('clearMajority', () => {
  it('needs 60% of the weight', () => {
    expect(
      clearMajority(
        new Map([
          ['FL', 3],
          ['GA', 2],
        ]),
      ),
    ).toBe('FL')
    expect(
      clearMajority(
        new Map([
          ['FL', 5],
          ['GA', 4],
        ]),
      ),
    ).toBeNull()
    expect(clearMajority(new Map())).toBeNull()
  })
})
