/**
 * The property address a lead's defendants are traced at: the lead's address line, its city,
 * state and ZIP columns filling what the line lacks.
 */
import type { LeadView } from '@common/contracts/leads'
import { parseUsAddress } from '../../../text/addresses'
import type { TraceAddress } from '../providers/contact-providers'

export function leadProperty(lead: LeadView): TraceAddress | null {
  const parsed = parseUsAddress(lead.propertyAddress)
  const street = parsed.street?.trim()
  if (!street || !/\d/.test(street)) return null
  return {
    street,
    city: lead.city ?? parsed.city,
    state: lead.state ?? parsed.state,
    zip: lead.zipCode ?? parsed.zipCode,
  }
}
