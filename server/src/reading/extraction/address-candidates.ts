/**
 * The property's address is chosen by a fitted scorer, as the defendants are (decision 0056):
 * each candidate property-address.ts reads is described by features (the cue that introduced
 * it, role words near it that say it is someone else's, whether its ZIP is real and agrees with
 * its city and the document's state, its shape, where it sits, whether it is printed again), and
 * the weights fitted on the labelled documents (address-weights.ts, printed by `npm run bench
 * extract`: decision 0063) give each a probability. The most probable is the property, with that
 * probability as its confidence; below a floor nothing is taken. A refused candidate (someone
 * else's by its role) is scored 0 and never chosen.
 */
import { streetMatchKey } from '../../text/street-suffixes'
import { probability } from '../scoring/logistic'
import { zipPlace } from './address-reality'
import { HOUSE, hasStreetSuffix } from './address-text'
import { ADDRESS_WEIGHTS } from './address-weights'
import { hasAgentMarker } from './prepare'
import type { Found, PropertyAddress, ScoredAddress } from './types'

export type AddressCue = ScoredAddress['cue']
export type AddressRefusal = NonNullable<ScoredAddress['refused']>

/** One address the text offers, where it was read and whether its role refuses it. */
export interface AddressCandidate {
  cue: AddressCue
  value: PropertyAddress
  /** Where its cue starts in the flat text (the address itself for a bare line or an opening). */
  at: number
  /** Where the address's own text starts and ends. */
  start: number
  end: number
  snippet: string
  refused: AddressRefusal | null
}

