/**
 * The property behind a lead, as image providers look it up, and the key its pictures are shared
 * under: every user's lead at '123 Main St., Cincinnati, OH 45202' reads the same pictures, and a
 * sample lead never shares a key with a real one.
 */
import type { LeadView } from '@common/contracts/leads'
import { parseUsAddress } from '../../text/addresses'
import type { PropertyRef } from './providers/image-provider'

/** Upper case, punctuation dropped, white space collapsed: '123 Main St.' -> '123 MAIN ST'. */
function normaliseStreet(street: string): string {
  return street
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[.,#'"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The lead's property, or null when it has no street address with a house number. */
export function propertyOfLead(lead: LeadView): PropertyRef | null {
  const parsed = parseUsAddress(lead.propertyAddress)
  const street = parsed.street?.trim()
  if (!street || !/\d/.test(street)) return null
  const state = (lead.state ?? parsed.state)?.toUpperCase() ?? null
  const zip = lead.zipCode ?? parsed.zipCode
  const city = lead.city ?? parsed.city
  const normal = normaliseStreet(street)
  const number = /^(\d+[A-Z]?)\s+(.+)$/.exec(normal)
  const base = `${state ?? ''}|${zip ?? ''}|${normal}`
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return {
    key: lead.isSample ? `sample|${base}` : base,
    street,
    houseNumber: number?.[1] ?? null,
    streetName: number?.[2] ?? normal,
    city,
    county: lead.county,
    state,
    zip,
    oneLine: place ? `${street}, ${place}` : street,
    isSample: lead.isSample,
  }
}
