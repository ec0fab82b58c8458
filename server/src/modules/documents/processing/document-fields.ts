/**
 * Turns what the extractor found into the `documents` row's columns (spec section 3 and the
 * Document client view): several defendants joined with '; ', the street line with city, state
 * and ZIP, the amount as a decimal string, contact details printed in the document.
 */
import type { DocumentContactInfo } from '../../../db/schema'
import type { ExtractionResult } from '../extraction'

const TYPE_LABELS: Record<string, string> = {
  lis_pendens: 'Lis Pendens',
  verified_complaint: 'Verified Complaint',
  notice_of_trustee_sale: 'Notice of Trustee Sale',
  notice_of_sheriff_sale: 'Notice of Sheriff Sale',
  report_of_foreclosure_sale: 'Report of Foreclosure Sale',
  tax_foreclosure: 'Tax Foreclosure',
  summons: 'Summons',
  other: 'Other',
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

function label(type: string): string {
  return (
    TYPE_LABELS[type] ??
    TYPE_LABELS[type.replaceAll(' ', '_')] ??
    type.replace(/\b\w/g, (c) => c.toUpperCase())
  )
}

export function documentFields(found: ExtractionResult): DocumentFields {
  const address = found.propertyAddress?.value
  const place = address
    ? [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : ''
  const street = address?.street ? [address.street, place].filter(Boolean).join(', ') : null
  const owners = new Map(found.contacts.map((contact) => [contact.value, contact.owner]))
  return {
    documentType: label(found.documentType.value),
    defendantName: found.defendants?.value.length ? found.defendants.value.join('; ') : null,
    propertyAddress: street,
    zipCode: address?.zip ?? null,
    caseNumber: found.caseNumber?.value ?? null,
    court: found.court?.value ?? null,
    loanAmount: found.amount?.value.value ?? null,
    filingDate: found.date?.value.value ?? null,
    contactInfo: {
      phones: found.phones.map((number) => ({
        number,
        type: owners.get(number) ?? 'unknown',
        verified: false,
      })),
      emails: found.emails,
    },
  }
}
