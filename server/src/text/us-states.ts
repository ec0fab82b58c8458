/**
 * US state and territory names by postal code, so an address or a source column can give the
 * state as 'PA', 'Pa.' or 'Pennsylvania' and the index still gets the two-letter code: the 50
 * states of common/us-states.ts, DC and the territories a filing may name.
 */
import { US_STATES } from '@common/us-states'

export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(US_STATES),
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
  GU: 'Guam',
}

const CODE_BY_NAME = new Map(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
)

/**
 * The two-letter code for 'PA', 'pa', 'Pa.', 'P.A.' or 'Pennsylvania'; null for anything that
 * is not a US state or territory.
 */
export function normalizeStateCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim().replace(/\s+/g, ' ')
  const code = text.replace(/\./g, '').toUpperCase()
  if (code.length === 2 && code in US_STATE_NAMES) return code
  return CODE_BY_NAME.get(text.replace(/\.$/, '').toLowerCase()) ?? null
}

/** Alternation of every state name (longest first), for address patterns. */
export const STATE_NAME_PATTERN = Object.values(US_STATE_NAMES)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, '\\s+'))
  .join('|')
