/**
 * The urgency of a lead (issue 35, docs/decisions/0084): a score 0-100 timed to the foreclosure
 * sale, with every factor's share and a sentence a person can check. A pure function of what the
 * product knows; every weight and duration it uses is a named constant below.
 */
import type { SaleStatus } from './enums'
import { foreclosureProcessOf } from './foreclosure-process'
import { type CaseStage, ENDED_STAGES } from './lifecycle'
import { SALE_PASSED_REASON, shownStage } from './shown-stage'

export interface UrgencyInput {
  /** Two-letter state code. */
  state: string | null
  stage: CaseStage | null
  nextSaleDate: string | null
  postponementCount: number
  saleStatus: SaleStatus | null
  filingDate: string | null
  /** Estimated equity in dollars; null when unknown. */
  equity: number | null
  /** Traced phones not on the Do Not Call registry. */
  reachablePhones: number
  /** E-mail addresses that may be used. */
  usableEmails: number
  /** Not re-checked within its source's interval. */
  stale: boolean
}

type UrgencyFactor = 'clock' | 'stage' | 'opportunity' | 'reachability' | 'freshness'

interface UrgencyReason {
  factor: UrgencyFactor
  /** Percent of the score this factor gave; the shares sum to 100. */
  share: number
  text: string
}

export interface Urgency {
  score: number
  reasons: UrgencyReason[]
  confidence: 'normal' | 'low'
}

/** Every weight of the score, in one place. The four maxima sum to 100. */
export const URGENCY_WEIGHTS = {
  clockMax: 50,
  stageMax: 20,
  opportunityMax: 15,
  reachabilityMax: 15,
  /** Days to sale at which the clock gives half its points: f(d) = H / (H + d). */
  clockHalfDays: 30,
  /** A bankruptcy stay stops the sale: its date counts for this fraction of the clock. */
  stayClockFactor: 0.2,
  /** The stage's part, by stage (ended stages score 0 before this is read). */
  stageFactor: {
    sale_scheduled: 1,
    postponed: 1,
    judgment: 0.8,
    filed: 0.5,
    unknown: 0.3,
    bankruptcy_stay: 0.1,
  } as Readonly<Partial<Record<CaseStage, number>>>,
  /**
   * Each postponement so far multiplies the stage's part by this, down to the floor. In Atlantic
   * County NJ's 2019 snapshot 559 of 899 adjournments were followed by another (decision 0084).
   */
  postponementDecay: 0.85,
  postponementFloor: 0.4,
  /** Opportunity: unknown equity, and positive equity from this part up to 1 at `equityFull`. */
  equityUnknownFactor: 0.4,
  equityPositiveBase: 0.5,
  equityFull: 100_000,
  /** Reachability: one phone, a second phone, any e-mail. */
  firstPhone: 0.6,
  secondPhone: 0.15,
  anyEmail: 0.25,
} as const

/**
 * Expected days from a stage to a sale when no sale date is published, by the state's usual
 * process (common/foreclosure-process.ts). Rough figures, our reasoning, not case facts:
 * - judicial, filed: a contested court case then a sheriff's or clerk's sale; about 18 months
 *   (judicial states such as NJ, NY and FL take well over a year from complaint to sale);
 * - judicial, judgment: Florida sets the sale 20-35 days after judgment (Fla. Stat. 45.031), NJ
 *   and PA sheriffs take months for the writ and notices; about 90 days;
 * - non-judicial, filed (notice of default): California waits 3 months then 20 days' notice
 *   (Cal. Civ. Code 2924, 2924f), Texas 20 + 21 days; about 120 days;
 * - non-judicial has no judgment: 30 days; a sale set or postponed with no date: 30 days;
 * - unknown stage (or a sale date passed with no news), unknown state: the judicial figures, a
 *   year for an unknown stage.
 */
export const EXPECTED_DAYS_TO_SALE = {
  judicial: { filed: 540, judgment: 90 },
  nonJudicial: { filed: 120, judgment: 30 },
  saleWithoutDate: 30,
  unknownStage: 365,
} as const

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

const money = (n: number) =>
  `${n < 0 ? '-' : ''}$${Math.abs(Math.round(n / 1000) * 1000).toLocaleString('en-US')}`
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The clock's part for `days` to the sale: 1 today (or earlier), falling smoothly. */
const clockFactor = (days: number) =>
  URGENCY_WEIGHTS.clockHalfDays / (URGENCY_WEIGHTS.clockHalfDays + Math.max(0, days))

function expectedDays(stage: CaseStage, state: string | null): number {
  if (stage === 'sale_scheduled' || stage === 'postponed')
    return EXPECTED_DAYS_TO_SALE.saleWithoutDate
  if (stage !== 'filed' && stage !== 'judgment') return EXPECTED_DAYS_TO_SALE.unknownStage
  const process = foreclosureProcessOf(state)
  const table =
    process === 'non-judicial' ? EXPECTED_DAYS_TO_SALE.nonJudicial : EXPECTED_DAYS_TO_SALE.judicial
  return table[stage]
}

function stageWord(stage: CaseStage, postponements: number): string {
  if (stage === 'bankruptcy_stay') return 'stayed by bankruptcy'
  if (postponements > 0)
    return `postponed ${postponements === 1 ? 'once' : `${postponements} times`}`
  return stage === 'postponed' ? 'postponed' : 'scheduled'
}

interface Part {
  factor: UrgencyFactor
  points: number
  text: string
}

