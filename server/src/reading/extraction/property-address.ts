/**
 * The property's address is chosen, not taken from the first rule that fires: every address the
 * text offers is a candidate (a labelled field, an intro such as 'commonly known as', 'located
 * at', 'a/k/a' or 'Situs:', a list record's opening street, any 'street, city, ST ZIP' line),
 * and the fitted scorer (address-candidates.ts) chooses among them. What a candidate's role
 * says is someone else's (an attorney's or trustee's office, a servicer's or 'c/o' address,
 * the sale's place, a ZIP in another state than the document's) is kept but refused: issue 34
 * asks that these never become the property.
 */
import { normalizeZip } from '../../text/addresses'
import { normalizeStateCode } from '../../text/us-states'
import {
  type AddressCandidate,
  type AddressCue,
  type AddressRefusal,
  agentBefore,
  CUE_ORDER,
  chooseAddress,
  SALE_PLACE,
} from './address-candidates'
import { inDocumentState, withZipPlace } from './address-reality'
import {
  ANY_ADDRESS,
  addressAfter,
  addressText,
  HOUSE,
  hasStreetSuffix,
  RUN_ON_ADDRESS,
  recordOpeningAddress,
  toAddress,
} from './address-text'
import { documentState } from './document-state'
import { type RoleValue, valuesOf } from './labels'
import { hasAgentMarker, snippetAt } from './prepare'
import type { Found, PropertyAddress, ScoredAddress } from './types'

interface Intro {
  pattern: RegExp
  cue: AddressCue
  /** How far before the intro an agent marker says the passage is an attorney's or trustee's. */
  guard: number
}

