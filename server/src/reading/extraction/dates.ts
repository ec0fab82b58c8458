/**
 * A document's dates by role: the sale date (from a 'Sale Date:' label, or a date printed with
 * sale words around it, or 'the first Tuesday in July, 2022'), the filing date and the
 * judgment's date (date-roles.ts), each judged from the words around the date.
 */
import { parseDate } from '../../text/dates'
import { dateRole } from './date-roles'
import { type RoleValue, valuesOf } from './labels'
import { lastIndexOf, snippetAt } from './prepare'
import type { ExtractionResult, Found } from './types'

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?'
const DATE = new RegExp(
  `\\b(?:(?:${MONTH})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,\\s*|\\s+)\\d{4}|\\d{1,2}[/-]\\d{1,2}[/-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}-(?:${MONTH})-\\d{2,4}|\\d{1,2}(?:st|nd|rd|th)?\\s+day\\s+of\\s+(?:${MONTH}),?\\s+\\d{4})\\b`,
  'gi',
)
const SALE_CONTEXT =
  /\b(?:sale(?: which| that)? (?:will|shall) be (?:held|conducted)|sale (?:was|is) (?:held|conducted)|will (?:be )?s[eo]ll?d?|date of sale|sale date|to be sold|sell at public|public (?:auction|sale|vendue|outcry)|offered for sale|expose (?:to|for) (?:public )?sale|auction (?:will|on)|sold at|will,? on|starting promptly|foreclosed by (?:a )?sale|legal hours of sale|adjourned (?:to|until))\b/i
/** Sale words right after a date: 'on August 14, 2025, the property was offered for sale'. */
const SALE_AFTER =
  /^[^.;]{0,160}?\b(?:(?:was|were) (?:offered for sale|sold|struck down)|will (?:be )?(?:offered for sale|sold|sell))\b/i
/** A time of day right after a date ('March 24, 2014 at 10:00AM'): when a sale starts. */
const TIME_AFTER =
  /^,?\s*(?:at|@|beginning at|starting at)\s+\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\b|o'?clock)/i

const IGNORED_CONTEXT =
  /\b(?:recorded|born|birth|executed by|instrument|deed of trust (?:date|dated)|mortgage dated|note dated|as of|map|plat|date of mortgage(?: recording)?|certificate sale date)\b/i

/** 'the first Tuesday in July, 2022': Georgia's (and others') statutory sale day. */
const NTH_WEEKDAY = new RegExp(
  `\\b(first|second|third|fourth)\\s+(monday|tuesday|wednesday|thursday|friday)\\s+(?:in|of)\\s+(${MONTH}),?\\s+(\\d{4})\\b`,
  'gi',
)
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const ORDINALS = ['first', 'second', 'third', 'fourth']

/** The calendar day of 'the first Tuesday in July, 2022' ('2022-07-05'). */
function nthWeekdayOf(
  ordinal: string,
  weekday: string,
  month: string,
  year: string,
): string | null {
  const first = parseDate(`${month} 1, ${year}`)
  if (!first) return null
  const day1 = new Date(`${first}T00:00:00Z`)
  const wanted = WEEKDAYS.indexOf(weekday.toLowerCase())
  const n = ORDINALS.indexOf(ordinal.toLowerCase())
  const offset = ((wanted - day1.getUTCDay() + 7) % 7) + 7 * n
  day1.setUTCDate(1 + offset)
  return day1.toISOString().slice(0, 10)
}

/**
 * The dates a document states by role (each null when not stated): the sale's (the adjourned
 * one when a sale was put off), this document's filing (a clerk's stamp or label, else the day
 * its author dated it), and the judgment's the sale follows.
 */
export interface DocumentDates {
  sale: Found<string> | null
  filing: Found<string> | null
  judgment: Found<string> | null
}

/**
 * The dates by role: a labelled sale date ('Sale Date: 11/17/2025', 'TIME: December 17, 2014';
 * an 'Adjourned' one wins), else the date printed with sale words; the filing and judgment
 * dates from their own cues (date-roles.ts).
 */
