/**
 * The lead's amount is chosen, not taken from the first rule that fires: every money figure the
 * text offers (amounts.ts) is described by features (the kind its label or words give, where it
 * stands, whether a percentage is printed beside it, its size against the other figures,
 * whether it is printed again), and the fitted scorer (amount-weights.ts, fitted by
 * `npm run bench extract` from the labelled documents: decision 0061) gives each a probability.
 * The most probable is the lead's amount, with that probability as its confidence.
 */
import { probability } from '../scoring/logistic'
import { AMOUNT_CUES, type AmountCue, DEBT_CUES, isLeadCue, kindOfCue } from './amount-cues'
import { AMOUNT_WEIGHTS } from './amount-weights'
import type { Amount, AmountKind, Found, ScoredAmount } from './types'

/** One money figure of the text and what the scorer needs to judge it. */
export interface AmountCandidate {
  /** Decimal string with two decimals. */
  value: string
  cue: AmountCue
  /** Read as a labelled value ('Final Judgment: 4183.40'). */
  labelled: boolean
  /** Printed right after a docket number, as sale lists print the judgment. */
  afterCaseNumber: boolean
  /** A percentage is printed beside it ('10% of', '5 percent'). */
  percentage: boolean
  /** Printed after an exhibit's heading ('EXHIBIT A'): a note's or a mortgage's figure. */
  inExhibit: boolean
  /** Offset in the text. */
  at: number
  snippet: string
}

/** Below this probability the best candidate is not taken as the lead's amount. */
export const AMOUNT_FLOOR = 0.5

/** Features in the order the weights are fitted. */
export const AMOUNT_FEATURES = [
  ...AMOUNT_CUES.map((cue) => `cue: ${cue}`),
  'read after a label',
  'after a docket number',
  'a judgment or loan stated elsewhere',
  'in the first third of a long text',
  'in an exhibit',
  'a percentage beside it',
  'whole thousands',
  'share of the largest figure',
  'printed again',
] as const

/** How many scored candidates the result keeps (a tax list's whole text offers thousands). */
const KEPT = 25

/** A text this long has parts: an opening that states the claim, a body, attachments. */
const LONG_TEXT = 2000

/**
 * What every candidate's features are measured against: the largest figure, how often each
 * value is printed, and which values a judgment or loan cue names.
 */
interface Surroundings {
  largest: number
  counts: Map<string, number>
  debts: Set<string>
  length: number
}

function surroundingsOf(candidates: readonly AmountCandidate[], length: number): Surroundings {
  const counts = new Map<string, number>()
  const debts = new Set<string>()
  let largest = 0
  for (const { value, cue } of candidates) {
    counts.set(value, (counts.get(value) ?? 0) + 1)
    largest = Math.max(largest, Number(value))
    if (DEBT_CUES.includes(cue)) debts.add(value)
  }
  return { largest, counts, debts, length }
}

function amountFeatures(candidate: AmountCandidate, around: Surroundings): number[] {
  const value = Number(candidate.value)
  const flag = (on: boolean) => (on ? 1 : 0)
  return [
    ...AMOUNT_CUES.map((cue) => flag(candidate.cue === cue)),
    flag(candidate.labelled),
    flag(candidate.afterCaseNumber),
    flag(around.debts.size > 1 || (around.debts.size === 1 && !around.debts.has(candidate.value))),
    flag(around.length >= LONG_TEXT && candidate.at < around.length / 3),
    flag(candidate.inExhibit),
    flag(candidate.percentage),
    flag(value % 1000 === 0),
    Math.round((value / Math.max(1, around.largest)) * 100) / 100,
    flag((around.counts.get(candidate.value) ?? 0) > 1),
  ]
}

/**
 * The chosen amount (the most probable candidate, its probability as confidence), the best of
 * each kind that names a lead's amount, and the candidates scored, most probable first.
 */
export function chooseAmount(
  candidates: readonly AmountCandidate[],
  length: number,
): { amount: Found<Amount> | null; amounts: Array<Found<Amount>>; candidates: ScoredAmount[] } {
  const around = surroundingsOf(candidates, length)
  const scored = candidates
    .map((candidate) => {
      const features = amountFeatures(candidate, around)
      return { candidate, features, probability: probability(AMOUNT_WEIGHTS, features) }
    })
    .sort((a, b) => b.probability - a.probability || a.candidate.at - b.candidate.at)
  const found = ({ candidate, probability }: (typeof scored)[number]): Found<Amount> => ({
    value: {
      value: candidate.value,
      kind: kindOfCue(candidate.cue),
    },
    confidence: Math.round(probability * 100) / 100,
    snippet: candidate.snippet,
  })
  const best = scored[0] && scored[0].probability >= AMOUNT_FLOOR ? scored[0] : undefined
  const byKind = new Map<AmountKind, Found<Amount>>()
  for (const entry of scored) {
    if (!isLeadCue(entry.candidate.cue) || entry.candidate.percentage) continue
    const amount = found(entry)
    if (!byKind.has(amount.value.kind)) byKind.set(amount.value.kind, amount)
  }
  return {
    amount: best ? found(best) : null,
    amounts: [...byKind.values()],
    candidates: scored.slice(0, KEPT).map(({ candidate, features, probability }) => ({
      value: candidate.value,
      kind: kindOfCue(candidate.cue),
      cue: candidate.cue,
      snippet: candidate.snippet,
      features,
      probability: Math.round(probability * 1000) / 1000,
    })),
  }
}