function clockPart(input: UrgencyInput, stage: CaseStage, passed: boolean, today: string): Part {
  const w = URGENCY_WEIGHTS
  const where = input.state ? `${input.state.toUpperCase()}, ` : ''
  const stay = stage === 'bankruptcy_stay' ? w.stayClockFactor : 1
  if (input.nextSaleDate && !passed) {
    const days = daysBetween(today, input.nextSaleDate)
    const when = days <= 0 ? 'Sale today' : `Sale in ${plural(days, 'day')}`
    const text = `${when} (${where}${stageWord(stage, input.postponementCount)})`
    return { factor: 'clock', points: w.clockMax * clockFactor(days) * stay, text }
  }
  const days = expectedDays(stage, input.state)
  const process = foreclosureProcessOf(input.state) ?? 'unknown-process'
  const text = passed
    ? `Sale date ${input.nextSaleDate} passed, no result published; about ${days} days assumed`
    : `No sale date; a ${stage.replace('_', ' ')} case usually reaches sale in about ${days} days (${where}${process})`
  return { factor: 'clock', points: w.clockMax * clockFactor(days) * stay, text }
}

function stagePart(input: UrgencyInput, stage: CaseStage): Part {
  const w = URGENCY_WEIGHTS
  const base = w.stageFactor[stage] ?? w.stageFactor.unknown ?? 0
  const count = Math.max(0, input.postponementCount)
  const decay = count > 0 ? Math.max(w.postponementFloor, w.postponementDecay ** count) : 1
  const said =
    count > 0
      ? `${stage.replace('_', ' ')}, ${plural(count, 'postponement')} so far`
      : stage.replace('_', ' ')
  return { factor: 'stage', points: w.stageMax * base * decay, text: `Stage: ${said}` }
}

function opportunityPart(equity: number | null): Part {
  const w = URGENCY_WEIGHTS
  if (equity === null) {
    return {
      factor: 'opportunity',
      points: w.opportunityMax * w.equityUnknownFactor,
      text: 'equity unknown',
    }
  }
  if (equity <= 0)
    return { factor: 'opportunity', points: 0, text: `negative equity about ${money(equity)}` }
  const part =
    w.equityPositiveBase + (1 - w.equityPositiveBase) * Math.min(1, equity / w.equityFull)
  return {
    factor: 'opportunity',
    points: w.opportunityMax * part,
    text: `equity about ${money(equity)}`,
  }
}

function reachabilityPart(phones: number, emails: number): Part {
  const w = URGENCY_WEIGHTS
  const part =
    (phones >= 1 ? w.firstPhone : 0) +
    (phones >= 2 ? w.secondPhone : 0) +
    (emails >= 1 ? w.anyEmail : 0)
  const said = [
    phones > 0 ? `${plural(phones, 'phone')} not on DNC` : '',
    emails > 0 ? `${plural(emails, 'e-mail')} that may be used` : '',
  ].filter(Boolean)
  const text = said.length ? said.join(', ') : 'no phone or e-mail that may be used'
  return { factor: 'reachability', points: w.reachabilityMax * Math.min(1, part), text }
}

/** Shares in whole percents summing to 100 (largest remainder); all to the first if none. */
function shares(points: number[]): number[] {
  const total = points.reduce((a, b) => a + b, 0)
  if (total <= 0) return points.map((_, i) => (i === 0 ? 100 : 0))
  const exact = points.map((p) => (p / total) * 100)
  const whole = exact.map(Math.floor)
  let left = 100 - whole.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) {
    if (left <= 0) break
    whole[i] = (whole[i] ?? 0) + 1
    left -= 1
  }
  return whole
}

const STALE_TEXT = 'not re-checked within its source’s interval: confidence low'

/** The urgency of a lead on `today` (UTC 'YYYY-MM-DD'). */
export function urgencyOf(input: UrgencyInput, today: string): Urgency {
  const shown = shownStage(
    {
      stage: input.stage,
      nextSaleDate: input.nextSaleDate,
      saleStatus: input.saleStatus,
      filingDate: input.filingDate,
      documentType: input.filingDate ? 'foreclosure filing' : null,
    },
    today,
  )
  const confidence = input.stale ? 'low' : 'normal'
  const freshness: UrgencyReason[] = input.stale
    ? [{ factor: 'freshness', share: 0, text: STALE_TEXT }]
    : []
  if (ENDED_STAGES.includes(shown.stage)) {
    const text = `Case ${shown.stage === 'reo' ? 'is REO (bank-owned)' : shown.stage}: no sale left to work towards`
    return { score: 0, reasons: [{ factor: 'stage', share: 100, text }, ...freshness], confidence }
  }
  const passed = shown.reason === SALE_PASSED_REASON
  const parts = [
    clockPart(input, shown.stage, passed, today),
    stagePart(input, shown.stage),
    opportunityPart(input.equity),
    reachabilityPart(input.reachablePhones, input.usableEmails),
  ]
  const score = Math.max(0, Math.min(100, Math.round(parts.reduce((a, p) => a + p.points, 0))))
  const split = shares(parts.map((p) => p.points))
  const reasons = parts.map((p, i) => ({ factor: p.factor, share: split[i] ?? 0, text: p.text }))
  return { score, reasons: [...reasons, ...freshness], confidence }
}

/** The explanation in one line: "Sale in 9 days (FL, scheduled); equity about $84,000; …". */
export const urgencyExplanation = (urgency: Urgency) =>
  urgency.reasons.map((r) => r.text).join('; ')
