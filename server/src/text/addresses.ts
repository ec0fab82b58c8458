/**
 * US postal addresses split into the index's columns: the street line, city, two-letter state
 * and five-digit ZIP, whatever punctuation the source used between them.
 */
import { STREET_SUFFIX_WORDS, splitStreetAndCity, UNIT_PIECE } from './street-suffixes'
import { cleanText, collapseWhitespace, stripParentheticals } from './text'
import { normalizeStateCode, STATE_NAME_PATTERN, US_STATE_NAMES } from './us-states'

export interface ParsedAddress {
  /** The street line, with a unit when the source gives one ('144 N. Dithridge Street, Unit 415'). */
  street: string | null
  city: string | null
  state: string | null
  zipCode: string | null
}

const STATE_CODES = Object.keys(US_STATE_NAMES).join('|')
const STATE = `(?:${STATE_CODES}|${STATE_NAME_PATTERN})`
/** 'PA 15223', 'LA. 71238', 'Pennsylvania 15238', 'SC, 29607', 'PA 15044-6113'. */
const STATE_AND_ZIP = new RegExp(
  `(?:^|[\\s,])(${STATE})\\.?\\s*,?\\s+(\\d{5})(?:-\\d{4})?(?!\\d)`,
  'i',
)
const STATE_AT_END = new RegExp(`(?:^|[\\s,])(${STATE_CODES})\\.?$`)
/**
 * State codes that are street suffixes too (Court, Way): at the end of a line with no comma in it
 * and no other street suffix before them ('163 COOPER CT', its city and ZIP under labels of their
 * own) they end the street, not a place. After a suffix ('736 Old Stratfield Road Fairfield CT')
 * they are the state.
 */
const SUFFIX_CODE_AT_END = /^([^,]*)\s(?:CT|WY)\.?$/
const EARLIER_SUFFIX = new RegExp(`\\s(?:${STREET_SUFFIX_WORDS})\\.?\\s`, 'i')

function endsWithSuffixCode(text: string): boolean {
  const match = SUFFIX_CODE_AT_END.exec(text)
  return match !== null && !EARLIER_SUFFIX.test(`${match[1]} `)
}
const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/

/**
 * Five-digit ZIP from '08330', '15044-6113', '150446113' or a number that lost its leading
 * zero (8330); null for blanks, '00000' and anything else.
 */
export function normalizeZip(value: unknown): string | null {
  let text = typeof value === 'number' ? String(value) : cleanText(value)
  if (!text) return null
  text = text.replace(/\s+/g, '')
  const match = /^(\d{3,5})(?:-?\d{4})?$/.exec(text)
  if (!match) return null
  const zip = match[1]!.padStart(5, '0')
  if (match[1]!.length < 4 || zip === '00000') return null
  return zip
}

/**
 * Splits 'street, city, ST 12345' and its variants: a ZIP+4, a full state name, no ZIP, a unit
 * piece ('Unit 5') after the street, empty pieces (', , SC'), asides in parentheses, no comma
 * between street and city ('0 EXAMPLE ROAD SAMPLETON, LA. 71000') or text after the ZIP (a second
 * address). The first state-and-ZIP found ends the address. Parts it cannot find are null.
 */
export function parseUsAddress(value: unknown): ParsedAddress {
  const text = cleanText(value)
  const empty: ParsedAddress = { street: null, city: null, state: null, zipCode: null }
  if (!text) return empty
  let head = text
  let state: string | null = null
  let zipCode: string | null = null
  const both = STATE_AND_ZIP.exec(text)
  const stateOnly = both || endsWithSuffixCode(text) ? null : STATE_AT_END.exec(text)
  const zipOnly = both || stateOnly ? null : ZIP_AT_END.exec(text)
  const found = both ?? stateOnly ?? zipOnly
  if (found) {
    head = text.slice(0, found.index)
    if (both || stateOnly) state = normalizeStateCode(found[1]!)
    zipCode = normalizeZip(both ? both[2] : zipOnly?.[1])
  }
  const pieces = head
    .split(',')
    .map((piece) => collapseWhitespace(piece))
    .filter((piece) => piece !== '')
  const { street, city } = streetAndCity(pieces, found !== null && zipOnly === null)
  return { street, city, state, zipCode }
}

function streetAndCity(
  pieces: string[],
  cityExpected: boolean,
): { street: string | null; city: string | null } {
  const [first, ...rest] = pieces
  if (!first) return { street: null, city: null }
  const streetPieces = [first]
  while (rest.length > 1 && UNIT_PIECE.test(rest[0]!)) streetPieces.push(rest.shift()!)
  // '7442 S QUAIL CIR, APT 2113' with no city after it: the unit is the street's.
  if (
    !cityExpected &&
    rest.length === 1 &&
    UNIT_PIECE.test(rest[0]!) &&
    /[A-Za-z]/.test(rest[0]!)
  ) {
    return { street: [...streetPieces, rest[0]!].join(', '), city: null }
  }
  if (rest.length === 0) {
    if (!cityExpected) return { street: first, city: null }
    const split = splitStreetAndCity(first)
    return { street: dropLeadingDescription(split.street), city: split.city }
  }
  const city = stripParentheticals(rest[rest.length - 1]!) || null
  return { street: streetPieces.join(', '), city }
}

/**
 * '2018 MOBILE HOME BEARING SERIAL NUMBER X123 ON 193 EXAMPLE PLACE' ->
 * '193 EXAMPLE PLACE': a long run of words before the last house number is a description.
 */
function dropLeadingDescription(street: string): string {
  const tokens = street.split(' ')
  if (tokens.length <= 7) return street
  for (let index = tokens.length - 3; index >= 2; index--) {
    if (/^\d+$/.test(tokens[index]!)) return tokens.slice(index).join(' ')
  }
  return street
}
