/**
 * The amount a document states and which kind it is (loan principal, judgment, upset price,
 * minimum bid, taxes due), and its filing or sale date, both judged from the words before them.
 */
import { parseDate } from '../../../text/dates'
import { parseMoney } from '../../../text/money'
import { snippetAt } from './prepare'
import type { Amount, AmountKind, DateKind, DocumentDate, Found } from './types'

const MONEY = /\$\s*(\d{1,3}(?:,\s?\d{3})+|\d+)(?:\.\d{1,2})?(?!\d)/g

const KINDS: Array<{ kind: AmountKind; pattern: RegExp; rank: number }> = [
  { kind: 'upset_price', pattern: /\bupset price\b/i, rank: 3 },
  { kind: 'minimum_bid', pattern: /\b(?:minimum|opening|starting) bid\b/i, rank: 4 },
  {
    kind: 'judgment',
    pattern:
      /\bjudgm?ents?\b|\bdecree\b|\bwrit\b|\bamount due (?:on|under) the (?:final )?judgment/i,
    rank: 2,
  },
  {
    kind: 'loan',
    pattern:
      /\b(?:unpaid )?principal\b|\boriginal (?:loan|principal|mortgage)\b|\bunpaid balance\b|\b(?:mortgage|note|loan|deed of trust)\b[^$]{0,60}\b(?:amount|sum) of\b|\bsecured (?:debt|obligation)\b|\bloan amount\b|\bto secure (?:the (?:principal )?sum of|payment of)/i,
    rank: 1,
  },
  {
    kind: 'tax',
    pattern:
      /\btax(?:es)?\b[^$]{0,40}\b(?:due|owed|owing|delinquent)\b|\b(?:delinquent|unpaid) (?:real )?(?:property )?tax(?:es)?\b|\bamount (?:due|paid) as of\b|\btotal (?:tax )?due\b/i,
    rank: 5,
  },
]
/** An amount printed right after a docket number, as sale lists print the judgment. */
const AFTER_CASE_NUMBER = /(?:[A-Z]{1,3}-\d{2}-\d{3,}|\d{2,4}-?[A-Z]{2}-?\d{4,})[\s:,-]*$/