const INTROS: Intro[] = [
  {
    pattern: /\b(?:property|street|premises|subject property)\s+address(?:es)?\s*(?:is|of|:)?/gi,
    cue: 'property label',
    guard: 40,
  },
  {
    pattern:
      /\b(?:(?:more\s+)?commonly|also|being)\s+known\s+(?:(?:and|&)\s+numbered\s+)?as\b|\bknown (?:and|&) numbered as\b|\bmunicipally known as\b/gi,
    cue: 'known as',
    guard: 40,
  },
  {
    pattern:
      /\bcommon designation(?:,?\s*if any,?)?(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?(?:\s+(?:described above\s+)?is(?:\s+purported\s+to\s+be)?)?\s*:?/gi,
    cue: 'known as',
    guard: 40,
  },
  {
    pattern: /\b(?:property|premises|real estate|dwelling|home)\s+(?:is\s+)?known\s+as\b/gi,
    cue: 'known as',
    guard: 40,
  },
  { pattern: /\bsitus(?:\s+address)?\s*:/gi, cue: 'situs', guard: 0 },
  { pattern: /\b(?:a\/k\/a|aka|a\.k\.a\.)(?=[\s:])/gi, cue: 'a/k/a', guard: 60 },
  {
    pattern:
      /\b(?:property|premises|real estate|land|home|dwelling)\s+(?:is\s+)?(?:located|situated|situate)\s+(?:at|in)\b/gi,
    cue: 'located at',
    guard: 60,
  },
  { pattern: /\blocated\s+at\b/gi, cue: 'loose intro', guard: 100 },
  { pattern: /\b(?:known|designated) as\b/gi, cue: 'loose intro', guard: 60 },
]

/** An address followed by a suite, phone or e-mail line is an office's. */
const CONTACT_AFTER =
  /^[\s,.;]*(?:suite|ste\b|tel\b|telephone|phone|fax|facsimile|e-?mail|\(?\d{3}\)?[\s.-]\d{3}-\d{4})/i
/** Whose address it is, printed just before it: a servicer's, a sender's, someone's 'care of'. */
const SOMEONE_ELSES =
  /\b(?:servicer(?: and)? address|whose address is|sender is|c\/o|clo|care of)\b[^.]{0,80}$/i
/** 'Mortgage Servicer's Address:', 'Firm Address:', 'Mailing Address:': someone else's address. */
const OTHERS_ADDRESS =
  /(?:['\u2019]s|\b(?:firm|mailing|billing|office|return|sender|trustee|attorney|servicer|lender|beneficiary|company|business|agent|clerk|plaintiff|mortgagee))\s*$/i

/** A candidate as generated, before the refusals every candidate is checked against. */
type Offered = Omit<AddressCandidate, 'refused'> & { refused?: AddressRefusal }

/**
 * Each address a labelled field states ('Address: 5818 WOODCREST AVENUE PHILADELPHIA PA 19131',
 * 'Street: 775 Urban Street Zip: 80401'), with the city, state and ZIP of their own labels.
 */
function labelledAddresses(flat: string, labels: readonly RoleValue[]): Offered[] {
  const offered: Offered[] = []
  for (const label of valuesOf(labels, 'address')) {
    if (!HOUSE.test(label.value)) continue
    const address = toAddress(addressText(label.value.replace(/\s*\((?:[^()]*)\)\s*/g, ' ')))
    if (!address) continue
    // The label says whose address it is: 'Firm Address:' is not the property's, nor an
    // 'Address:' right after an attorney's or trustee's label.
    const previous = labels.filter((other) => other.end <= label.start).at(-1)
    const agentLabel =
      previous &&
      label.start - previous.end < 150 &&
      /attorney|firm|trustee|servicer|lender|agent|beneficiary|mortgagee|contact/.test(previous.key)
    const othersLabel = OTHERS_ADDRESS.test(flat.slice(Math.max(0, label.start - 30), label.start))
    const after = labels.filter(
      (other) => other.start > label.start && other.start - label.end < 200,
    )
    const part = (role: 'city' | 'state' | 'zip') =>
      after.find((other) => other.role === role)?.value
    const zip = address.zip ?? normalizeZip(part('zip')?.split(/\s/)[0])
    const city = address.city ?? part('city')?.replace(/[.,]+$/, '') ?? null
    // 'State: Maryland' or 'State: MD 21218': the code, never the name's first two letters.
    const stateText = part('state')?.trim() ?? ''
    const state =
      address.state ??
      normalizeStateCode(stateText) ??
      normalizeStateCode(stateText.split(/[\s,]/)[0]) ??
      null
    offered.push({
      cue: 'property label',
      value: { ...address, city, state, zip },
      at: label.start,
      start: label.valueStart,
      end: label.end,
      snippet: snippetAt(flat, label.start, label.end, 0),
      ...(agentLabel || othersLabel ? { refused: 'someone else' as const } : {}),
    })
  }
  return offered
}

/** Each address an intro ('commonly known as', 'Situs:', 'located at') opens. */
function introducedAddresses(flat: string): Offered[] {
  const offered: Offered[] = []
  for (const intro of INTROS) {
    for (const match of flat.matchAll(intro.pattern)) {
      const found = addressAfter(flat, match.index + match[0].length)
      if (!found) continue
      const office =
        agentBefore(flat, match.index, intro.guard) ||
        CONTACT_AFTER.test(flat.slice(found.end, found.end + 30))
      offered.push({
        cue: intro.cue,
        value: found.address,
        at: match.index,
        start: found.start,
        end: found.end,
        snippet: snippetAt(flat, match.index, found.end, 0),
        ...(office ? { refused: 'agent' as const } : {}),
      })
    }
  }
  return offered
}

/**
 * Each 'number street, city, ST 12345' printed anywhere, and each street run into its city
 * ('1459 56th St Brooklyn, NY 11219') where no such line was read.
 */
function bareAddresses(flat: string): Offered[] {
  const offered: Offered[] = []
  const spans: Array<[number, number]> = []
  const offer = (start: number, text: string, runOn: boolean) => {
    const end = start + text.length
    const address = toAddress(text)
    if (!address) return
    if (runOn && (!address.city || !hasStreetSuffix(address.street))) return
    spans.push([start, end])
    const before = flat.slice(Math.max(0, start - 60), start)
    const othersLabel = /\baddress\s*:\s*$/i.exec(before)
    const refused: AddressRefusal | undefined = hasAgentMarker(flat, start - 160, end + 40)
      ? 'agent'
      : SALE_PLACE.test(flat.slice(Math.max(0, start - 120), start))
        ? 'sale place'
        : othersLabel && OTHERS_ADDRESS.test(before.slice(0, othersLabel.index))
          ? 'someone else'
          : undefined
    offered.push({
      cue: 'bare line',
      value: address,
      at: start,
      start,
      end,
      snippet: snippetAt(flat, start, end, 0),
      ...(refused ? { refused } : {}),
    })
  }
  for (const match of flat.matchAll(ANY_ADDRESS)) offer(match.index, match[0], false)
  for (const match of flat.matchAll(RUN_ON_ADDRESS)) {
    const end = match.index + match[0].length
    if (!spans.some(([from, to]) => match.index < to && end > from))
      offer(match.index, match[0], true)
  }
  return offered
}

/** What refuses any candidate: another state's ZIP, a servicer's or the sale's place before it. */
function refusalOf(offered: Offered, flat: string, state: string | null): AddressRefusal | null {
  if (offered.refused) return offered.refused
  if (!inDocumentState(offered.value, state)) return 'other state'
  if (SOMEONE_ELSES.test(flat.slice(Math.max(0, offered.at - 100), offered.at + 20)))
    return 'someone else'
  if (SALE_PLACE.test(flat.slice(Math.max(0, offered.at - 40), offered.at + 12)))
    return 'sale place'
  return null
}

/** Every address candidate `flat` offers, each with its refusal (null: the scorer may choose it). */
function addressCandidates(
  flat: string,
  labels: readonly RoleValue[] = [],
  options: { record?: boolean; firstLine?: string } = {},
): { candidates: AddressCandidate[]; state: string | null } {
  const offered = labelledAddresses(flat, labels)
  const line = (options.firstLine ?? flat.slice(0, 120)).replace(/\s+/g, ' ').trim()
  const opening = options.record ? recordOpeningAddress(line) : null
  if (opening) {
    offered.push({
      cue: 'record opening',
      value: opening.address,
      at: 0,
      start: 0,
      end: opening.length,
      snippet: snippetAt(flat, 0, opening.length, 0),
    })
  }
  offered.push(...introducedAddresses(flat), ...bareAddresses(flat))
  // What a document says of its state it says in its first pages (its caption, its law).
  const state = documentState(flat.slice(0, 20_000))
  const candidates = offered.map((one) => ({ ...one, refused: refusalOf(one, flat, state) }))
  return { candidates: onePerPlace(candidates), state }
}

/**
 * One candidate per place: an address read by several rules at the same offset ('commonly known
 * as 12 Elm St, ...' is also a bare line) keeps the most specific cue that may be chosen.
 */
function onePerPlace(candidates: readonly AddressCandidate[]): AddressCandidate[] {
  const rank = (candidate: AddressCandidate) =>
    (candidate.refused ? CUE_ORDER.length : 0) + CUE_ORDER.indexOf(candidate.cue)
  const kept = new Map<number, AddressCandidate>()
  for (const candidate of candidates) {
    const held = kept.get(candidate.start)
    if (!held || rank(candidate) < rank(held)) kept.set(candidate.start, candidate)
  }
  return [...kept.values()].sort((a, b) => a.at - b.at)
}

/**
 * The property's address (the scorer's choice, its probability as the confidence, its city and
 * state filled from its ZIP) and every candidate scored. `record` is set for one record of a
 * list, whose opening street ('505 N CARROLLTON AVE (127-16) ...') is a candidate too.
 */
export function findPropertyAddress(
  flat: string,
  labels: readonly RoleValue[] = [],
  options: { record?: boolean; firstLine?: string } = {},
): { address: Found<PropertyAddress> | null; candidates: ScoredAddress[] } {
  const { candidates, state } = addressCandidates(flat, labels, options)
  const chosen = chooseAddress(candidates, { flat, state })
  const address = chosen.address && {
    ...chosen.address,
    value: withZipPlace(chosen.address.value),
  }
  return { address, candidates: chosen.scored }
}
