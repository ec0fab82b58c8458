/**
 * The words that say what a money figure is: a label ('Final Judgment:', 'Assessed Value:') or
 * the words printed before it ('a judgment of foreclosure ... in the amount of', 'a deposit of').
 * A cue is one of nine kinds; the scorer (amount-candidates.ts) learns which kinds make a lead's
 * amount, so the deposits, fees, valuations and bids are candidates that lose, not figures a
 * rule throws away.
 */
import type { AmountKind, ScoredAmount } from './types'

/** What the words near a figure say it is. */
export type AmountCue = ScoredAmount['cue']

/** The cues of a figure whose value the document names as owed on the property. */
export const DEBT_CUES: readonly AmountCue[] = ['judgment', 'loan']

/** The cues in the order of their one-hot features. */
export const AMOUNT_CUES: readonly AmountCue[] = [
  'judgment',
  'loan',
  'upset price',
  'minimum bid',
  'tax',
  'assessed value',
  'deposit',
  'max bid',
  'other',
]

/** Words before a figure and the cue they give; the one printed nearest the figure wins. */
const CUE_WORDS: ReadonlyArray<{ cue: AmountCue; pattern: RegExp }> = [
  { cue: 'upset price', pattern: /\bupset price\b/gi },
  { cue: 'minimum bid', pattern: /\b(?:minimum|opening|starting) bid\b/gi },
  {
    cue: 'judgment',
    pattern:
      /\bjudgm?ents?\b|\bdecree\b|\bwrit\b|\bamount due (?:on|under) the (?:final )?judgment|\bamount of (?:the )?lien\b/gi,
  },
  {
    cue: 'loan',
    pattern:
      /\b(?:unpaid )?principal\b|\boriginal (?:loan|principal|mortgage|amount)\b|\bunpaid balance\b|\b(?:mortgage|note|loan|deed of trust)\b[^$]{0,60}\b(?:amount|sum)(?: of\b|:)|\bsecured (?:debt|obligation)\b|\bloan amount\b|\bto secure (?:the (?:principal )?sum of|payment of)|\bclaimed (?:to be )?due\b|\bbalance due\b/gi,
  },
  {
    cue: 'tax',
    pattern:
      /\btax(?:es)?\b[^$]{0,40}\b(?:due|owed|owing|delinquent)\b|\b(?:delinquent|unpaid) (?:real )?(?:property )?tax(?:es)?\b|\bamount (?:due|paid) as of\b|\btotal (?:tax )?due\b|\bredemption (?:price|amount)\b/gi,
  },
  {
    cue: 'assessed value',
    pattern:
      /\bassessed(?: value)?\b|\bappraised(?: value)?\b|\b(?:market|land|improvement|total|fair) value\b/gi,
  },
  {
    cue: 'max bid',
    pattern:
      /\bmax(?:imum)? bid\b|\b(?:final|my|high(?:est)?|winning) bid(?:der)?\b|\bstruck (?:down|off)\b|\bsold\b|\b(?:sale|purchase) price\b/gi,
  },
  {
    cue: 'deposit',
    pattern:
      /\bdeposit\b|\bfees?\b|\bcosts?\b|\bper diem\b|\binterest rate\b|\bbond\b|\bcashier'?s\b|\bcertified funds\b|\bdown payment\b|\d+\s?% of\b|\bgreater than\b|\bless than\b|\bexceeds?\b|\bnot to exceed\b/gi,
  },
]

/** The cue of the words printed before a figure (the words nearest it win). */
export function cueBefore(context: string): AmountCue {
  let best: { cue: AmountCue; end: number } = { cue: 'other', end: -1 }
  for (const { cue, pattern } of CUE_WORDS) {
    pattern.lastIndex = 0
    for (const match of context.matchAll(pattern)) {
      const end = match.index + match[0].length
      if (end > best.end) best = { cue, end }
    }
  }
  return best.cue
}

/** The cue a labelled field role or an ignored label gives ('assessed value', 'plaintiff max bid'). */
export function cueOfLabel(role: string | null, key: string): AmountCue | null {
  if (role?.startsWith('amount:')) return cueOfKind(role.slice('amount:'.length) as AmountKind)
  if (/^(?:assessed|appraised|market value)/.test(key)) return 'assessed value'
  if (/\b(?:max bid|final bid|my bid)$/.test(key)) return 'max bid'
  if (/^deposit$/.test(key)) return 'deposit'
  return null
}

function cueOfKind(kind: AmountKind): AmountCue {
  if (kind === 'upset_price') return 'upset price'
  if (kind === 'minimum_bid') return 'minimum bid'
  return kind
}

/** The kind a chosen figure is shown as: its cue's own kind, or 'other'. */
export function kindOfCue(cue: AmountCue): AmountKind {
  if (cue === 'upset price') return 'upset_price'
  if (cue === 'minimum bid') return 'minimum_bid'
  if (cue === 'judgment' || cue === 'loan' || cue === 'tax') return cue
  return 'other'
}

/** Cues that name what a lead's amount is (the others are deposits, valuations and bids). */
export function isLeadCue(cue: AmountCue): boolean {
  return cue !== 'assessed value' && cue !== 'deposit' && cue !== 'max bid'
}
