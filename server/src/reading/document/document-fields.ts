/**
 * Turns what the extractor found into the `documents` row's columns (spec section 3 and the
 * Document client view): several defendants joined with '; ', the street line with city, state
 * and ZIP, the amount as a decimal string, contact details printed in the document.
 */
import { type ExtractionResult, filingFoundOf, type PropertyAddress } from '../extraction'
import { documentTypeLabel } from './document-type-label'

/** The phones, e-mails and profiles printed in a document (the `documents.contact_info` column). */
export interface DocumentContactInfo {
  phones?: { number: string; type?: string | null; verified?: boolean }[]
  emails?: string[]
  socialMedia?: { platform: string; url: string }[]
  additionalInfo?: { age?: number | string; occupation?: string; associates?: string[] }
}

export interface DocumentFields {
  documentType: string
  defendantName: string | null
  propertyAddress: string | null
  zipCode: string | null
  caseNumber: string | null
  court: string | null
  loanAmount: string | null
  filingDate: string | null
  contactInfo: DocumentContactInfo
}

/** 'street, city, ST zip' (the parts there are), or null without a street. */
export function addressLine(address: PropertyAddress | null | undefined): string | null {
  if (!address?.street) return null
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [address.street, place].filter(Boolean).join(', ')
}

export function documentFields(found: ExtractionResult): DocumentFields {
  const address = found.propertyAddress?.value
  const street = addressLine(address)
  return {
    documentType: documentTypeLabel(found.documentType.value),
    defendantName: found.defendants?.value.length ? found.defendants.value.join('; ') : null,
    propertyAddress: street,
    zipCode: address?.zip ?? null,
    caseNumber: found.caseNumber?.value ?? null,
    court: found.court?.value ?? null,
    loanAmount: found.amount?.value.value ?? null,
    filingDate: filingFoundOf(found)?.value ?? null,
    contactInfo: contactInfoOf(found),
  }
}

/**
 * Every phone and e-mail printed in the document. A notice rarely prints the defendant's own
 * number: each phone carries whose the extractor thinks it is ('attorney', 'trustee', 'court',
 * 'sheriff', 'tax office'; null when it cannot tell), so the user sees whom they would call.
 */
function contactInfoOf(found: ExtractionResult): DocumentContactInfo {
  const owners = new Map(found.contacts.map((contact) => [contact.value, contact.owner]))
  return {
    phones: found.phones.map((number) => {
      const owner = owners.get(number)
      return { number, type: owner && owner !== 'unknown' ? owner : null, verified: false }
    }),
    emails: found.emails,
    socialMedia: [],
  }
}
