/**
 * Where a foreclosure sale stands, from the words sources use for it: a legal notice's 'Sale
 * Cancelled.', a sheriff's status history ('Adjourned - Plaintiff', 'Pending Bankruptcy'), an
 * auction site's 'Canceled' or 'Accepting Proxy', a withdrawn flag. The index keeps one of
 * SALE_STATUSES; a cancelled sale is not a live lead (docs/decisions/0018).
 */
import type { SaleStatus } from '@common/enums'
import { cleanText } from './text'

/** Checked in order: the first that matches wins ('sale cancelled, was adjourned' is cancelled). */
const PATTERNS: readonly (readonly [SaleStatus, RegExp])[] = [
  ['cancelled', /\b(cancell?ed|cancel+ation|withdrawn|vacated|dismissed|redeemed|satisfied)\b/i],
  ['sold', /\b(sold|sale held|struck off|third party purchase)\b/i],
  ['stayed', /\b(stay(ed)?|bankruptcy|on hold)\b/i],
  ['postponed', /\b(postponed|adjourned|continued|rescheduled)\b/i],
  ['scheduled', /\b(scheduled|pending|active|accepting proxy|set for sale|open)\b/i],
]

/** A source's status text as a sale status, or null when it says none of these. */
export function normalizeSaleStatus(value: unknown): SaleStatus | null {
  const text = cleanText(value)
  if (!text) return null
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}
