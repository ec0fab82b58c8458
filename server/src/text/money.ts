/**
 * Money amounts as the index stores them: a decimal string with two decimals ('123456.78'),
 * the form a Postgres numeric(12,2) column takes without floating-point surprises.
 */

const AMOUNT = /^(?:USD\s*)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?\s*(?:USD)?$/i

/**
 * Parses '$123,456.78', '123456', '$1,234', ' $90,000.00 ' or a JSON number into '123456.78'
 * form. Empty, negative or non-numeric input ('Amount not available.', 'N/A') gives null, and
 * so do amounts beyond what numeric(12,2) holds. More than two decimals are rounded half up.
 */
export function parseMoney(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null
    return fromCents(BigInt(Math.round(value * 100)))
  }
  if (typeof value !== 'string') return null
  const match = AMOUNT.exec(value.trim())
  if (!match) return null
  const whole = match[1]!.replace(/,/g, '')
  const fraction = (match[2] ?? '').padEnd(3, '0')
  let cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2))
  if (Number(fraction[2]) >= 5) cents += 1n
  return fromCents(cents)
}

const MAX_CENTS = 10n ** 12n - 1n

function fromCents(cents: bigint): string | null {
  if (cents > MAX_CENTS) return null
  const text = cents.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}
