/**
 * The amounts a document states and which kind each is (loan principal, judgment, upset price,
 * opening bid, taxes due), judged from a label ('Final Judgment: 4183.40') or the words before
 * the figure; deposits, fees, percentages, assessed and appraised values are never the amount.
 */
import { parseMoney } from '../../text/money'
import type { RoleValue } from './labels'
import { lastIndexOf, snippetAt } from './prepare'
import type { Amount, AmountKind, Found } from './types'

const MONEY = /\$\s*(\d{1,3}(?:,\s?\d{3})+|\d+)(?:\.\d{1,2})?(?!\d)/g
/** A labelled figure may be printed without '$' ('Final Judgment: 4183.40', 'Debt Amount: 274634'). */
const LABELLED_MONEY = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?![\d,]*\s*%)/

const KINDS: Array<{ kind: AmountKind; pattern: RegExp; rank: number }> = [
  { kind: 'upset_price', pattern: /\bupset price\b/i, rank: 3 },
  { kind: 'minimum_bid', pattern: /\b(?:minimum|opening|starting) bid\b/i, rank: 4 },
  {
    kind: 'judgment',
    pattern:
      /\bjudgm?ents?\b|\bdecree\b|\bwrit\b|\bamount due (?:on|under) the (?:final )?judgment|\bamount of (?:the )?lien\b/i,
    rank: 2,
  },
  {
    kind: 'loan',
    pattern:
      /\b(?:unpaid )?principal\b|\boriginal (?:loan|principal|mortgage|amount)\b|\bunpaid balance\b|\b(?:mortgage|note|loan|deed of trust)\b[^$]{0,60}\b(?:amount|sum) of\b|\bsecured (?:debt|obligation)\b|\bloan amount\b|\bto secure (?:the (?:principal )?sum of|payment of)|\bclaimed (?:to be )?due\b|\bbalance due\b/i,
    rank: 1,
  },
  {
    kind: 'tax',
    pattern:
      /\btax(?:es)?\b[^$]{0,40}\b(?:due|owed|owing|delinquent)\b|\b(?:delinquent|unpaid) (?:real )?(?:property )?tax(?:es)?\b|\bamount (?:due|paid) as of\b|\btotal (?:tax )?due\b/i,
    rank: 5,
  },
]
const LABEL_RANK: Record<AmountKind, number> = {
  loan: 1,
  judgment: 2,
  upset_price: 3,
  minimum_bid: 4,
  tax: 5,
  other: 9,
}
/** An amount printed right after a docket number, as sale lists print the judgment. */
const AFTER_CASE_NUMBER = /(?:[A-Z]{1,3}-\d{2}-\d{3,}|\d{2,4}-?[A-Z]{2}-?\d{4,})[\s:,-]*$/

/** Amounts that are never the lead's amount: deposits, fees, costs, valuations, thresholds. */
const INCIDENTAL =
  /\b(?:deposit|fees?|costs?|per diem|interest rate|bond|cashier'?s|certified funds|filing fee|down payment|\d+% of|assessed(?: value)?(?: for| at)?|appraised(?: value)?(?: at)?|market value|max(?:imum)? bid|final bid|greater than|less than|exceeds?|not to exceed|registration fee)\b/i

type Candidate = Found<Amount> & { rank: number; at: number }

/** The best amount of each kind, and the lead's amount: a loan, judgment, upset, bid or tax, then any. */
export function findAmounts(
  flat: string,
  labels: readonly RoleValue[] = [],
): { amount: Found<Amount> | null; amounts: Array<Found<Amount>> } {
  const candidates: Candidate[] = [...labelledAmounts(labels), ...printedAmounts(flat)]
  candidates.sort((a, b) => a.rank - b.rank || b.confidence - a.confidence || a.at - b.at)
  const byKind = new Map<AmountKind, Candidate>()
  for (const candidate of candidates) {
    if (!byKind.has(candidate.value.kind)) byKind.set(candidate.value.kind, candidate)
  }
  const strip = ({ rank: _r, at: _a, ...found }: Candidate): Found<Amount> => found
  const best = candidates[0]
  return { amount: best ? strip(best) : null, amounts: [...byKind.values()].map(strip) }
}

function labelledAmounts(labels: readonly RoleValue[]): Candidate[] {
  const found: Candidate[] = []
  for (const label of labels) {
    if (!label.role?.startsWith('amount:')) continue
    const kind = label.role.slice('amount:'.length) as AmountKind
    const match = LABELLED_MONEY.exec(label.value)
    const value = match ? parseMoney(match[0].replace(/\s/g, '')) : null
    if (!value || Number(value) < 100) continue
    found.push({
      value: { value, kind },
      confidence: 0.9,
      snippet: `${label.label}: ${label.value}`.slice(0, 200),
      rank: LABEL_RANK[kind] - 0.5,
      at: label.start,
    })
  }
  return found
}

function printedAmounts(flat: string): Candidate[] {
  const found: Candidate[] = []
  let previousEnd = 0
  for (const match of flat.matchAll(MONEY)) {
    const value = parseMoney(match[0].replace(/\s/g, ''))
    const start = match.index
    const end = start + match[0].length
    const context = flat.slice(Math.max(previousEnd, start - 130), start)
    previousEnd = end
    if (!value || Number(value) < 100) continue
    if (INCIDENTAL.test(context.slice(-45)) || /^\s*%/.test(flat.slice(end, end + 3))) continue
    let kind: AmountKind = 'other'
    let rank = 9
    let nearest = -1
    for (const rule of KINDS) {
      const at = lastIndexOf(context, rule.pattern)
      if (at > nearest) {
        nearest = at
        kind = rule.kind
        rank = rule.rank
      }
    }
    if (kind === 'other' && AFTER_CASE_NUMBER.test(flat.slice(Math.max(0, start - 25), start))) {
      kind = 'judgment'
      rank = 6
    }
    found.push({
      value: { value, kind },
      confidence: kind === 'other' ? 0.4 : rank === 6 ? 0.6 : 0.85,
      snippet: snippetAt(flat, Math.max(start - 60, 0), end, 0),
      rank,
      at: start,
    })
  }
  return found
}
