/**
 * The property's address: introduced by 'property address', 'commonly known as', 'located at',
 * 'a/k/a', 'known and numbered as' or 'Situs:', or failing that any street address with a state
 * and ZIP. Addresses in an attorney's, trustee's or court's passage (firm names, 'Esq.', bar
 * numbers, phone and fax lines, 'Suite') are never taken for the property's.
 */
import { normalizeZip, parseUsAddress } from '../../text/addresses'
import { STREET_SUFFIX_WORDS, splitStreetAndCity } from '../../text/street-suffixes'
import { STATE_NAME_PATTERN, US_STATE_NAMES } from '../../text/us-states'
import { inDocumentState, withZipPlace } from './address-reality'
import { documentState } from './document-state'
import { type RoleValue, valuesOf } from './labels'
import { hasAgentMarker, snippetAt } from './prepare'
import type { Found, PropertyAddress } from './types'

interface Intro {
  pattern: RegExp
  confidence: number
  /** How far before the intro an agent marker disqualifies it. */
  guard: number
}

const INTROS: Intro[] = [
  {
    pattern: /\b(?:property|street|premises|subject property)\s+address(?:es)?\s*(?:is|of|:)?/gi,
    confidence: 0.95,
    guard: 40,
  },
  {
    pattern:
      /\b(?:(?:more\s+)?commonly|also|being)\s+known\s+(?:and\s+numbered\s+)?as\b|\bknown and numbered as\b|\bmunicipally known as\b/gi,
    confidence: 0.9,
    guard: 40,
  },
  {
    pattern:
      /\bcommon designation(?:,?\s*if any,?)?(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?(?:\s+(?:described above\s+)?is(?:\s+purported\s+to\s+be)?)?\s*:?/gi,
    confidence: 0.9,
    guard: 40,
  },
  {
    pattern: /\b(?:property|premises|real estate|dwelling|home)\s+(?:is\s+)?known\s+as\b/gi,
    confidence: 0.85,
    guard: 40,
  },
  { pattern: /\bsitus(?:\s+address)?\s*:/gi, confidence: 0.9, guard: 0 },
  { pattern: /\b(?:a\/k\/a|aka|a\.k\.a\.)(?=[\s:])/gi, confidence: 0.8, guard: 60 },
  {
    pattern:
      /\b(?:property|premises|real estate|land|home|dwelling)\s+(?:is\s+)?(?:located|situated|situate)\s+(?:at|in)\b/gi,
    confidence: 0.85,
    guard: 60,
  },
  { pattern: /\blocated\s+at\b/gi, confidence: 0.7, guard: 100 },
  { pattern: /\b(?:known|designated) as\b/gi, confidence: 0.75, guard: 60 },
]

const STATE = `(?:${Object.keys(US_STATE_NAMES).join('|')}|${STATE_NAME_PATTERN})`
/** 'ST 12345' / 'State 12345-6789' ending an address. */
const STATE_ZIP = new RegExp(`[\\s,](${STATE})\\.?,?\\s+(\\d{5})(?:-\\d{4})?(?!\\d)`, 'i')
const LONE_ZIP = /\s(\d{5})(?:-\d{4})?(?!\d)/
const FILLER =
  /^[\s:;,"'(-]*(?:(?:is|being|the|said|property|real|street|address|of|at|as|to|wit|described|premises)[\s:,]+)*/i
/** A street line opening with a house number ('123', '12-14', '166 1/2', 'N1234'). */
const HOUSE =
  /^(?:[NSEW]\d+\s?[NSEW]\d+|[NSEW]?\d+[A-Z]?(?:[-\u2013](?:\d+[A-Z]?|[A-Z]))?(?:\s+\d\/\d)?)\s+(?!(?:day|days|years?|feet|ft|acres?|percent|%)\b)[A-Za-z0-9]/i
/** Any 'number street, city, ST 12345' anywhere, for the fallback. */
const ANY_ADDRESS = new RegExp(
  `(?<![\\w.,$-])\\d{1,6}(?:-\\d{1,4})?[A-Z]?\\s+[A-Za-z0-9 .'#-]{2,60}?,\\s*(?:,\\s*)?[A-Za-z .'-]{2,40}?,?\\s+(?:${STATE})\\.?,?\\s+\\d{5}(?:-\\d{4})?(?!\\d)`,
  'gi',
)

/** An address followed by a suite, phone or e-mail line is an office's. */
const CONTACT_AFTER =
  /^[\s,.;]*(?:suite|ste\b|tel\b|telephone|phone|fax|facsimile|e-?mail|\(?\d{3}\)?[\s.-]\d{3}-\d{4})/i

/** Where a sale is held: the courthouse's or sheriff's address, not the property's. */
const SALE_PLACE =
  /\b(?:place of (?:the )?sale|location of sale|following location|courthouse|justice (?:complex|center)|sheriff'?s office|front (?:steps|entrance|door)|auction will be held|civic center)\b/i
/** Whose address it is, printed just before it: a servicer's, a sender's, someone's 'care of'. */
const SOMEONE_ELSES =
  /\b(?:servicer(?: and)? address|whose address is|sender is|c\/o|clo|care of)\b[^.]{0,80}$/i

/** Street words a record-opening address ends with (before a parcel number or size). */
const RECORD_STREET = new RegExp(
  `^[*\\s]*((?:[NSEW]\\d+\\s?[NSEW]\\d+|\\d+[A-Z]?(?:-\\d+[A-Z]?)?(?:\\s+\\d\\/\\d)?)\\s+(?:[NSEW]\\.?\\s+)?[A-Za-z0-9][A-Za-z0-9.' -]{1,40}?\\b(?:${STREET_SUFFIX_WORDS})\\b\\.?(?:\\s+(?:[NSEW]{1,2})\\b\\.?)?(?:\\s+(?:unit|apt|#)\\s*\\w+)?)(?=\\s*(?:[,(]|$|\\s\\d|\\s[A-Z][a-z]+\\s+-))`,
  'i',
)

/** 'Mortgage Servicer's Address:', 'Firm Address:', 'Mailing Address:': someone else's address. */
const OTHERS_ADDRESS =
  /(?:['\u2019]s|\b(?:firm|mailing|billing|office|return|sender|trustee|attorney|servicer|lender|beneficiary|company|business|agent|clerk|plaintiff|mortgagee))\s*$/i

/**
 * The address a labelled field states ('Address: 5818 WOODCREST AVENUE PHILADELPHIA PA 19131',
 * 'Street: 775 Urban Street Zip: 80401'), with the city, state and ZIP of their own labels.
 */
function labelledAddress(
  flat: string,
  labels: readonly RoleValue[],
): Found<PropertyAddress> | null {
  for (const label of valuesOf(labels, 'address')) {
    // The label says whose address it is: 'Firm Address:' is not the property's, nor an
    // 'Address:' right after an attorney's or trustee's label.
    const previous = labels.filter((other) => other.end <= label.start).at(-1)
    const agentLabel =
      previous &&
      label.start - previous.end < 150 &&
      /attorney|firm|trustee|servicer|lender|agent|beneficiary|mortgagee|contact/.test(previous.key)
    if (agentLabel || OTHERS_ADDRESS.test(flat.slice(Math.max(0, label.start - 30), label.start)))
      continue
    if (!HOUSE.test(label.value)) continue
    const address = toAddress(addressText(label.value.replace(/\s*\((?:[^()]*)\)\s*/g, ' ')))
    if (!address) continue
    const after = labels.filter(
      (other) => other.start > label.start && other.start - label.end < 200,
    )
    const part = (role: 'city' | 'state' | 'zip') =>
      after.find((other) => other.role === role)?.value
    const zip = address.zip ?? normalizeZip(part('zip')?.split(/\s/)[0])
    const city = address.city ?? part('city')?.replace(/[.,]+$/, '') ?? null
    const state =
      address.state ?? (part('state') ? (part('state') ?? '').slice(0, 2).toUpperCase() : null)
    return {
      value: { ...address, city, state, zip },
      confidence: 0.93,
      snippet: snippetAt(flat, label.start, label.end, 0),
    }
  }
  return null
}

/**
 * The property's address with the intro or context it was found in. `record` is set for one
 * record of a list, whose opening street ('505 N CARROLLTON AVE (127-16) ...') is its address.
 */
export function findPropertyAddress(
  flat: string,
  labels: readonly RoleValue[] = [],
  options: { record?: boolean; firstLine?: string } = {},
): Found<PropertyAddress> | null {
  const candidates: Array<Found<PropertyAddress> & { at: number }> = []
  const labelled = labelledAddress(flat, labels)
  if (labelled) {
    const at = flat.indexOf(labelled.snippet.slice(0, 30))
    candidates.push({ ...labelled, at: Math.max(0, at) })
  }
  const line = (options.firstLine ?? flat.slice(0, 120)).replace(/\s+/g, ' ').trim()
  const opening = options.record ? RECORD_STREET.exec(line) : null
  if (opening) {
    const street = opening[1]!.replace(/\s+/g, ' ').trim()
    const rest = line.slice(opening.index + opening[0].length)
    const place = /^\s*,\s*([A-Za-z .'-]{2,30}?)(?:,?\s+([A-Z]{2}))?(?:,?\s+(\d{5}))?\s*$/.exec(
      rest,
    )
    candidates.push({
      value: {
        street,
        city: place?.[1]?.trim() ?? null,
        state: place?.[2] ?? null,
        zip: place?.[3] ?? null,
      },
      confidence: 0.6,
      snippet: snippetAt(flat, 0, opening[0].length, 0),
      at: opening.index,
    })
  }
  for (const intro of INTROS) {
    for (const match of flat.matchAll(intro.pattern)) {
      const start = match.index + match[0].length
      if (agentBefore(flat, match.index, intro.guard)) continue
      const found = addressAfter(flat, start)
      if (!found) continue
      if (CONTACT_AFTER.test(flat.slice(found.end, found.end + 30))) continue
      const full = found.address.zip !== null && found.address.street !== null
      candidates.push({
        value: found.address,
        confidence: full ? intro.confidence : intro.confidence - 0.2,
        snippet: snippetAt(flat, match.index, found.end, 0),
        at: match.index,
      })
    }
  }
  for (const match of flat.matchAll(ANY_ADDRESS)) {
    const end = match.index + match[0].length
    const before = flat.slice(Math.max(0, match.index - 60), match.index)
    const othersLabel = /\baddress\s*:\s*$/i.exec(before)
    if (
      hasAgentMarker(flat, match.index - 160, end + 40) ||
      SALE_PLACE.test(flat.slice(Math.max(0, match.index - 120), match.index)) ||
      (othersLabel && OTHERS_ADDRESS.test(before.slice(0, othersLabel.index)))
    )
      continue
    const address = toAddress(match[0])
    if (!address) continue
    candidates.push({
      value: address,
      confidence: 0.55,
      snippet: snippetAt(flat, match.index, end, 0),
      at: match.index,
    })
  }
  // Reality: an address whose ZIP is in another state than the document's, or printed as a
  // servicer's or the sale's place, is not the property.
  // What a document says of its state it says in its first pages (its caption, its law).
  const state = documentState(flat.slice(0, 20_000))
  const real = candidates.filter(
    (candidate) =>
      inDocumentState(candidate.value, state) &&
      !SOMEONE_ELSES.test(flat.slice(Math.max(0, candidate.at - 100), candidate.at + 20)) &&
      !SALE_PLACE.test(flat.slice(Math.max(0, candidate.at - 40), candidate.at + 12)),
  )
  real.sort((a, b) => b.confidence - a.confidence || a.at - b.at)
  const best = real[0]
  if (!best) return null
  const { at: _at, ...result } = best
  return { ...result, value: withZipPlace(result.value) }
}

/**
 * An agent marker in the `guard` characters before an intro, counting only the text after the
 * last ZIP or sentence end there (a firm's letterhead just above does not taint the next line).
 */
function agentBefore(flat: string, at: number, guard: number): boolean {
  const before = flat.slice(Math.max(0, at - guard), at)
  let from = 0
  // A sentence opening 'The property...' after a label's value ('Trustee: X, PLLC The
  // property is located at') starts a new clause too.
  for (const end of before.matchAll(
    /\d{5}(?:-\d{4})?(?!\d)|[a-z]{2}[.;]\s|\s(?=(?:The|This|Said)\s)/g,
  ))
    from = end.index + end[0].length
  return hasAgentMarker(before, from, before.length)
}

/** The address that starts right after an intro, up to its ZIP (or its end). */
function addressAfter(
  flat: string,
  start: number,
): { address: PropertyAddress; end: number } | null {
  const filler = FILLER.exec(flat.slice(start))?.[0] ?? ''
  const from = start + filler.length
  const window = flat.slice(from, from + 160)
  if (!HOUSE.test(window)) return null
  const text = addressText(window)
  if (/\b(?:p\.?\s?o\.?\s*box)\b/i.test(text)) return null
  const address = toAddress(text)
  return address ? { address, end: from + text.length } : null
}

/** The address at the start of `window`: up to its state and ZIP, its ZIP, or its clause's end. */
function addressText(window: string): string {
  const head = window.slice(0, 160)
  const stateZip = STATE_ZIP.exec(head)
  if (stateZip) return head.slice(0, stateZip.index + stateZip[0].length)
  const loneZip = LONE_ZIP.exec(head)
  if (loneZip) return head.slice(0, loneZip.index + loneZip[0].length)
  return head.split(/[;(]|\.\s|,\s*(?:and|being|which|in the|as described)\b/i)[0]!
}

/** Parsed parts; the city split from the street when only a ZIP ends the text. */
function toAddress(text: string): PropertyAddress | null {
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
