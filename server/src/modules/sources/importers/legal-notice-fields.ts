/**
 * Finds the fields of one free-text legal notice (a sheriff sale or foreclosure notice as
 * printed in a legal journal): docket, parties, amount, attorney, municipality and property
 * address. Each finder works on patterns common to such notices, not on one journal's layout.
 */
import { type ParsedAddress, parseUsAddress } from '../../../text/addresses'
import { parseDate } from '../../../text/dates'
import { isOrganizationName } from '../../../text/organization-names'
import { collapseWhitespace, stripParentheticals } from '../../../text/text'
import { STATE_NAME_PATTERN, US_STATE_NAMES } from '../../../text/us-states'

export interface Found {
  value: string
  index: number
  end: number
}

/** Words before 'No.' / '#' that number something other than the case. */
const NOT_A_CASE_LABEL =
  '(?<!\\b(?:lots?|block|book|instrument|plan|parcel|page|pg|volume|vol|deed|unit|map|id|bldg|building|suite|apt|sale)\\.?\\s*)'
const DOCKET_VALUE = '([A-Z0-9][A-Z0-9.:/-]*\\d[A-Z0-9/-]*)'
const LABELLED_DOCKET = new RegExp(
  `\\b(?:docket|case|civil action|index|suit|file|c\\.\\s?p\\.|cp)\\s*(?:no\\.?|number|#)\\s*:?\\s*${DOCKET_VALUE}`,
  'i',
)
/** Court-prefixed dockets: 'GD-08-017655', 'MG-10-002354', 'F-012345-19'. */
const PREFIXED_DOCKET = /\b([A-Z]{1,4}-\d{2,6}-\d{2,8}(?:-[A-Z0-9]+)?)\b/
const NUMBER_LABEL_DOCKET = new RegExp(
  `${NOT_A_CASE_LABEL}\\b(?:No\\.?|Number|#)\\s*:?\\s*(\\d{2,4}[-/:][A-Z0-9-]*\\d)\\b`,
  'i',
)

function found(match: RegExpExecArray | null, group = 1): Found | null {
  if (!match || match[group] === undefined) return null
  const value = match[group]!.replace(/[.:]+$/, '')
  const index = match.index + match[0].indexOf(value)
  return { value, index, end: index + value.length }
}

/** The docket or case number: a labelled one first, then a court-prefixed one, then 'No. ...'. */
export function findDocket(text: string): Found | null {
  return (
    found(LABELLED_DOCKET.exec(text)) ??
    found(PREFIXED_DOCKET.exec(text)) ??
    found(NUMBER_LABEL_DOCKET.exec(text))
  )
}

/** The first dollar amount, e.g. the judgment that follows the docket. */
export function findAmount(text: string, from = 0): Found | null {
  const pattern = /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/g
  pattern.lastIndex = from
  return found(pattern.exec(text))
}

/** 'v.' is lower-case only: 'V.' is far more often a middle initial (see `findVersus`). */
const VERSUS = /\s+(?:v\.|vs\.?|VS\.?|Vs\.?|versus|VERSUS|Versus)\s+/
const UPPER_V = /\s+V\.?\s+/
/** Where a party list ends when nothing else marks it: an amount, a label, a sentence end. */
const PARTIES_END = [
  /\$|;|\s+(?:property|premises|located|known\s+as|being|all\s+(?:that|those)|in\s+the\s+(?:commonwealth|state|county))\b/i,
  /\b[A-Z][a-z]+(?:\s*\(s\))?\s*:/,
  /(?<=[a-z]{2}|\d)(?<!\bvs)\.(?:\s|$)/,
]
const LABEL = (word: string) =>
  new RegExp(
    `\\b${word}s?(?:\\s*\\(s\\))?\\s*:\\s*(.+?)(?=;|\\s+[A-Za-z]+(?:\\s*\\(s\\))?\\s*:|(?<=[a-z]{2})\\.(?:\\s|$)|$)`,
    'i',
  )

