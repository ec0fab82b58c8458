/**
 * Whether a sale is still to happen: a listing's 'Status:' cell ('Canceled', 'Postponed',
 * 'Sold to Plaintiff', 'Withdrawn', 'Stayed') or the notice's own words ('ADJOURNED NOTICE OF
 * SHERIFF'S SALE', 'the sale has been postponed to', 'NOTICE OF CANCELLATION'). A sale notice
 * that says none of this is a scheduled sale; other documents have no sale status.
 */
import { type RoleValue, valuesOf } from './labels'
import { snippetAt } from './prepare'
import type { Found, SaleStatus } from './types'

const STATUS_WORDS: Array<{ status: SaleStatus; pattern: RegExp }> = [
  {
    status: 'cancelled',
    pattern:
      /\b(?:cancel+ed|cancel+ation|withdrawn|dismissed|vacated|redeemed|rescinded|satisfied|paid in full)\b/i,
  },
  {
    status: 'postponed',
    pattern: /\b(?:postponed|postponement|adjourned|adjournment|continued|rescheduled|reset)\b/i,
  },
  { status: 'stayed', pattern: /\b(?:stayed|stay|bankruptcy|on hold)\b/i },
  { status: 'sold', pattern: /\b(?:sold|struck off|purchased|awarded)\b/i },
  {
    status: 'scheduled',
    pattern:
      /\b(?:scheduled|active|open|preview|upcoming|pending|accepting proxy|ned recorded|for sale|set)\b/i,
  },
]

/** Notice wording that changes a sale: a title or a sentence about the sale itself. */
const NOTICE_WORDS: Array<{ status: SaleStatus; pattern: RegExp }> = [
  {
    status: 'cancelled',
    pattern:
      /\bnotice of (?:cancel+ation|withdrawal|rescission)(?: of (?:the )?(?:sheriff'?s |trustee'?s |foreclosure )?sale)?\b|\bsale (?:has been|is|was) (?:hereby )?(?:cancel+ed|withdrawn|rescinded)\b/i,
  },
  {
    status: 'postponed',
    pattern:
      /\b(?:adjourned|postponed|continued|rescheduled) notice of (?:\w+'?s? )?(?:foreclosure )?sale\b|\bnotice of (?:postponement|adjournment|continuance)\b|\bsale (?:has been|is|was) (?:hereby )?(?:postponed|adjourned|continued|rescheduled)\b|\badjourned (?:time|date|sale date)\s*:/i,
  },
]

/** The status a 'Status:' cell states, or null when its words are not a sale status. */
function statusOfWords(text: string): SaleStatus | null {
  for (const { status, pattern } of STATUS_WORDS) if (pattern.test(text)) return status
  return null
}

/**
 * The sale's status: labelled, else from the notice's wording, else 'scheduled' for a sale
 * document (`isSale`), else null.
 */
export function findSaleStatus(
  flat: string,
  labels: readonly RoleValue[],
  isSale: boolean,
): Found<SaleStatus> | null {
  // A listing may print two statuses ('Status: Preview', 'Page Status: Postponed'): a change
  // of the sale outranks 'scheduled'.
  const labelled = valuesOf(labels, 'status')
    .map((label) => ({ label, status: statusOfWords(label.value.slice(0, 40)) }))
    .filter((entry) => entry.status !== null)
    .sort((a, b) => Number(a.status === 'scheduled') - Number(b.status === 'scheduled'))
  const first = labelled[0]
  if (first?.status) {
    return {
      value: first.status,
      confidence: 0.9,
      snippet: `${first.label.label}: ${first.label.value}`.slice(0, 120),
    }
  }
  for (const { status, pattern } of NOTICE_WORDS) {
    const match = pattern.exec(flat)
    if (match) {
      return {
        value: status,
        confidence: 0.85,
        snippet: snippetAt(flat, match.index, match.index + match[0].length),
      }
    }
  }
  return isSale ? { value: 'scheduled', confidence: 0.5, snippet: '' } : null
}