/** Amounts that are never the lead's amount: deposits, fees, costs. */
const INCIDENTAL =
  /\b(?:deposit|fees?|costs?|per diem|interest rate|bond|cashier'?s|certified funds|filing fee|down payment|\d+% of)\b/i

/** The most telling amount: a loan, judgment, upset price, minimum bid or tax amount, then any. */
export function findAmount(flat: string): Found<Amount> | null {
  let best: (Found<Amount> & { rank: number }) | null = null
  let previousEnd = 0
  for (const match of flat.matchAll(MONEY)) {
    const value = parseMoney(match[0].replace(/\s/g, ''))
    const start = match.index
    const end = start + match[0].length
    const context = flat.slice(Math.max(previousEnd, start - 130), start)
    previousEnd = end
    if (!value || Number(value) < 100) continue
    const near = context.slice(-45)
    if (INCIDENTAL.test(near)) continue
    let kind: AmountKind = 'other'
    let rank = 9
    let nearest = -1
    for (const rule of KINDS) {
      const found = lastIndexOf(context, rule.pattern)
      if (found > nearest) {
        nearest = found
        kind = rule.kind
        rank = rule.rank
      }
    }
    if (kind === 'other' && AFTER_CASE_NUMBER.test(flat.slice(Math.max(0, start - 25), start))) {
      kind = 'judgment'
      rank = 6
    }
    const confidence = kind === 'other' ? 0.4 : rank === 6 ? 0.6 : 0.85
    if (!best || rank < best.rank) {
      best = {
        value: { value, kind },
        confidence,
        snippet: snippetAt(flat, Math.max(start - 60, 0), end, 0),
        rank,
      }
    }
  }
  if (!best) return null
  const { rank: _rank, ...result } = best
  return result
}

function lastIndexOf(text: string, pattern: RegExp): number {
  const global = new RegExp(pattern.source, 'gi')
  let last = -1
  for (const match of text.matchAll(global)) last = match.index
  return last
}

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?'
const DATE = new RegExp(
  `\\b(?:(?:${MONTH})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}[/-]\\d{1,2}[/-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}(?:st|nd|rd|th)?\\s+day\\s+of\\s+(?:${MONTH}),?\\s+\\d{4})\\b`,
  'gi',
)
const SALE_CONTEXT =
  /\b(?:sale (?:will|shall) be (?:held|conducted)|sale (?:was|is) (?:held|conducted)|will (?:be )?s[eo]ll?d?|date of sale|sale date|to be sold|sell at public|public (?:auction|sale|vendue)|offered for sale|expose (?:to|for) (?:public )?sale|auction (?:will|on)|sold at|will,? on)\b/i
/** Sale words right after a date: 'on August 14, 2025, the property was offered for sale'. */
const SALE_AFTER =
  /^[^.;]{0,40}?\b(?:(?:was|were) (?:offered for sale|sold|struck down)|will (?:be )?(?:offered for sale|sold|sell))\b/i
/** The words that date the document itself; they outrank other filing words. */
const DATED_CONTEXT =
  /\b(?:[Dd]ated|DATED|[Dd]ate(?:d)? this|[Dd]ate [Ii]ssued|[Ii]ssued|[Ff]iled on|[Ff]iling [Dd]ate)\b[\s:,]*(?:[A-Z][a-z]+,?\s+){0,4}$/
const FILING_CONTEXT =
  /\b(?:filed|dated|date(?:d)? this|filing date|entered|executed|issued|signed|date of (?:filing|this notice))\b/i
const IGNORED_CONTEXT =
  /\b(?:recorded|born|birth|executed by|instrument|deed of trust (?:date|dated)|mortgage dated|note dated|as of|map|plat)\b/i

/** A sale date (preferred in sale notices) or a filing date; null when no date is labelled. */
export function findDate(flat: string, preferSale: boolean): Found<DocumentDate> | null {
  const found: Record<DateKind, Found<DocumentDate> | null> = { sale: null, filing: null }
  for (const match of flat.matchAll(DATE)) {
    const value = parseDate(dayOfToMonthName(match[0]))
    if (!value) continue
    const context = flat.slice(Math.max(0, match.index - 160), match.index)
    const near = context.slice(-40)
    if (IGNORED_CONTEXT.test(near)) continue
    const end = match.index + match[0].length
    const saleAfter = SALE_AFTER.test(flat.slice(end, end + 80))
    const saleAt = saleAfter ? context.length : lastIndexOf(context, SALE_CONTEXT)
    // Filing words count only close to the date; sale words may open a long sentence.
    const filingAt =
      lastIndexOf(context.slice(-90), FILING_CONTEXT) + Math.max(0, context.length - 90)
    const hasFiling = lastIndexOf(context.slice(-90), FILING_CONTEXT) >= 0
    if (saleAt < 0 && !hasFiling) continue
    const kind: DateKind = saleAt > (hasFiling ? filingAt : -1) ? 'sale' : 'filing'
    const dated = kind === 'filing' && DATED_CONTEXT.test(near)
    const previous = found[kind]
    if (previous && !(dated && previous.confidence < 0.85)) continue
    found[kind] = {
      value: { value, kind },
      confidence: dated ? 0.85 : 0.8,
      snippet: snippetAt(flat, match.index - 60, end, 0),
    }
  }
  return preferSale ? (found.sale ?? found.filing) : (found.filing ?? found.sale)
}

/** '5th day of March, 2024' -> 'March 5, 2024'. */
function dayOfToMonthName(text: string): string {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+([A-Za-z]+),?\s+(\d{4})$/i.exec(text)
  return match ? `${match[2]} ${match[1]}, ${match[3]}` : text
}
