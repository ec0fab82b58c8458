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
import { documentPlace, withPlace, withPlaces } from './record-place'

const noOcr = async (): Promise<OcrPool> => {
  throw new Error('a text PDF needs no OCR')
}

/** A record read from `text`, as a list's record is. */
const recordOf = (text: string): ExtractionResult => extractFields(text, { record: true })

describe('documentPlace', () => {
  it("names the state of the list's law or court (document-state.ts), not of its addresses", () => {
    expect(documentPlace('In the Court of Common Pleas, Commonwealth of Pennsylvania').state).toBe(
      'PA',
    )
    expect(
      documentPlace('as provided for in the Annotated Code of Maryland. Baltimore, Maryland 21202')
        .state,
    ).toBe('MD')
    expect(
      documentPlace('1 A ST, SPRINGFIELD, PA 15212\n2 B ST, SPRINGFIELD, PA 15213').state,
    ).toBe(null)
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

describe('withPlaces', () => {
  /** A record of a county's sale export: labelled lines, an address only where there is one. */
  const exportRecord = (n: number, address: string) =>
    `Sale Date: 12/0${n}/2025\nCase Number: 2024-CA-00${n}123-O\nFinal Judgment: 1${n}5000.00\n${address}\nParcel ID: ${n}`
  const places = (records: ExtractionResult[]) =>
    records.map((found) => {
      const { city, state, zip } = found.propertyAddress?.value ?? {}
      return [city, state, zip]
    })

  it('gives a list that names no state the one most of its records print or their ZIPs say', () => {
    const texts = [
      exportRecord(1, 'Address: 3860 EXAMPLE CIR\nCity: ORLANDO\nZip: 32818'),
      // Its city and state from its ZIP; a Court is no Connecticut.
      exportRecord(2, 'Address: 163 EXAMPLE CT\nZip: 32835'),
      // A timeshare: no address, in the list's state.
      exportRecord(3, 'Parcel ID: TIMESHARE'),
      // Printed in another state: its own, and one record does not make the list's.
      exportRecord(4, 'Address: 12 EXAMPLE ST, SPRINGFIELD, PA 15212'),
      exportRecord(5, 'Address: 1148 EXAMPLE DR\nCity: APOPKA\nZip: 32703'),
    ]
    const placed = withPlaces(texts.map(recordOf), texts.join('\n\n'))
    expect(places(placed)).toEqual([
      ['ORLANDO', 'FL', '32818'],
      ['Orlando', 'FL', '32835'],
      [null, 'FL', null],
      ['SPRINGFIELD', 'PA', '15212'],
      ['APOPKA', 'FL', '32703'],
    ])
    // Read as processing reads the whole list: each lead carries its city and state.
    const { leads } = readDocumentText(texts.join('\n\n'))
    expect(leads.map(({ city, state, zipCode }) => [city, state, zipCode])).toEqual(places(placed))
    expect(leads[1]?.propertyAddress).toBe('163 EXAMPLE CT, Orlando, FL 32835')
  })

  it("takes the list's law over its records, and its printed addresses only as a last resort", () => {
    const pennsylvania = 'In the Court of Common Pleas, Commonwealth of Pennsylvania'
    const records = [recordOf('Address: 1 A ST, CAMDEN, NJ 08101'), recordOf('Owner: JOHN SMITH')]
    expect(places(withPlaces(records, pennsylvania))).toEqual([
      ['CAMDEN', 'NJ', '08101'],
      [null, 'PA', null],
    ])
    // No law, no record with a place: the attorneys' addresses say where the notices are.
    const bare = [recordOf('Owner: JOHN SMITH'), recordOf('Owner: JANE DOE')]
    const notices = 'Example Law, Troy, Michigan 48084. Other Law, Detroit, MI 48226.'
    expect(places(withPlaces(bare, notices))).toEqual([
      [null, 'MI', null],
      [null, 'MI', null],
    ])
    expect(places(withPlaces(bare, 'Owner: JOHN SMITH'))).toEqual([
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
    ])
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
