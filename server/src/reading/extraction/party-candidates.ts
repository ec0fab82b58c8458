/**
 * Defendants are chosen, not taken from the first rule that fires: every place a document names
 * its parties (a caption, a label, a deed's grantor clause, a tax list's owners, a record's
 * opening) offers a candidate list, each is described by features (where it came from, how much
 * its names read as names, where it sits, whether other places name the same people), and the
 * fitted scorer (party-weights.ts, fitted by `npm run bench extract` from the labelled
 * documents: decision 0055) gives each a probability. The most probable is the lead's
 * defendants, with that probability as its confidence.
 */

import { nameShape } from '../names/name-grammar'
import { probability } from '../scoring/logistic'
import { PARTY_WEIGHTS } from './party-weights'
import type { Found, NamedParty, PartyNames, PartySource, ScoredParties } from './types'

/** Where a candidate list was read. */
const PARTY_SOURCES: readonly PartySource[] = [
  'caption',
  'inline caption',
  'defendant label',
  'grantor clause',
  'owner label',
  'tax list',
  'record opening',
]

/** One place's list of parties. */
export interface PartyCandidate {
  source: PartySource
  found: PartyNames
  /** Offset in the text where it was read. */
  at: number
}

/** Below this probability the best candidate is not taken as the defendants. */
export const PARTY_FLOOR = 0.2

/** Features in the order the weights are fitted. */
export const PARTY_FEATURES = [
  ...PARTY_SOURCES.map((source) => `source: ${source}`),
  'mean name shape',
  'least name shape',
  'more than one name',
  'read in the opening',
  'named elsewhere too',
] as const

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')

/** A candidate's features, given all candidates of the text and its length. */
function partyFeatures(
  candidate: PartyCandidate,
  all: readonly PartyCandidate[],
  length: number,
): number[] {
  const names = candidate.found.value
  const shapes = names.map(nameShape)
  const elsewhere = new Set(
    all.filter((other) => other !== candidate).flatMap((other) => other.found.value.map(key)),
  )
  return [
    ...PARTY_SOURCES.map((source) => (candidate.source === source ? 1 : 0)),
    shapes.reduce((sum, shape) => sum + shape, 0) / Math.max(1, shapes.length),
    Math.min(...shapes),
    names.length > 1 ? 1 : 0,
    candidate.at < Math.min(2500, length * 0.3) ? 1 : 0,
    names.filter((name) => elsewhere.has(key(name))).length / Math.max(1, names.length),
  ]
}

/** The candidates with the probability the scorer gives each, most probable first. */
function rankParties(
  candidates: readonly PartyCandidate[],
  length: number,
): Array<{ candidate: PartyCandidate; probability: number }> {
  return candidates
    .map((candidate) => ({
      candidate,
      probability: probability(PARTY_WEIGHTS, partyFeatures(candidate, candidates, length)),
    }))
    .sort((a, b) => b.probability - a.probability)
}

/**
 * The chosen defendants (the most probable candidate, its probability as confidence) and every
 * candidate scored, most probable first.
 */
export function chooseParties(
  candidates: readonly PartyCandidate[],
  length: number,
): { defendants: Found<string[]> | null; others: NamedParty[]; scored: ScoredParties[] } {
  const ranked = rankParties(candidates, length)
  const best = ranked[0] && ranked[0].probability >= PARTY_FLOOR ? ranked[0] : undefined
  const { others = [], ...found } = best?.candidate.found ?? { others: [] }
  return {
    defendants: best
      ? { ...(found as Found<string[]>), confidence: Math.round(best.probability * 100) / 100 }
      : null,
    others,
    scored: ranked.map(({ candidate, probability }) => ({
      source: candidate.source,
      names: candidate.found.value,
      features: partyFeatures(candidate, candidates, length),
      probability: Math.round(probability * 1000) / 1000,
    })),
  }
}
