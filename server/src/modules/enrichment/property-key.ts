/**
 * The key one property's enrichment is shared under (docs/decisions/0035): the street line,
 * upper-case without punctuation and with common words abbreviated, in its county, state and
 * ZIP. Two users' leads on the same house meet on it; a sample record's key starts 'sample:' so
 * generated enrichment never mixes with real.
 */

const WORDS: Record<string, string> = {
  STREET: 'ST',
  AVENUE: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  LANE: 'LN',
  COURT: 'CT',
  BOULEVARD: 'BLVD',
  PLACE: 'PL',
  TERRACE: 'TER',
  CIRCLE: 'CIR',
  PARKWAY: 'PKWY',
  HIGHWAY: 'HWY',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  APARTMENT: 'APT',
}

/** '42 Sample Lane.' -> '42 SAMPLE LN'. */
export function normaliseStreet(street: string): string {
  return street
    .toUpperCase()
    .replace(/[.,#'"]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word)
    .join(' ')
}

/** A county as sources name it: 'Miami-Dade County' -> 'MIAMI-DADE'. */
export function normaliseCounty(county: string | null): string {
  return (county ?? '')
    .toUpperCase()
    .replace(/\s+(COUNTY|PARISH)$/, '')
    .trim()
}

export interface PropertyAddress {
  propertyAddress: string | null
  county: string | null
  state: string | null
  zipCode: string | null
  isSample: boolean
}

/** The property's key, or null when the lead has no street address and state to key on. */
export function propertyKey(address: PropertyAddress): string | null {
  const street = normaliseStreet(address.propertyAddress ?? '')
  if (!street || !address.state) return null
  const key = [
    address.state.toUpperCase(),
    normaliseCounty(address.county),
    street,
    address.zipCode ?? '',
  ]
  return `${address.isSample ? 'sample:' : ''}${key.join('|')}`
}