/** ' vs. ' between parties; an upper-case ' V. ' only after an organisation ('BANK V. DOE'). */
function findVersus(span: string): { index: number; length: number } | null {
  const lower = VERSUS.exec(span)
  if (lower) return { index: lower.index, length: lower[0].length }
  const upper = UPPER_V.exec(span)
  if (upper && isOrganizationName(span.slice(0, upper.index))) {
    return { index: upper.index, length: upper[0].length }
  }
  return null
}

/**
 * Defendants and plaintiff. A 'Defendant(s): ...' label wins; then 'PLAINTIFF vs. DEFENDANTS';
 * otherwise the notice names only the defendants, before the docket (or after it when the
 * notice opens with the docket).
 */
export function findParties(
  text: string,
  docket: Found | null,
): { defendants: string | null; plaintiff: string | null } {
  const labelledDefendants = LABEL('defendant').exec(text)?.[1] ?? null
  const labelledPlaintiff = LABEL('plaintiff').exec(text)?.[1] ?? null
  if (labelledDefendants) return { defendants: labelledDefendants, plaintiff: labelledPlaintiff }
  let span = docket ? withoutDocketLabel(text.slice(0, docket.index)) : ''
  if (span === '') {
    const after = (docket ? text.slice(docket.end) : text).replace(/^[\s.,;:—–-]+/, '')
    const ends = PARTIES_END.map((pattern) => after.search(pattern)).filter((end) => end >= 0)
    span = (ends.length > 0 ? after.slice(0, Math.min(...ends)) : after).trim()
  }
  const versus = findVersus(span)
  if (versus) {
    return {
      plaintiff:
        labelledPlaintiff ?? span.slice(0, versus.index).replace(/^plaintiffs?\s*:?\s*/i, ''),
      defendants: span
        .slice(versus.index + versus.length)
        .replace(/[\s,]*(?:et\s+al\.?)?[\s,]*(?:defendants?)?\.?$/i, ''),
    }
  }
  return { defendants: span || null, plaintiff: labelledPlaintiff }
}