export function findDates(flat: string, labels: readonly RoleValue[] = []): DocumentDates {
  const dates = datesInText(flat)
  const labelled = valuesOf(labels, 'sale-date')
    .map((label) => {
      const match = new RegExp(DATE.source, 'i').exec(label.value.slice(0, 60))
      const value = match ? parseDate(dayOfToMonthName(match[0])) : null
      return value ? { label, value } : null
    })
    .filter((entry) => entry !== null)
  const adjourned = labelled.find(({ label }) =>
    /adjourn|postpon|continu|resched/i.test(label.label),
  )
  const chosen = adjourned ?? labelled[0]
  if (chosen) {
    dates.sale = {
      value: chosen.value,
      confidence: 0.9,
      snippet: `${chosen.label.label}: ${chosen.label.value}`.slice(0, 200),
    }
  }
  if (!dates.sale) {
    const nth = NTH_WEEKDAY.exec(flat)
    NTH_WEEKDAY.lastIndex = 0
    const value = nth ? nthWeekdayOf(nth[1]!, nth[2]!, nth[3]!, nth[4]!) : null
    if (nth && value) {
      dates.sale = {
        value,
        confidence: 0.75,
        snippet: snippetAt(flat, nth.index - 40, nth.index + nth[0].length, 0),
      }
    }
  }
  return dates
}

/**
 * The document's filing date as found: its own role's date, never its sale date. A result
 * stored before dates had roles has only `date`, a filing date when its kind says so.
 */
export function filingFoundOf(found: {
  date?: ExtractionResult['date']
  filingDate?: ExtractionResult['filingDate']
}): Found<string> | null {
  if (found.filingDate !== undefined) return found.filingDate
  const date = found.date
  return date?.value.kind === 'filing'
    ? { value: date.value.value, confidence: date.confidence, snippet: date.snippet }
    : null
}

/**
 * How sure a date's role is: a clerk's stamp or label, a judgment's clause, the author's date.
 * The author's date stands for the filing only when no stamp was read, and the clerk often
 * files a day or two later (Texas trustee's notices): below the 'check this' line.
 */
const ROLE_CONFIDENCE = { filed: 0.9, judgment: 0.85, dated: 0.75 } as const

function datesInText(flat: string): DocumentDates {
  const found: DocumentDates = { sale: null, filing: null, judgment: null }
  let filingRole: 'filed' | 'dated' | null = null
  for (const match of flat.matchAll(DATE)) {
    const value = parseDate(dayOfToMonthName(match[0]))
    if (!value) continue
    const end = match.index + match[0].length
    const snippet = snippetAt(flat, match.index - 60, end, 0)
    const role = dateRole(flat, match.index, end)
    if (role === 'judgment') {
      found.judgment ??= { value, confidence: ROLE_CONFIDENCE.judgment, snippet }
      continue
    }
    if (role) {
      // A clerk's filing outranks the author's own date; the first of each is taken.
      if (!found.filing || (role === 'filed' && filingRole === 'dated')) {
        found.filing = { value, confidence: ROLE_CONFIDENCE[role], snippet }
        filingRole = role
      }
      continue
    }
    if (found.sale) continue
    const context = flat.slice(Math.max(0, match.index - 260), match.index)
    if (IGNORED_CONTEXT.test(context.slice(-40))) continue
    const after = flat.slice(end, end + 200)
    const saleNear = SALE_AFTER.test(after) || TIME_AFTER.test(after)
    if (saleNear || lastIndexOf(context, SALE_CONTEXT) >= 0) {
      found.sale = { value, confidence: 0.8, snippet }
    }
  }
  return found
}

/** '5th day of March, 2024' -> 'March 5, 2024'. */
function dayOfToMonthName(text: string): string {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+([A-Za-z]+),?\s+(\d{4})$/i.exec(text)
  return match ? `${match[2]} ${match[1]}, ${match[3]}` : text
}
