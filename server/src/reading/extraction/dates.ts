/**
 * A document's dates: the sale date (from a 'Sale Date:' label, or a date printed with sale
 * words around it, or 'the first Tuesday in July, 2022') and the filing date (dated, filed,
 * entered), each judged from the words around the date.
 */
import { parseDate } from '../../text/dates'
import { type RoleValue, valuesOf } from './labels'
import { lastIndexOf, snippetAt } from './prepare'
import type { DateKind, DocumentDate, Found } from './types'

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

/** The words that date the document itself; they outrank other filing words. */
const DATED_CONTEXT =
  /\b(?:[Dd]ated|DATED|[Dd]ate(?:d)? this|[Dd]ate [Ii]ssued|[Ii]ssued|[Ff]iled on|[Ff]iling [Dd]ate)\b[\s:,]*(?:[A-Z][a-z]+,?\s+){0,4}$/
const FILING_CONTEXT =
  /\b(?:filed|dated|date(?:d)? this|filing date|entered|executed|issued|signed|date of (?:filing|this notice))\b/i
const IGNORED_CONTEXT =
  /\b(?:recorded|born|birth|executed by|instrument|deed of trust (?:date|dated)|mortgage dated|note dated|as of|map|plat|date of mortgage(?: recording)?)\b/i

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

/** The sale date and the filing date a document states (each null when not stated). */
export interface DocumentDates {
  sale: Found<DocumentDate> | null
  filing: Found<DocumentDate> | null
}

/**
 * Both dates: a labelled sale date ('Sale Date: 11/17/2025', 'TIME: December 17, 2014'; an
 * 'Adjourned' one wins), else the date printed with sale words; the filing date from dated,
 * filed or entered.
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
      value: { value: chosen.value, kind: 'sale' },
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
        value: { value, kind: 'sale' },
        confidence: 0.75,
        snippet: snippetAt(flat, nth.index - 40, nth.index + nth[0].length, 0),
      }
    }
  }
  return dates
}

function datesInText(flat: string): DocumentDates {
  const found: Record<DateKind, Found<DocumentDate> | null> = { sale: null, filing: null }
  for (const match of flat.matchAll(DATE)) {
    const value = parseDate(dayOfToMonthName(match[0]))
    if (!value) continue
    const context = flat.slice(Math.max(0, match.index - 260), match.index)
    const near = context.slice(-40)
    if (IGNORED_CONTEXT.test(near)) continue
    const end = match.index + match[0].length
    const filedJustBefore =
      /\b(?:entered|filed|dated|recorded|executed|signed|granted)\b[^.;]{0,60}$/i.test(context)
    const after = flat.slice(end, end + 200)
    const saleAfter = !filedJustBefore && (SALE_AFTER.test(after) || TIME_AFTER.test(after))
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
  return found
}

/** '5th day of March, 2024' -> 'March 5, 2024'. */
function dayOfToMonthName(text: string): string {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+([A-Za-z]+),?\s+(\d{4})$/i.exec(text)
  return match ? `${match[2]} ${match[1]}, ${match[3]}` : text
}
