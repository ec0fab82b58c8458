/**
 * Addresses checked against reality: a ZIP code database (the `zipcodes` package: 44,000 US
 * ZIPs with their city and state) says which city and state a ZIP belongs to, so a read
 * address whose ZIP lies in another state than the document's (document-state.ts) is someone
 * else's (a servicer in New Jersey on a Texas notice), a missing city or state is filled from
 * the ZIP, and a city that ran on into the next label ('BaltimoreState:MD') is cut to the ZIP's
 * city.
 */
import { createRequire } from 'node:module'
import type { PropertyAddress } from './types'

const require = createRequire(import.meta.url)
const zipcodes = require('zipcodes') as {
  lookup(zip: string): { city: string; state: string; country: string } | undefined
}

/** The city and state a US ZIP belongs to, or null when the database does not know it. */
export function zipPlace(zip: string | null): { city: string; state: string } | null {
  if (!zip || !/^\d{5}$/.test(zip)) return null
  const found = zipcodes.lookup(zip)
  return found && found.country === 'US' ? { city: found.city, state: found.state } : null
}

/** False when the address's ZIP lies in another state than the document's. */
export function inDocumentState(address: PropertyAddress, state: string | null): boolean {
  const place = zipPlace(address.zip)
  const printed = address.state ?? place?.state ?? null
  return !state || !printed || printed === state
}

/** The address with its city and state from its ZIP where missing or run on. */
export function withZipPlace(address: PropertyAddress): PropertyAddress {
  const place = zipPlace(address.zip)
  if (!place) return address
  const city = address.city?.trim() ?? ''
  const runOn =
    city.length > place.city.length && city.toLowerCase().startsWith(place.city.toLowerCase())
  return {
    ...address,
    city: !city || runOn ? casedLike(place.city, city) : address.city,
    state: address.state ?? place.state,
  }
}

/** The database's city in the document's casing (all capitals when the document printed them). */
function casedLike(city: string, printed: string): string {
  const head = printed.slice(0, city.length)
  return head && head === head.toUpperCase() && /[A-Z]/.test(head) ? city.toUpperCase() : city
}
