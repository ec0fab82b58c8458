/**
 * Where a foreclosure sale stands, from the words sources use for it: a legal notice's 'Sale
 * Cancelled.', a sheriff's status history ('Adjourned - Plaintiff', 'Pending Bankruptcy'), an
 * auction site's 'Canceled' or 'Accepting Proxy', a withdrawn flag. The index keeps one of
 * SALE_STATUSES; a cancelled sale is not a live lead (docs/decisions/0018).
 */
import type { SaleStatus } from '@common/enums'
import { parseMoney } from './money'
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

/**
 * What became of a case beyond its sale, when a source's status says so: 'redeemed' (the owner
 * paid before the sale or deed) or 'reo' (the property went back to the foreclosing lender: sold
 * to the plaintiff, a credit bid). Only wording seen in real sources is read
 * (docs/decisions/0031, "Redeemed and REO"):
 * - 'Redeemed': a RealAuction item's auction status (tax deed and foreclosure sales), in public
 *   scrapers' tests and notes of live pages ('Auction Status: Redeemed');
 * - 'Sold to Plaintiff': Philadelphia's sheriff sale list (Bid4Assets, the recorded
 *   documents/pa_philadelphia_sheriff_sale_bid4assets_listing_excerpt_2026-07.csv), and a
 *   RealAuction item's sold-to panel ('Auction Sold ... Sold To Plaintiff', the sold-to value
 *   'Plaintiff' beside '3rd Party Bidder').
 * The sale status stays what the sale did (a redeemed sale is cancelled, a sale to the plaintiff
 * is sold); this is the case's outcome, recorded as its event (ingestion/case-lifecycle.ts).
 */
export const CASE_OUTCOMES = ['redeemed', 'reo'] as const
export type CaseOutcome = (typeof CASE_OUTCOMES)[number]

const OUTCOME_PATTERNS: readonly (readonly [CaseOutcome, RegExp])[] = [
  ['redeemed', /\bredeemed\b/i],
  ['reo', /\bsold to\s+plaintiff\b/i],
]

/** A source's status text as a case outcome, or null when it says neither. */
export function normalizeCaseOutcome(value: unknown): CaseOutcome | null {
  const text = cleanText(value)
  if (!text) return null
  return OUTCOME_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

/** Who bought at the sale, when the source says: the foreclosing plaintiff or a third party. */
export const SOLD_TO = ['plaintiff', 'third_party'] as const
export type SoldTo = (typeof SOLD_TO)[number]

/**
 * 'Sold to Plaintiff' (Philadelphia's Bid4Assets list; RealAuction's sold-to panel) or a bare
 * 'Plaintiff' -> 'plaintiff'; '3rd Party Bidder' / 'third party' (RealAuction) -> 'third_party'.
 * A bare 'Sold' says nothing of the buyer: null.
 */
export function normalizeSoldTo(value: unknown): SoldTo | null {
  const text = cleanText(value)
  if (!text) return null
  if (/\b(?:3rd|third)[\s-]+party\b/i.test(text)) return 'third_party'
  if (/\bsold to\s+plaintiff\b|^plaintiff$/i.test(text)) return 'plaintiff'
  return null
}

/** The sale amount in a RealAuction status panel ('... Amount $33,334.00 Sold To ...'), or null. */
export function auctionSaleAmount(value: unknown): string | null {
  const match = /\bamount\s*:?\s*(\$?\s*[\d,]+(?:\.\d{2})?)/i.exec(cleanText(value) ?? '')
  return match?.[1] ? parseMoney(match[1]) : null
}
