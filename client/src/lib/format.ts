/**
 * Display formatting of spec section 9: money in whole US dollars, dates in the user's local
 * format ('N/A' when empty), and the outreach history's relative times.
 */

type DateInput = string | number | Date | null | undefined

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** A loan amount (number or numeric string such as '245000.00') as '$245,000'; null when missing. */
export function formatMoney(amount: number | string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '') return null
  const value = typeof amount === 'number' ? amount : Number(amount)
  return Number.isFinite(value) ? wholeDollars.format(value) : null
}

/** A plan price as the catalogue states it: '$29.99', or '$99' for whole amounts. */
export function formatPlanPrice(price: number): string {
  const cents = Number.isInteger(price) ? 0 : 2
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(price)
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Reads a date; a bare 'YYYY-MM-DD' (a filing date) is a calendar day, so it is taken as local
 * midnight rather than UTC midnight, which would show the previous day west of Greenwich.
 */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A date in the user's local format, or 'N/A' when it is empty or unreadable. */
export function formatDate(value: DateInput): string {
  const date = toDate(value)
  return date ? date.toLocaleDateString() : 'N/A'
}

/** A date and time in the user's local format (a note's stamp), or 'N/A'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value)
  return date ? date.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : 'N/A'
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
const WEEK_MS = 7 * DAY_MS

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}

/**
 * How long ago something happened: 'Just now' under a minute, then minutes, hours (under 24 h),
 * days (under 7 days), then the local date. Times slightly in the future count as 'Just now'.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value)
  if (!date) return 'N/A'
  const elapsed = now.getTime() - date.getTime()
  if (elapsed < MINUTE_MS) return 'Just now'
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute')
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour')
  if (elapsed < WEEK_MS) return plural(Math.floor(elapsed / DAY_MS), 'day')
  return date.toLocaleDateString()
}
