import { MATCH_THRESHOLDS } from '@common/limits'

export type ConfidenceLevel = 'high' | 'medium' | 'low'

/** High at 0.8 or more, Medium at 0.6 or more, Low below: the product's match thresholds. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= MATCH_THRESHOLDS.high) return 'high'
  if (confidence >= MATCH_THRESHOLDS.medium) return 'medium'
  return 'low'
}

/** A confidence from 0 to 1 as a whole percentage, clamped: 0.925 -> '93%'. */
export function confidencePercent(confidence: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0))
  return `${Math.round(clamped * 100)}%`
}

/** What a field's confidence chip says, and what a screen reader hears: 'High confidence, 93%'. */
export function confidenceLabel(confidence: number): string {
  const level = confidenceLevel(confidence)
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} confidence, ${confidencePercent(confidence)}`
}