/** Where a sale is held: the courthouse's or sheriff's address, not the property's. */
export const SALE_PLACE =
  /\b(?:place of (?:the )?sale|location of sale|following location|court ?house|justice (?:complex|center|bldg|building)|sheriff'?s (?:office|dep(?:t|artment))|(?:main )?lobby of|front (?:steps|entrance|door)|auction will be held|civic center)\b/i
/** Words that say a passage is about a servicer's, a lender's or someone's mailing address. */
const SOMEONE_ELSE_NEAR =
  /\b(?:servicer|mailing|billing|c\/o|care of|whose address|sender|return to|lender|beneficiary|mortgagee|noteholder)\b/i

/** The cues, the most specific first. */
export const CUE_ORDER: readonly AddressCue[] = [
  'property label',
  'known as',
  'situs',
  'a/k/a',
  'located at',
  'loose intro',
  'record opening',
  'bare line',
]

/** Features in the order the weights are fitted. */
export const ADDRESS_FEATURES = [
  ...CUE_ORDER.map((cue) => `cue: ${cue}`),
  'attorney or trustee near',
  'servicer or mailing near',
  'sale place near',
  'has a ZIP',
  'ZIP in the database',
  'ZIP agrees with its city',
  "in the document's state",
  'house number',
  'street suffix',
  'read in the opening',
  'read in the closing',
  'printed elsewhere too',
] as const

/** Below this probability the best candidate is not taken as the property. */
export const ADDRESS_FLOOR = 0.2

/** What a candidate's features are read against: the text and the state it puts itself in. */
export interface AddressContext {
  flat: string
  state: string | null
}

const cityKey = (city: string) => city.toLowerCase().replace(/[^a-z]/g, '')

/** 1 when the ZIP's city is the printed one (or the printed one runs on from it), -1 when not, 0 unknown. */
function zipCityAgreement(address: PropertyAddress): number {
  const place = zipPlace(address.zip)
  if (!place || !address.city) return 0
  return cityKey(address.city).startsWith(cityKey(place.city)) ? 1 : -1
}

/**
 * Whether two readings are of one address: the same house number and street, one reading's
 * words running on where the other stops ('308 HUNNICUTT ROAD' and '308 Hunnicutt Rd SE').
 */
export function sameAddress(a: PropertyAddress, b: PropertyAddress): boolean {
  const words = (address: PropertyAddress) =>
    streetMatchKey(address.street ?? '')
      .split(' ')
      .filter(Boolean)
  const [shorter, longer] = [words(a), words(b)].sort((x, y) => x.length - y.length)
  return shorter!.length >= 2 && shorter!.every((word, index) => longer![index] === word)
}

/**
 * The chosen address read at its fullest: when it prints no ZIP and another reading of the same
 * address that may be chosen does ('BEING KNOWN AS 308 HUNNICUTT ROAD, ACCORDING TO...' and
 * 'Property address: 308 Hunnicutt Rd SE, Mableton, GA 30126'), that reading's parts. Not a
 * choice between addresses, so not the scorer's: two readings of one address complete each other.
 */
export function fullestReading(
  chosen: PropertyAddress,
  readings: ReadonlyArray<{ value: PropertyAddress; refused: AddressRefusal | null }>,
): PropertyAddress {
  if (chosen.zip) return chosen
  const fuller = readings.find(
    (reading) => !reading.refused && reading.value.zip && sameAddress(chosen, reading.value),
  )
  return fuller?.value ?? chosen
}

/** A candidate's features, given every candidate of the text. */
function addressFeatures(
  candidate: AddressCandidate,
  all: readonly AddressCandidate[],
  { flat, state }: AddressContext,
): number[] {
  const { value, at, end } = candidate
  const before = (chars: number) => flat.slice(Math.max(0, at - chars), at)
  const printed = value.state ?? zipPlace(value.zip)?.state ?? null
  const elsewhere = all.some(
    (other) =>
      (other.end <= candidate.start || other.start >= end) && sameAddress(value, other.value),
  )
  const length = flat.length
  return [
    ...CUE_ORDER.map((cue) => (candidate.cue === cue ? 1 : 0)),
    agentBefore(flat, at, 200) || hasAgentMarker(flat, end, end + 60) ? 1 : 0,
    SOMEONE_ELSE_NEAR.test(before(150)) ? 1 : 0,
    SALE_PLACE.test(flat.slice(Math.max(0, at - 150), end)) ? 1 : 0,
    value.zip ? 1 : 0,
    zipPlace(value.zip) ? 1 : 0,
    zipCityAgreement(value),
    state !== null && printed === state ? 1 : 0,
    HOUSE.test(value.street ?? '') ? 1 : 0,
    hasStreetSuffix(value.street) ? 1 : 0,
    at < Math.min(2500, length * 0.3) ? 1 : 0,
    length > 2000 && at > length * 0.8 ? 1 : 0,
    elsewhere ? 1 : 0,
  ]
}

/**
 * The chosen address (the most probable candidate not refused, its probability as confidence)
 * and every candidate scored, most probable first, the refused last at 0.
 */
export function chooseAddress(
  candidates: readonly AddressCandidate[],
  context: AddressContext,
): { address: Found<PropertyAddress> | null; scored: ScoredAddress[] } {
  const ranked = candidates
    .map((candidate) => {
      const features = addressFeatures(candidate, candidates, context)
      const p = candidate.refused ? 0 : probability(ADDRESS_WEIGHTS, features)
      return { candidate, features, probability: p }
    })
    .sort((a, b) => b.probability - a.probability || a.candidate.at - b.candidate.at)
  const best = ranked[0] && ranked[0].probability >= ADDRESS_FLOOR ? ranked[0] : undefined
  return {
    address: best
      ? {
          value: fullestReading(best.candidate.value, candidates),
          confidence: Math.round(best.probability * 100) / 100,
          snippet: best.candidate.snippet,
        }
      : null,
    scored: ranked.map(({ candidate, features, probability }) => ({
      cue: candidate.cue,
      value: candidate.value,
      features,
      probability: Math.round(probability * 1000) / 1000,
      refused: candidate.refused,
    })),
  }
}

/**
 * An agent marker in the `guard` characters before an intro, counting only the text after the
 * last ZIP or sentence end there (a firm's letterhead just above does not taint the next line).
 */
export function agentBefore(flat: string, at: number, guard: number): boolean {
  const before = flat.slice(Math.max(0, at - guard), at)
  let from = 0
  // A sentence opening 'The property...' after a label's value ('Trustee: X, PLLC The
  // property is located at') starts a new clause too, and so does the text after a phone
  // number, which ends a letterhead as its ZIP does ('X, Esq. Y, P.C. 610-328-2887 In the
  // Commonwealth of Pennsylvania...').
  for (const end of before.matchAll(
    /\d{5}(?:-\d{4})?(?!\d)|\(?\b\d{3}\)?[\s.-]\d{3}-\d{4}\b|[a-z]{2}[.;]\s|\s(?=(?:The|This|Said)\s)/g,
  ))
    from = end.index + end[0].length
  return hasAgentMarker(before, from, before.length)
}
