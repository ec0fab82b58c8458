/**
 * Where an address's text starts and ends, and its parts: the shapes the property address's
 * candidates (property-address.ts) are read with. Nothing here judges whose address it is.
 */
import { normalizeZip, parseUsAddress } from '../../text/addresses'
import { STREET_SUFFIX_WORDS, splitStreetAndCity } from '../../text/street-suffixes'
import { STATE_NAME_PATTERN, US_STATE_NAMES } from '../../text/us-states'
import type { PropertyAddress } from './types'

const STATE = `(?:${Object.keys(US_STATE_NAMES).join('|')}|${STATE_NAME_PATTERN})`
/** 'ST 12345' / 'State 12345-6789' ending an address. */
const STATE_ZIP = new RegExp(`[\\s,](${STATE})\\.?,?\\s+(\\d{5})(?:-\\d{4})?(?!\\d)`, 'i')
const LONE_ZIP = /\s(\d{5})(?:-\d{4})?(?!\d)/
const FILLER =
  /^[\s:;,"'(-]*(?:(?:is|being|the|said|property|real|street|address|of|at|as|to|wit|described|premises)[\s:,]+)*/i
/** A street line opening with a house number ('123', '12-14', '166 1/2', 'N1234'). */
export const HOUSE =
  /^(?:[NSEW]\d+\s?[NSEW]\d+|[NSEW]?\d+[A-Z]?(?:[-\u2013](?:\d+[A-Z]?|[A-Z]))?(?:\s+\d\/\d)?)\s+(?!(?:day|days|years?|feet|ft|acres?|percent|%)\b)[A-Za-z0-9]/i
/** Any 'number street, city, ST 12345' anywhere: a bare address line. */
export const ANY_ADDRESS = new RegExp(
  `(?<![\\w.,$-])\\d{1,6}(?:-\\d{1,4})?[A-Z]?\\s+[A-Za-z0-9 .'#-]{2,60}?,\\s*(?:,\\s*)?[A-Za-z .'-]{2,40}?,?\\s+(?:${STATE})\\.?,?\\s+\\d{5}(?:-\\d{4})?(?!\\d)`,
  'gi',
)
/**
 * A street run into its city with no comma between them, ending in a state and ZIP ('1459 56th
 * St Brooklyn, NY 11219', printed on two lines), for the lines ANY_ADDRESS does not match.
 */
export const RUN_ON_ADDRESS = new RegExp(
  `(?<![\\w.,$:-])\\d{1,6}(?:-\\d{1,4})?[A-Z]?\\s+[A-Za-z0-9 .'#-]{2,80}?,?\\s+(?:${STATE})\\.?,?\\s+\\d{5}(?:-\\d{4})?(?!\\d)`,
  'gi',
)

/** Street words a record-opening address ends with (before a parcel number or size). */
const RECORD_STREET = new RegExp(
  `^[*\\s]*((?:[NSEW]\\d+\\s?[NSEW]\\d+|\\d+[A-Z]?(?:-\\d+[A-Z]?)?(?:\\s+\\d\\/\\d)?)\\s+(?:[NSEW]\\.?\\s+)?[A-Za-z0-9][A-Za-z0-9.' -]{1,40}?\\b(?:${STREET_SUFFIX_WORDS})\\b\\.?(?:\\s+(?:[NSEW]{1,2})\\b\\.?)?(?:\\s+(?:unit|apt|#)\\s*\\w+)?)(?=\\s*(?:[,(]|$|\\s\\d|\\s[A-Z][a-z]+\\s+-))`,
  'i',
)
/** A street suffix anywhere in a street line. */
const SUFFIX = new RegExp(`\\b(?:${STREET_SUFFIX_WORDS})\\b`, 'i')

/** Whether a street line names its street's kind ('Avenue', 'RD', 'Ct'). */
export function hasStreetSuffix(street: string | null): boolean {
  return street !== null && SUFFIX.test(street)
}

/**
 * The address a list record's first line opens with ('505 N CARROLLTON AVE (127-16) ...',
 * '12 Elm St, Springfield, PA 19064'), with how long that opening is.
 */
export function recordOpeningAddress(
  line: string,
): { address: PropertyAddress; length: number } | null {
  const opening = RECORD_STREET.exec(line)
  if (!opening) return null
  const street = opening[1]!.replace(/\s+/g, ' ').trim()
  const rest = line.slice(opening.index + opening[0].length)
  const place = /^\s*,\s*([A-Za-z .'-]{2,30}?)(?:,?\s+([A-Z]{2}))?(?:,?\s+(\d{5}))?\s*$/.exec(rest)
  return {
    address: {
      street,
      city: place?.[1]?.trim() ?? null,
      state: place?.[2] ?? null,
      zip: place?.[3] ?? null,
    },
    length: opening.index + opening[0].length,
  }
}

/** The address that starts right after an intro, up to its ZIP (or its end). */
export function addressAfter(
  flat: string,
  start: number,
): { address: PropertyAddress; start: number; end: number } | null {
  const filler = FILLER.exec(flat.slice(start))?.[0] ?? ''
  const from = start + filler.length
  const window = flat.slice(from, from + 160)
  if (!HOUSE.test(window)) return null
  const text = addressText(window)
  if (/\b(?:p\.?\s?o\.?\s*box)\b/i.test(text)) return null
  const address = toAddress(text)
  return address ? { address, start: from, end: from + text.length } : null
}

/** The address at the start of `window`: up to its state and ZIP, its ZIP, or its clause's end. */
export function addressText(window: string): string {
  const head = window.slice(0, 160)
  const stateZip = STATE_ZIP.exec(head)
  if (stateZip) return head.slice(0, stateZip.index + stateZip[0].length)
  const loneZip = LONE_ZIP.exec(head)
  if (loneZip) return head.slice(0, loneZip.index + loneZip[0].length)
  return head.split(/[;(]|\.\s|,\s*(?:and|being|which|in the|as described)\b/i)[0]!
}

/** Parsed parts; the city split from the street when only a ZIP ends the text. */
export function toAddress(text: string): PropertyAddress | null {
  const parsed = parseUsAddress(text.replace(/\s+/g, ' ').replace(/[.,]+$/, ''))
  let { street, city } = parsed
  if (!street || !/^\S*\d/.test(street)) return null
  if (!city && parsed.zipCode) {
    const split = splitStreetAndCity(street)
    street = split.street
    city = split.city
  }
  if (street.length > 80) return null
  return {
    street: street.replace(/[\s,]+$/, ''),
    city: city
      ? city.replace(/[\s,.]+$/, '').replace(/^(?:city|town|village|township|borough) of\s+/i, '')
      : null,
    state: parsed.state,
    zip: normalizeZip(parsed.zipCode),
  }
}
