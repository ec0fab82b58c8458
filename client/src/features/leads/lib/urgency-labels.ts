import type { LeadUrgency } from '@common/contracts/lead-view'

/** How urgent a score reads: 70 and up high, 40 to 69 medium, below that low. */
export type UrgencyBand = 'high' | 'medium' | 'low'

const URGENCY_BAND_FLOORS = { high: 70, medium: 40 } as const

export function urgencyBand(score: number): UrgencyBand {
  if (score >= URGENCY_BAND_FLOORS.high) return 'high'
  if (score >= URGENCY_BAND_FLOORS.medium) return 'medium'
  return 'low'
}

export const URGENCY_BAND_LABELS: Record<UrgencyBand, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
}

/** What each factor of the score is called in the detail. */
export const URGENCY_FACTOR_LABELS: Record<LeadUrgency['reasons'][number]['factor'], string> = {
  clock: 'Sale clock',
  stage: 'Stage',
  opportunity: 'Opportunity',
  reachability: 'Reachability',
  freshness: 'Freshness',
}

export const LOW_CONFIDENCE_TEXT = 'low confidence: not re-checked'

/**
 * The badge's name for screen readers and its tooltip: "Urgency 82, high: Sale in 9 days (FL,
 * scheduled); ..." and, for a stale record, that its confidence is low.
 */
export function urgencyTitle(urgency: Pick<LeadUrgency, 'score' | 'confidence' | 'explanation'>) {
  const band = urgencyBand(urgency.score)
  const low = urgency.confidence === 'low' ? ` (${LOW_CONFIDENCE_TEXT})` : ''
  return `Urgency ${urgency.score}, ${band}${low}: ${urgency.explanation}`
}

/**
 * What the "Urgency at least" field keeps of what is typed: a whole number from 0 to 100 (more
 * is 100), or '' for none.
 */
export function minUrgencyInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 3)
  if (!digits) return ''
  return String(Math.min(100, Number(digits)))
}

/** A reason's words under its factor's label, without the label repeated ("Stage: filed"). */
export function reasonText(reason: Pick<LeadUrgency['reasons'][number], 'factor' | 'text'>) {
  const label = `${URGENCY_FACTOR_LABELS[reason.factor]}:`
  return reason.text.toLowerCase().startsWith(label.toLowerCase())
    ? reason.text.slice(label.length).trimStart()
    : reason.text
}
