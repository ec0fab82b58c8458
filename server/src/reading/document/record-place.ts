/**
 * Where a list's records are, when a record does not print it all: its state and city. A
 * record's own printed state and city come first; then the city and state of its ZIP (the ZIP
 * database the extractor checks addresses against), which are the record's own; then what the
 * document says once for all its records: the state it names as its law or court ('State of
 * Maryland', 'Annotated Code of Maryland', 'Commonwealth of Pennsylvania') or in most of its
 * printed addresses, and the city whose own list it is ('Mayor and City Council of Baltimore',
 * 'the following properties ... in the City of Baltimore'). A record in another state than the
 * document's does not take the document's city.
 */
import { normalizeStateCode, STATE_NAME_PATTERN } from '../../text/us-states'
import type { ExtractionResult } from '../extraction'
import { zipPlace } from '../extraction/address-reality'

export interface DocumentPlace {
  state: string | null
  city: string | null
}

/** How strongly each way of naming a state says the document is that state's. */
const STATE_CUES: Array<{ pattern: RegExp; weight: number }> = [
  {
    pattern: new RegExp(`\\b(?:State|Commonwealth) of (${STATE_NAME_PATTERN})\\b`, 'gi'),
    weight: 3,
  },
  {
    pattern: new RegExp(
      `\\b(?:Code|Laws|Statutes|Constitution) of (${STATE_NAME_PATTERN})\\b|\\b(${STATE_NAME_PATTERN}) (?:Revised )?(?:Statutes|Code)\\b`,
      'gi',
    ),
    weight: 2,
  },
  { pattern: new RegExp(`\\bCounty,? (${STATE_NAME_PATTERN})\\b`, 'gi'), weight: 2 },
  // An address's state: 'Baltimore, Maryland 21202', 'PITTSBURGH, PA 15235'.
  { pattern: new RegExp(`[A-Za-z.], (${STATE_NAME_PATTERN}),? \\d{5}\\b`, 'gi'), weight: 1 },
  { pattern: /[A-Za-z.],? ([A-Z]{2}),? \d{5}(?:-\d{4})?\b/g, weight: 1 },
]
/** The state named must carry this share of all the document's cues. */
const STATE_SHARE = 0.6

/** A city's own list: its government's name, or its properties said to be in the city. */
const CITY_CUES = [
  /\b(?:Mayor and City Council of|MAYOR AND CITY COUNCIL OF) ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})/g,
  /\b(?:properties|property|lots|parcels)\b[^.]{0,60}?\bin the City of ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})/g,
]

function stateOfDocument(text: string): string | null {
  const scores = new Map<string, number>()
  let total = 0
  for (const { pattern, weight } of STATE_CUES) {
    for (const match of text.matchAll(pattern)) {
      const state = normalizeStateCode((match[1] ?? match[2])!.replace(/\s+/g, ' '))
      if (!state) continue
      scores.set(state, (scores.get(state) ?? 0) + weight)
      total += weight
    }
  }
  const [best] = [...scores.entries()].sort((a, b) => b[1] - a[1])
  return best && best[1] >= STATE_SHARE * total ? best[0] : null
}

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
  return { state: stateOfDocument(text), city: cityOfDocument(text) }
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
