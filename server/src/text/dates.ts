/**
 * Dates as the index stores them: 'YYYY-MM-DD' calendar dates with no time zone, since a
 * filing or sale date is a day in the court's calendar, not an instant.
 */

import { MONTH_NAMES } from '@common/field-corrections'

export { MONTH_NAMES }

/** Two-digit years up to this value are read as 20YY, later ones as 19YY. */
const TWO_DIGIT_YEAR_PIVOT = 69

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/
const US = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?:$|[\s,T])/
const MONTH_NAME = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,\s*|\s+)(\d{4})\b/
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/
/** '12-Jul-12' / '05-MAR-2025', as county exports print dates. */
const DAY_MON_YEAR = /^(\d{1,2})-([A-Za-z]{3,9})-(\d{4}|\d{2})\b/

/**
 * Parses 'MM/DD/YYYY', 'M/D/YY', 'YYYY-MM-DD', ISO timestamps, 'January 2, 2019',
 * 'Jan. 2, 2019' and '2 January 2019', with or without a trailing time, into 'YYYY-MM-DD'.
 * Weekday prefixes ('Thursday, ...') are skipped. Impossible dates (02/30/2019) and anything
 * else give null. A Date object gives its UTC calendar day.
 */
export function parseDate(value: unknown): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)
  }
  if (typeof value !== 'string') return null
  const text = value.trim().replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '')
  let match = ISO.exec(text)
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
  match = US.exec(text)
  if (match) return calendarDate(fullYear(match[3]!), Number(match[1]), Number(match[2]))
  match = MONTH_NAME.exec(text)
  if (match) return calendarDate(Number(match[3]), monthNumber(match[1]!), Number(match[2]))
  match = DAY_MONTH_NAME.exec(text)
  if (match) return calendarDate(Number(match[3]), monthNumber(match[2]!), Number(match[1]))
  match = DAY_MON_YEAR.exec(text)
  if (match) return calendarDate(fullYear(match[3]!), monthNumber(match[2]!), Number(match[1]))
  return null
}

function fullYear(year: string): number {
  if (year.length === 4) return Number(year)
  const short = Number(year)
  return short <= TWO_DIGIT_YEAR_PIVOT ? 2000 + short : 1900 + short
}

/** 1-12 for a full month name or its abbreviation ('Jan', 'Sept'), 0 otherwise. */
function monthNumber(name: string): number {
  const key = name.toLowerCase()
  const index = MONTH_NAMES.findIndex(
    (month) =>
      month === key || month.slice(0, 3) === key || (key === 'sept' && month === 'september'),
  )
  return index + 1
}

function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
