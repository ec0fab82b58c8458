/**
 * Where a list's records are, when a record does not print it all: its state and city. A
 * record's own printed state and city come first; then the city and state of its ZIP (the ZIP
 * database the extractor checks addresses against), which are the record's own; then what the
 * list says once for all its records: the state its law or court names (document-state.ts, the
 * extractor's own reader of a document's state) or else the one most of its records or of its
 * printed addresses are in (withPlaces), and the city whose own list it is ('Mayor and City
 * Council of Baltimore', 'the following properties ... in the City of Baltimore'). A record in
 * another state than the list's does not take the list's city.
 */
import type { ExtractionResult } from '../extraction'
import { zipPlace } from '../extraction/address-reality'
import { clearMajority, documentState } from '../extraction/document-state'

export interface DocumentPlace {
  state: string | null
  city: string | null
}

/** A city's own list: its government's name, or its properties said to be in the city. */
const CITY_CUES = [
  /\b(?:Mayor and City Council of|MAYOR AND CITY COUNCIL OF) ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})/g,
  /\b(?:properties|property|lots|parcels)\b[^.]{0,60}?\bin the City of ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})/g,
]

function cityOfDocument(text: string): string | null {
  const cities = new Map<string, number>()
  for (const pattern of CITY_CUES) {
    for (const match of text.matchAll(pattern)) {
      const city = match[1]!.replace(/\b(?:As|And|For|In|On|That|The|Which)\b.*$/, '').trim()
      if (city) cities.set(city.toLowerCase(), (cities.get(city.toLowerCase()) ?? 0) + 1)
    }
  }
  // Two cities named as the list's own: it is no one city's list.
  if (cities.size !== 1) return null
  const [city] = [...cities.keys()]
  return city!.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
}

/** What `text` (a whole list) says once about where all its records are. */
export function documentPlace(text: string): DocumentPlace {
  return { state: documentState(text), city: cityOfDocument(text) }
}

/** `found` (one record of a list) with its state and city, where the record left them out. */
export function withPlace(found: ExtractionResult, place: DocumentPlace): ExtractionResult {
  const address = found.propertyAddress?.value ?? {
    street: null,
    city: null,
    state: null,
    zip: null,
  }
  const zip = zipPlace(address.zip?.slice(0, 5) ?? null)
  const state = address.state ?? zip?.state ?? place.state
  const city = address.city ?? zip?.city ?? (state === place.state ? place.city : null)
  if (state === address.state && city === address.city) return found
  return {
    ...found,
    propertyAddress: {
      value: { ...address, state, city },
      // Only the place is known of a record without an address: not a fact to show as one.
      confidence: found.propertyAddress?.confidence ?? 0.3,
      snippet: found.propertyAddress?.snippet ?? '',
    },
  }
}

const NO_PLACE: DocumentPlace = { state: null, city: null }

/**
 * A list's records, each with its state and city (withPlace). The list's state is the one its
 * law or court names; else the one most of its records are in by what they print or by their
 * ZIPs (a county's sale export whose timeshare records print no address is still that county's);
 * else, as a last resort, the one most of the addresses printed anywhere in it are in (a page of
 * notices whose properties print no state, whose attorneys print theirs).
 */
export function withPlaces(records: ExtractionResult[], text: string): ExtractionResult[] {
  const own = records.map((found) => withPlace(found, NO_PLACE))
  const counts = new Map<string, number>()
  for (const found of own) {
    const state = found.propertyAddress?.value.state
    if (state) counts.set(state, (counts.get(state) ?? 0) + 1)
  }
  const listed = documentPlace(text)
  const state = listed.state ?? clearMajority(counts) ?? documentState(text, { addresses: true })
  const place = { ...listed, state }
  return own.map((found) => withPlace(found, place))
}
