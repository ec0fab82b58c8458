/**
 * The match badge of a social profile (spec sections 2 and 9): High at 0.8 or more, Medium at
 * 0.6 or more, Low below; the confidence is the server's decimal string '0.00'..'1.00'.
 */
import type { MatchEvidence } from '@common/contracts/social-profiles'
import { MATCH_THRESHOLDS } from '@common/limits'

export type MatchLevel = 'High' | 'Medium' | 'Low'

export function matchLevel(confidence: string | number): MatchLevel {
  const value = typeof confidence === 'number' ? confidence : Number.parseFloat(confidence)
  if (!Number.isFinite(value)) return 'Low'
  if (value >= MATCH_THRESHOLDS.high) return 'High'
  if (value >= MATCH_THRESHOLDS.medium) return 'Medium'
  return 'Low'
}

/** 'Name matched · Location not matched', leaving out what was not compared. */
export function evidenceLines(evidence: MatchEvidence): { label: string; matched: boolean }[] {
  const lines: { label: string; matched: boolean }[] = [{ label: 'Name', matched: evidence.name }]
  if (evidence.location !== null) lines.push({ label: 'Location', matched: evidence.location })
  if (evidence.age !== null) lines.push({ label: 'Age', matched: evidence.age })
  return lines
}
