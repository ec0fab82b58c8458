/**
 * Whether outreach about a lead should first ask the user to confirm, because the owner may have
 * cured: the case was cancelled, dismissed or redeemed. It reads what a lead holds: its pipeline
 * status ('dead' is the user closing it), the sale status its public record gave when it was kept
 * (cancelled, sold, stayed), the case's stage now (the lifecycle the sources keep up to date after
 * the lead was kept: a sale cancelled on sale day, docs/decisions/0079), its filing type (a notice
 * of cancellation, dismissal, rescission or redemption), and its sale date (the next one when a
 * postponement set it; a sale date past means the sale has been held, cancelled or postponed).
 */

/** The lead fields the check reads (a LeadView has them all). */
export interface CaseStatusInput {
  status?: string | null
  filingType?: string | null
  /** YYYY-MM-DD. */
  saleDate?: string | null
  /** The record's sale status: scheduled, postponed, stayed, cancelled, sold. */
  saleStatus?: string | null
  /** The case's stage now (common/lifecycle.ts), when its record has one. */
  stage?: string | null
  /** The sale date now set (after any postponement), YYYY-MM-DD. */
  nextSaleDate?: string | null
}

export type CaseStatusReason =
  | 'lead_closed'
  | 'sale_cancelled'
  | 'sale_sold'
  | 'sale_stayed'
  | 'case_ended'
  | 'sale_date_passed'

export interface CaseStatusCheck {
  needsConfirmation: boolean
  reasons: CaseStatusReason[]
}

const ENDED_FILING =
  /\b(cancel+(?:ed|ation)?|dismiss(?:ed|al)?|redeem(?:ed)?|redemption|rescission|rescinded|withdrawn|satisf(?:ied|action))\b/i

const SALE_STATUS_REASONS: Partial<Record<string, CaseStatusReason>> = {
  cancelled: 'sale_cancelled',
  sold: 'sale_sold',
  stayed: 'sale_stayed',
}

/** The case stages that end or hold the sale, with the reason each gives. */
const STAGE_REASONS: Partial<Record<string, CaseStatusReason>> = {
  cancelled: 'sale_cancelled',
  sold: 'sale_sold',
  reo: 'sale_sold',
  bankruptcy_stay: 'sale_stayed',
  redeemed: 'case_ended',
}

/** What to ask before outreach about this lead; `today` as YYYY-MM-DD (the user's calendar day). */
export function checkCaseStatus(lead: CaseStatusInput, today: string): CaseStatusCheck {
  const reasons = new Set<CaseStatusReason>()
  if (lead.status === 'dead') reasons.add('lead_closed')
  const saleReason = lead.saleStatus ? SALE_STATUS_REASONS[lead.saleStatus] : undefined
  if (saleReason) reasons.add(saleReason)
  const stageReason = lead.stage ? STAGE_REASONS[lead.stage] : undefined
  if (stageReason) reasons.add(stageReason)
  if (lead.filingType && ENDED_FILING.test(lead.filingType)) reasons.add('case_ended')
  const saleDate = lead.nextSaleDate ?? lead.saleDate
  if (saleDate && saleDate < today) reasons.add('sale_date_passed')
  return { needsConfirmation: reasons.size > 0, reasons: [...reasons] }
}

/** The words the composer uses for each reason. */
export const CASE_STATUS_REASON_TEXT: Record<CaseStatusReason, string> = {
  lead_closed: 'You marked this lead as dead.',
  sale_cancelled:
    'The public record says the sale was cancelled: the owner may have cured or the case ended.',
  sale_sold:
    'The public record says the home was sold at the sale: the owner may no longer own it.',
  sale_stayed:
    'The public record says the sale is stayed (a bankruptcy or court order): contacting the owner about the sale may be restricted.',
  case_ended:
    'Its filing says the case was cancelled, dismissed, redeemed or satisfied: the owner may have cured.',
  sale_date_passed:
    'Its sale date has passed: the sale may have been held, cancelled or postponed, or the owner may have cured.',
}
