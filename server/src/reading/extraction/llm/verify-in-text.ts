/**
 * Where a value the LLM proposed is printed in the document's flat text (prepare.ts), or null
 * when it is not. This is what keeps the adapter from inventing: a case number, amount, date
 * or ZIP must be printed as such; a name's words must all stand close together.
 */
import { normalizeStateCode, US_STATE_NAMES } from '../../../text/us-states'
import type { DocumentType, PropertyAddress } from '../types'

/** Offsets of a match in the flat text. */
export interface Span {
  start: number
  end: number
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const BEFORE = '(?<![A-Za-z0-9])'
const AFTER = '(?![A-Za-z0-9])'

function firstMatch(flat: string, pattern: RegExp): Span | null {
  const match = pattern.exec(flat)
  return match ? { start: match.index, end: match.index + match[0].length } : null
}

/**
 * `value` printed as a phrase: any case, any whitespace between its words, an optional space
 * around '-' and '/' (OCR and line breaks split case numbers there).
 */
export function locatePhrase(flat: string, value: string): Span | null {
  const words = value.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return null
  const body = words.map((word) => escapeRegExp(word).replace(/[-/]/g, '\\s?$&\\s?')).join('\\s+')
  return firstMatch(flat, new RegExp(`${BEFORE}${body}${AFTER}`, 'i'))
}

const NAME_FILLER = new Set(['et', 'al', 'and', 'the', 'of', 'an', 'aka'])

/** The words of a name that must be printed: two characters or more, fillers left out. */
function nameTokens(value: string): string[] {
  return value
    .split(/[^A-Za-z0-9'&]+/)
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter((token) => token.length >= 2 && !NAME_FILLER.has(token.toLowerCase()))
}

function wordPattern(token: string): RegExp {
  return new RegExp(`${BEFORE}${escapeRegExp(token)}${AFTER}`, 'gi')
}

/**
 * A name (person, company, court) whose every word is printed within a short stretch of text,
 * in any order ('SMITH, JOHN A.' for 'John A. Smith'). Null when one word is missing.
 */
export function locateName(flat: string, value: string): Span | null {
  const tokens = nameTokens(value)
  const [first, ...others] = tokens
  if (!first) return null
  const reach = Math.max(60, value.length + 40)
  for (const anchor of flat.matchAll(wordPattern(first))) {
    const from = Math.max(0, anchor.index - reach)
    const window = flat.slice(from, anchor.index + first.length + reach)
    let start = anchor.index
    let end = anchor.index + first.length
    let complete = true
    for (const token of others) {
      const hit = window.search(wordPattern(token))
      if (hit < 0) {
        complete = false
        break
      }
      start = Math.min(start, from + hit)
      end = Math.max(end, from + hit + token.length)
    }
    if (complete) return { start, end }
  }
  return null
}

/** '123456.78' printed as 123,456.78 or 123456.78 ('.00' may be left out). */
export function locateAmount(flat: string, value: string): Span | null {
  const [whole = '', cents = '00'] = value.split('.')
  if (!/^\d+$/.test(whole) || whole === '0') return null
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace(/,/g, ',?')
  const decimals = cents === '00' ? '(?:\\.00)?' : `\\.${cents}`
  return firstMatch(flat, new RegExp(`(?<![\\d.,])${grouped}${decimals}(?!\\d|[.,]\\d)`))
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * 'YYYY-MM-DD' printed as 'March 5, 2026', 'Mar. 5th, 2026', '5 March 2026', '5th day of March,
 * 2026', '3/5/2026', '03-05-2026' or '2026-03-05'.
 */
export function locateDate(flat: string, iso: string): Span | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return null
  const [, year, mm, dd] = match as unknown as [string, string, string, string]
  const monthName = MONTHS[Number(mm) - 1]
  if (!monthName) return null
  const month = `(?:${monthName}|${monthName.slice(0, 3)}${monthName === 'September' ? 't?' : ''}\\.?)`
  const day = `0?${Number(dd)}(?:st|nd|rd|th)?`
  const patterns = [
    `${month}\\s+${day},?\\s+${year}`,
    `${day}\\s+(?:day\\s+of\\s+)?${month},?\\s+${year}`,
    `0?${Number(mm)}\\s?([/.-])\\s?0?${Number(dd)}\\s?\\1\\s?${year}`,
    `${year}-${mm}-${dd}`,
  ]
  return firstMatch(flat, new RegExp(`${BEFORE}(?:${patterns.join('|')})(?!\\d)`, 'i'))
}

/** The words that must be printed for the LLM's document type to be believed. */
const TYPE_WORDS: Record<DocumentType, RegExp | null> = {
  'lis pendens': /\blis\s+pendens\b/i,
  'verified complaint': /\bcomplaint\b/i,
  'notice of trustee sale': /\btrustee'?s?\s+sale\b/i,
  'notice of sheriff sale': /\bsheriff'?s?\s+sale\b/i,
  'report of foreclosure sale': /\b(?:report|certificate)\s+of\s+(?:foreclosure\s+)?sale\b/i,
  'tax foreclosure': /\btax\s+(?:foreclosure|lien|sale|certificate|claim)\b/i,
  summons: /\bsummons\b/i,
  other: null,
}

export function locateDocumentType(flat: string, type: DocumentType): Span | null {
  const words = TYPE_WORDS[type]
  return words ? firstMatch(flat, words) : null
}

/**
 * An address whose street (house number and words) is printed; city, state and ZIP are kept
 * only when printed right around the street, so an office's ZIP elsewhere is not taken.
 */
export function locateAddress(
  flat: string,
  address: PropertyAddress,
): { value: PropertyAddress; span: Span; zipVerified: boolean } | null {
  if (!address.street || !/^\d/.test(address.street.trim())) return null
  const street = locateName(flat, address.street)
  if (!street || street.end - street.start > address.street.length + 30) return null
  const from = Math.max(0, street.start - 20)
  const around = flat.slice(from, street.end + 120)
  const inside = (span: Span | null) =>
    span ? { start: from + span.start, end: from + span.end } : null
  const city = address.city ? inside(locatePhrase(around, address.city)) : null
  const code = normalizeStateCode(address.state)
  const state = code
    ? inside(
        firstMatch(around, new RegExp(`\\b${code}\\b`)) ??
          locatePhrase(around, US_STATE_NAMES[code] ?? code),
      )
    : null
  const zip =
    address.zip && /^\d{5}(-\d{4})?$/.test(address.zip)
      ? inside(firstMatch(around, new RegExp(`(?<!\\d)${address.zip}(?!\\d)`)))
      : null
  const spans = [street, city, state, zip].filter((span): span is Span => span !== null)
  return {
    value: {
      street: address.street.trim(),
      city: city ? (address.city?.trim() ?? null) : null,
      state: state ? code : null,
      zip: zip ? (address.zip?.slice(0, 5) ?? null) : null,
    },
    span: {
      start: Math.min(...spans.map((span) => span.start)),
      end: Math.max(...spans.map((span) => span.end)),
    },
    zipVerified: zip !== null,
  }
}
