import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  hasRealDocuments,
  REAL_DOCUMENTS_DIR,
} from '../../testing/fixtures/real-documents/real-documents'
import { type ExtractionResult, extractFields } from '../extraction'
import type { OcrPool } from '../pdf/ocr'
import { READING_LIMITS } from '../reading-limits'
import { readDocumentText } from './document-records'
import { readDocumentPages } from './read-document-pages'
import { documentPlace, withPlace } from './record-place'

const noOcr = async (): Promise<OcrPool> => {
  throw new Error('a text PDF needs no OCR')
}

/** A record read from `text`, as a list's record is. */
const recordOf = (text: string): ExtractionResult => extractFields(text, { record: true })

describe('documentPlace', () => {
  it("names the state a document's law, court or addresses name most", () => {
    expect(documentPlace('In the Court of Common Pleas, Commonwealth of Pennsylvania').state).toBe(
      'PA',
    )
    expect(
      documentPlace('as provided for in the Annotated Code of Maryland. Baltimore, Maryland 21202')
        .state,
    ).toBe('MD')
    const addresses = '1 A ST, SPRINGFIELD, PA 15212\n2 B ST, SPRINGFIELD, PA 15213\n'
    expect(documentPlace(`${addresses}Example Law, Cherry Hill, NJ 08002`).state).toBe('PA')
    // No state carries the document: none is given.
    expect(documentPlace('Cherry Hill, NJ 08002. Springfield, PA 15212.').state).toBeNull()
  })

  it("gives a city only to a city's own list", () => {
    expect(
      documentPlace(
        'the following properties or lots, in the City of Baltimore, that are described',
      ).city,
    ).toBe('Baltimore')
    expect(documentPlace('MAYOR AND CITY COUNCIL OF BALTIMORE\nBALTIMORE, MARYLAND').city).toBe(
      'Baltimore',
    )
    expect(documentPlace('Sale at the courthouse in the City of Pittsburgh.').city).toBeNull()
    expect(
      documentPlace('properties in the City of Camden and properties in the City of Trenton').city,
    ).toBeNull()
  })
})

describe('withPlace', () => {
  const place = { state: 'MD', city: 'Baltimore' }

  it("keeps what the record prints, else takes its ZIP's city and state, else the list's", () => {
    const printed = withPlace(recordOf('Address: 12 Main St, Springfield, PA 15212'), place)
    expect(printed.propertyAddress?.value).toMatchObject({ city: 'Springfield', state: 'PA' })
    const zipOnly = withPlace(
      {
        ...recordOf('Owner: JOHN SMITH'),
        propertyAddress: {
          value: { street: '12 Main St', city: null, state: null, zip: '15212' },
          confidence: 0.6,
          snippet: '',
        },
      },
      place,
    )
    // A ZIP of another state: its own city and state, not the list's.
    expect(zipOnly.propertyAddress?.value).toMatchObject({ city: 'Pittsburgh', state: 'PA' })
    const bare = withPlace(recordOf('Owner: JOHN SMITH. Amount due $1,234.56'), place)
    expect(bare.propertyAddress?.value).toEqual({
      street: null,
      city: 'Baltimore',
      state: 'MD',
      zip: null,
    })
    expect(bare.propertyAddress?.confidence).toBeLessThan(0.5)
    // A list that names no city leaves a record without one without one.
    const none = withPlace(recordOf('Owner: JOHN SMITH'), { state: 'MD', city: null })
    expect(none.propertyAddress?.value).toMatchObject({ state: 'MD', city: null })
  })
})

describe.skipIf(!hasRealDocuments)("Baltimore's tax-sale lists", () => {
  it.each(['2012', '2018'])(
    'give every record of the %s list the state MD and the city Baltimore',
    async (year) => {
      const file = path.join(
        REAL_DOCUMENTS_DIR,
        `md_baltimore_city_tax_sale_property_list_${year}-05.pdf`,
      )
      // The first pages: the heading that names the city and state, and some thousand records.
      const pages = await readDocumentPages(new Uint8Array(readFileSync(file)), {
        ocr: noOcr,
        limits: { ...READING_LIMITS, maxPages: 4 },
      })
      const { leads } = readDocumentText(pages.text)
      expect(leads.length).toBeGreaterThan(500)
      expect(leads.filter((lead) => lead.state !== 'MD' || lead.city !== 'Baltimore')).toEqual([])
      const withStreet = leads.find((lead) => lead.propertyAddress)
      expect(withStreet?.propertyAddress).toMatch(/, Baltimore, MD$/)
    },
  )
})
