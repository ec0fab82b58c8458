/**
 * The case number is chosen, not taken from the first rule that fires: every number the text
 * offers (a labelled value of a case, docket, trustee's sale, file or reference label, of any
 * other number label, or a number with a court's shape) is a candidate; its printings are
 * gathered, described by features (the labels before it, its shape, where it sits, how often it
 * is printed, recording or parcel words just before it) and the fitted scorer (case-weights.ts, fitted by
 * `npm run bench extract` on the labelled documents: decision 0060) gives each a probability.
 * The most probable is the case number, with that probability as its confidence.
 */
import { probability } from '../scoring/logistic'
import { CASE_WEIGHTS } from './case-weights'
import { snippetAt } from './prepare'
import type { Found, ScoredCaseNumber } from './types'

/** The kind of label a candidate was printed after ('other': a loan's, a parcel's, an auction's...). */
export type CaseLabelKind = 'case' | 'trustee sale' | 'file' | 'reference' | 'other'
const LABEL_KINDS: readonly CaseLabelKind[] = ['case', 'trustee sale', 'file', 'reference', 'other']

/** One printing of a candidate. */
export interface CaseOccurrence {
  value: string
  /** The label it follows; null for a number offered by its shape alone. */
  label: CaseLabelKind | null
  /** Where its label (or, unlabelled, the value) starts, and where the value ends. */
  at: number
  end: number
  /** Words of another kind of number just before it ('recorded', 'Parcel', 'Loan', 'Book'). */
  otherCue: boolean
}

/** Below this probability the best candidate is not taken as the case number. */
export const CASE_FLOOR = 0.3

/** Features in the order the weights are fitted. */
export const CASE_FEATURES = [
  ...LABEL_KINDS.map((kind) => `label: ${kind}`),
  'court shape',
  'digits and letters',
  'length',
  'in the header',
  'in page chrome',
  'printed more than once',
  'recording or parcel words before',
] as const

/**
 * Case numbers of the shapes courts give them: a year (two digits or four), a case-type code and
 * a sequence in any order ('2024-CA-001234-O', 'CV-25-108842', '14CV00822', '2025 CH 04417', 'F-008817-25',
 * 'A2501877'), or New York's index number over its year ('708812/2023').
 */
const COURT_SHAPE =
  /^(?:[A-Z]{1,3}-?\d{2,4}(?:-\d{2})?-\d{3,7}(?:-[A-Z0-9]+)*|(?:\d{2}-)?(?:\d{2}|\d{4})[- ]?[A-Z]{1,4}[- ]?\d{3,7}(?:-[A-Z0-9]+)*|\d{2,4}-\d{3,7}-[A-Z]{2}(?:-\d{2})?|[A-Z]-\d{5,7}-\d{2}|[A-Z]\d{6,8}|\d{3,6}\/\d{4})$/i
/** A page's running head or foot: 'Page 2 of 6', 'Page 3'. */
const PAGE_MARK = /\bpage\s*\d+\b/i
const HEADER_SHARE = 0.15

const keyOf = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One candidate value: every printing of it the text offered. */
interface CaseCandidate {
  value: string
  occurrences: CaseOccurrence[]
}

/** The printed line around `at` (lineStarts from flattenLines, ascending; the whole text without them). */
function lineAround(flat: string, lineStarts: readonly number[], at: number): string {
  let low = 0
  let high = lineStarts.length
  // The first line start after `at`, by halving (a 100-page list has 100,000 lines).
  while (low < high) {
    const middle = (low + high) >> 1
    if (lineStarts[middle]! <= at) low = middle + 1
    else high = middle
  }
  return flat.slice(low > 0 ? lineStarts[low - 1]! : 0, lineStarts[low] ?? flat.length)
}

/**
 * How many times each word is printed, compared as keyOf compares values (counted once per
 * text, so a list of thousands of candidates does not scan it thousands of times).
 */
function wordCounts(flat: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const word of flat.split(' ')) {
    const key = keyOf(word)
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** How many times `value` is printed: a one-word value from the counts, a longer one by search. */
function timesPrinted(flat: string, value: string, counts: () => Map<string, number>): number {
  if (!value.includes(' ')) return counts().get(keyOf(value)) ?? 0
  const pattern = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(value)}(?![A-Za-z0-9])`, 'gi')
  return [...flat.matchAll(pattern)].length
}

/** A candidate's features, given the text and where its printed lines start. */
function caseFeatures(
  candidate: CaseCandidate,
  flat: string,
  lineStarts: readonly number[],
  counts: () => Map<string, number>,
): number[] {
  const { value, occurrences } = candidate
  const key = keyOf(value)
  const lines = lineStarts.length > 0
  return [
    ...LABEL_KINDS.map((kind) => (occurrences.some((o) => o.label === kind) ? 1 : 0)),
    COURT_SHAPE.test(value) ? 1 : 0,
    /\d/.test(key) && /[A-Z]/.test(key) ? 1 : 0,
    Math.min(key.length, 20) / 20,
    Math.min(...occurrences.map((o) => o.at)) < flat.length * HEADER_SHARE ? 1 : 0,
    lines && occurrences.some((o) => PAGE_MARK.test(lineAround(flat, lineStarts, o.end - 1)))
      ? 1
      : 0,
    timesPrinted(flat, value, counts) > 1 ? 1 : 0,
    occurrences.filter((o) => o.otherCue).length / occurrences.length,
  ]
}

/** The printings grouped by value (compared without case, spacing or punctuation), in text order. */
function candidatesOf(occurrences: readonly CaseOccurrence[]): CaseCandidate[] {
  const byKey = new Map<string, CaseCandidate>()
  for (const occurrence of [...occurrences].sort((a, b) => a.at - b.at)) {
    const key = keyOf(occurrence.value)
    const candidate = byKey.get(key)
    if (candidate) candidate.occurrences.push(occurrence)
    else byKey.set(key, { value: occurrence.value, occurrences: [occurrence] })
  }
  return [...byKey.values()]
}

/**
 * The chosen case number (the most probable candidate, its probability as confidence; the
 * earlier printed on a tie) and every candidate scored, most probable first.
 */
export function chooseCaseNumber(
  occurrences: readonly CaseOccurrence[],
  flat: string,
  lineStarts: readonly number[],
): { caseNumber: Found<string> | null; scored: ScoredCaseNumber[] } {
  let counted: Map<string, number> | undefined
  const counts = () => {
    counted ??= wordCounts(flat)
    return counted
  }
  const ranked = candidatesOf(occurrences)
    .map((candidate) => {
      const features = caseFeatures(candidate, flat, lineStarts, counts)
      return { candidate, features, probability: probability(CASE_WEIGHTS, features) }
    })
    .sort((a, b) => b.probability - a.probability)
  const best = ranked[0] && ranked[0].probability >= CASE_FLOOR ? ranked[0] : undefined
  // The printing shown as evidence: the first one after a label, else the first.
  const shown =
    best && (best.candidate.occurrences.find((o) => o.label) ?? best.candidate.occurrences[0]!)
  return {
    caseNumber:
      best && shown
        ? {
            value: shown.value,
            confidence: Math.round(best.probability * 100) / 100,
            snippet: snippetAt(flat, shown.at, shown.end, 10),
          }
        : null,
    scored: ranked.map(({ candidate, features, probability }) => ({
      value: candidate.value,
      features,
      probability: Math.round(probability * 1000) / 1000,
    })),
  }
}