/** Drops a trailing 'Case No.' (and the punctuation before it) from the text before a docket. */
function withoutDocketLabel(span: string): string {
  return span
    .replace(
      /[\s,;:—–-]*(?:\b(?:docket|case|civil action|index|suit|file|c\.\s?p\.)\s*)?(?:\bno\.?|\bnumber|#)?[\s:]*$/i,
      '',
    )
    .trim()
}

const PHONE = /\(?\b\d{3}\)?[\s.-]\d{3}-\d{4}\b/

/** The attorney block between the amount and the property description, and its phone. */
export function findAttorney(
  text: string,
  from: number,
): { attorney: string | null; phone: string | null } {
  const rest = text.slice(from)
  const stop = rest.search(/\bIn the (?:Commonwealth|State|County)\b|\bAll (?:that|those)\b/i)
  const block = stop >= 0 ? rest.slice(0, stop) : ''
  const phone = PHONE.exec(block)
  const attorney = collapseWhitespace(
    (phone ? block.slice(0, phone.index) : block).replace(/^[\s,.;—–-]+/, ''),
  )
  return { attorney: attorney || null, phone: phone ? phone[0] : null }
}

/** 'Shaler Township', '6th Ward-City of Pittsburgh', 'Borough of Mt. Oliver' after 'County of X:'. */
export function findMunicipality(text: string): string | null {
  const county = /\bCounty of [A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s*[:,]?\s*/.exec(text)
  if (!county) return null
  const rest = text.slice(county.index + county[0].length)
  const stop = rest.search(
    /:|\.\s+(?=Having|HET|Parcel|Being|Together|Lots?\s|Vacant|Bng|All\s)|,\s*having\b/i,
  )
  if (stop <= 0) return null
  const name = rest
    .slice(0, stop)
    .replace(/^(?:and\s+)?(?:in\s+)?(?:the\s+)?/i, '')
    .replace(/^Parcel\s+\w+\s+/i, '')
  return collapseWhitespace(name) || null
}

const STATE_ZIP = new RegExp(
  `,?\\s*(?:${Object.keys(US_STATE_NAMES).join('|')}|${STATE_NAME_PATTERN})\\.?,?\\s+\\d{5}(?:-\\d{4})?(?!\\d)`,
)
/** Phrases that introduce the property's address in a notice. */
const ADDRESS_ANCHOR =
  /\b(?:known\s+(?:and|&)\s+numbered(?:\s+as?)?|numbered\s+as|known\s+as|(?<![/\w])k\/a|located\s+at|situated?\s+at|property(?:\s+address)?\s*:|premises\s*:)\s*/gi
const ALIAS = /\s*\b(?:a\/k\/a|aka|f\/k\/a|n\/k\/a)\b.*$/i

/**
 * The property address: the first 'City, ST 12345' in the notice, with the street taken from
 * the last 'known (and numbered) as' before it, or else from the nearest piece that starts with
 * a house number. Aliases ('a/k/a ...') and asides in parentheses are dropped.
 */
export function findPropertyAddress(text: string, from = 0): ParsedAddress | null {
  const tail = text.slice(from)
  const stateZip = STATE_ZIP.exec(tail)
  if (!stateZip) return null
  const before = tail.slice(0, stateZip.index)
  let anchorEnd = -1
  for (const match of before.matchAll(ADDRESS_ANCHOR)) anchorEnd = match.index + match[0].length
  let pieces = stripParentheticals(anchorEnd >= 0 ? before.slice(anchorEnd) : before)
    .split(',')
    .map((piece) => piece.replace(ALIAS, '').trim())
    .filter((piece) => piece !== '')
  if (anchorEnd < 0) {
    const streetAt = pieces.slice(0, -1).findLastIndex((piece) => houseNumberAt(piece) >= 0)
    if (streetAt < 0) return null
    pieces = pieces.slice(streetAt)
    pieces[0] = pieces[0]!.slice(houseNumberAt(pieces[0]!))
  }
  if (pieces.length === 0) return null
  pieces[0] = pieces[0]!.replace(/^No\.\s*/i, '')
  const address = parseUsAddress(`${pieces.join(', ')}${stateZip[0]}`)
  if (address.street) {
    address.street = address.street.replace(/(\b[A-Za-z]{5,})\.$/, '$1')
    const unit = anchorEnd >= 0 ? unitBefore(before.slice(0, anchorEnd)) : null
    if (unit && !/\bunit\b/i.test(address.street)) address.street += `, ${unit}`
  }
  return address
}

/** Where the last '123 Name' (a house number and a word) in a piece starts, or -1. */
function houseNumberAt(piece: string): number {
  let at = -1
  for (const match of piece.matchAll(
    /(?:^|[\s:;])(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?\s+[A-Za-z0-9])/g,
  )) {
    at = match.index + match[0].indexOf(match[1]!)
  }
  return at
}

/** 'Having erected therein Unit 12-B in a ... building known as': the unit in that sentence. */
function unitBefore(text: string): string | null {
  const sentence = text.split(/[.:;]\s+/).pop() ?? ''
  return /\bUnit\s+(?:No\.?\s*)?([A-Z0-9][\w-]*)/i.exec(sentence)?.[0] ?? null
}

/** A sale date stated in a header: 'Sheriff Sales for sale on 05/07/2012', 'Sale date: May 7, 2012'. */
export function findSaleDate(header: string): string | null {
  const match =
    /\bsales?\b[^\n]{0,60}?\b(?:on|date\s*:?|held)\s+((?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4})|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})/i.exec(
      header,
    )
  return match ? parseDate(match[1]) : null
}

/** 'Sale Cancelled', 'Sale Postponed', 'Sale Stayed' when the notice says so. */
export function findStatus(text: string): string | null {
  return /\bSale\s+(?:Cancell?ed|Postponed|Stayed|Adjourned)\b/i.exec(text)?.[0] ?? null
}
