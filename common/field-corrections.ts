/**
 * The fields of an uploaded document a user may correct (issue 34, item 7), and how a corrected
 * value is read: what the user typed or selected on the page, checked against the field's shape
 * and put in the form the document keeps it in (an amount as '87500.00', a date as
 * 'YYYY-MM-DD'). The browser's correction form and the server read values with these same
 * functions, so a value the form accepts is one the server stores, and the messages are the same.
 */

export const CORRECTION_FIELDS = [
  'defendantName',
  'propertyAddress',
  'zipCode',
  'caseNumber',
  'loanAmount',
  'filingDate',
  'saleDate',
] as const
export type CorrectionField = (typeof CORRECTION_FIELDS)[number]

/** What each field is called on the document page. */
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  defendantName: 'Defendant',
  propertyAddress: 'Property address',
  zipCode: 'ZIP code',
  caseNumber: 'Case number',
  loanAmount: 'Amount',
  filingDate: 'Filing date',
  saleDate: 'Sale date',
}

/** The refusals of a corrected value, word for word as the form and the API answer them. */
export const CORRECTION_MESSAGES = {
  unknownField: `Choose the field to correct: one of ${CORRECTION_FIELDS.join(', ')}.`,
  empty: 'Type the correct value, or select it on the page.',
  tooLong: (max: number) => `A corrected value can be at most ${max} characters.`,
  name: "A defendant's name needs at least two letters, like Jane Q. Doe.",
  address: 'Type the street address with its number, like 45 Orchard Lane, Dayton, OH 45402.',
  zip: 'ZIP code must be exactly 5 digits',
  caseNumber: 'A case number has at least one digit, like 2026-CV-001234.',
  amount: 'An amount must be a number of dollars, like 125000 or $125,000.00.',
  date: 'A date must be a calendar date, like 2026-03-14, 03/14/2026 or March 14, 2026.',
} as const

/** The twelve month names, lower case, January first (server/src/text/dates.ts reads them too). */
export const MONTH_NAMES: readonly string[] = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** The longest value a correction takes (a party list of a complaint fits in it). */
export const CORRECTION_MAX_CHARS = 300

/** Years a corrected date may have (PostgreSQL refuses year 0; no foreclosure is outside). */
const YEARS = { min: 1900, max: 2200 } as const

/** The largest amount `numeric(12,2)` holds, in cents. */
const MAX_CENTS = 10n ** 12n - 1n

export type CorrectionValue = { ok: true; value: string } | { ok: false; message: string }

const ok = (value: string): CorrectionValue => ({ ok: true, value })
const refuse = (message: string): CorrectionValue => ({ ok: false, message })

/** White space collapsed, ends trimmed, and the separators a selection drags along dropped. */
function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
}

/** '$125,000.00', '125000', 'USD 1,234.5' -> '125000.00'; null for anything else. */
function readAmount(text: string): string | null {
  const match = /^(?:USD\s*)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i.exec(text)
  if (!match) return null
  const cents = BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  if (cents > MAX_CENTS) return null
  const digits = cents.toString().padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

function calendarDate(year: number, month: number, day: number): string | null {
  if (year < YEARS.min || year > YEARS.max || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** 1-12 for a month's name or its first three letters ('Sept' too), 0 otherwise. */
function monthOf(name: string): number {
  const key = name.toLowerCase().replace(/\.$/, '')
  return (
    MONTH_NAMES.findIndex(
      (month) => month === key || (key.length >= 3 && month.startsWith(key) && key.length <= 4),
    ) + 1
  )
}

/**
 * 'YYYY-MM-DD', 'MM/DD/YYYY' (or with dashes or a two-digit year), 'March 3, 2026',
 * 'Mar. 3rd, 2026' and '3 March 2026' -> 'YYYY-MM-DD'; null for anything else.
 */
function readDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})$/.exec(text)
  if (us) {
    const year = us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3])
    return calendarDate(year, Number(us[1]), Number(us[2]))
  }
  const named = /^([A-Za-z]{3,9}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text)
  if (named) return calendarDate(Number(named[3]), monthOf(named[1]!), Number(named[2]))
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9}\.?),?\s+(\d{4})$/.exec(text)
  if (dayFirst) return calendarDate(Number(dayFirst[3]), monthOf(dayFirst[2]!), Number(dayFirst[1]))
  return null
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length

/**
 * The value of `field` read from what the user typed or selected: the form it is stored in, or
 * the message that says what a right value looks like.
 */
export function readCorrectionValue(field: CorrectionField, input: string): CorrectionValue {
  const text = tidy(input)
  if (text === '') return refuse(CORRECTION_MESSAGES.empty)
  if (text.length > CORRECTION_MAX_CHARS) {
    return refuse(CORRECTION_MESSAGES.tooLong(CORRECTION_MAX_CHARS))
  }
  switch (field) {
    case 'defendantName':
      return letters(text) >= 2 ? ok(text) : refuse(CORRECTION_MESSAGES.name)
    case 'propertyAddress':
      return letters(text) >= 2 && /\d/.test(text) ? ok(text) : refuse(CORRECTION_MESSAGES.address)
    case 'zipCode':
      return /^\d{5}$/.test(text) ? ok(text) : refuse(CORRECTION_MESSAGES.zip)
    case 'caseNumber':
      return /\d/.test(text) ? ok(text) : refuse(CORRECTION_MESSAGES.caseNumber)
    case 'loanAmount': {
      const amount = readAmount(text.replace(/\.$/, ''))
      return amount ? ok(amount) : refuse(CORRECTION_MESSAGES.amount)
    }
    case 'filingDate':
    case 'saleDate': {
      const date = readDate(text.replace(/\.$/, ''))
      return date ? ok(date) : refuse(CORRECTION_MESSAGES.date)
    }
  }
}
