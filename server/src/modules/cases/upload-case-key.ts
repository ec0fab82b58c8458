/**
 * Which case an uploaded document's record is about, within its user's uploads (issue 16's
 * matching rule as far as a document gives it): the case number, else the property's street and
 * ZIP (suffixes and directions abbreviated: 'Ct' is 'Court'). Uploads carry no parcel and rarely a county the extractor can name, so a case number is
 * matched within the user's own uploads alone (two counties' equal case numbers would meet only
 * if one user uploaded both). A postponement notice without a case number matches by address.
 */
import type { SaleStatus } from '@common/enums'
import type { DocumentType } from '../../reading'
import { parseUsAddress } from '../../text/addresses'
import { streetMatchKey } from '../../text/street-suffixes'
import type { CaseReport } from './case-lifecycle'

/** One record an upload states: the document itself, or one record of a multi-record list. */
export interface UploadCaseRecord {
  /** Null for the document itself, else the record's position in the document. */
  position: number | null
  documentType: DocumentType
  caseNumber: string | null
  /** The court as printed ('Superior Court of New Jersey, ..., Atlantic County'). */
  court: string | null
  /** 'street, city, ST 12345' as the documents row keeps it. */
  propertyAddress: string | null
  zipCode: string | null
  saleDate: string | null
  saleStatus: SaleStatus | null
  amountKind: CaseReport['amountKind']
}

const squash = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The record's case key, or null when it names neither a case number nor a street and ZIP. */
export function uploadCaseKey(
  record: Pick<UploadCaseRecord, 'caseNumber' | 'propertyAddress' | 'zipCode'>,
): string | null {
  const number = record.caseNumber ? squash(record.caseNumber).replaceAll(' ', '') : ''
  if (number.length >= 3) return `case:${number}`
  if (!record.propertyAddress) return null
  const parsed = parseUsAddress(record.propertyAddress)
  const street = streetMatchKey(parsed.street ?? record.propertyAddress.split(',')[0] ?? '')
  const zip = record.zipCode ?? parsed.zipCode
  return street && zip ? `addr:${zip}:${street}` : null
}

/**
 * The county a court's name gives ('..., ATLANTIC COUNTY', 'Circuit Court of Cook County',
 * 'in and for Palm Beach County'), lower case without 'county'; null when it names none.
 */
export function countyOfCourt(court: string | null): string | null {
  if (!court) return null
  const found = /(?:^|,\s*|\bof\s+|\bfor\s+)([a-z.'-]+(?:\s+[a-z.'-]+)?)\s+county\b/.exec(
    court.toLowerCase(),
  )
  return found?.[1] ?? null
}

/** Where a record's case is, for finding it in the records index (docs/decisions/0044). */
export interface UploadCaseLocation {
  state: string | null
  county: string | null
  zipCode: string | null
  streetKey: string | null
}

/** The state, county, ZIP and street key of the record's case (each null when not stated). */
export function uploadCaseLocation(
  record: Pick<UploadCaseRecord, 'court' | 'propertyAddress' | 'zipCode'>,
): UploadCaseLocation {
  const parsed = record.propertyAddress ? parseUsAddress(record.propertyAddress) : null
  const street = parsed ? (parsed.street ?? record.propertyAddress?.split(',')[0] ?? '') : ''
  const zip = (record.zipCode ?? parsed?.zipCode ?? '').slice(0, 5)
  return {
    state: parsed?.state ?? null,
    county: countyOfCourt(record.court),
    zipCode: /^\d{5}$/.test(zip) ? zip : null,
    streetKey: streetMatchKey(street) || null,
  }
}

/**
 * What the record tells the case's lifecycle: its sale status and date as read, and for a
 * report (certificate) of sale that states no status, a sale held: 'sold'.
 */
export function caseReportOf(record: UploadCaseRecord): CaseReport {
  const saleStatus =
    record.saleStatus ?? (record.documentType === 'report of foreclosure sale' ? 'sold' : null)
  return { saleStatus, saleDate: record.saleDate, amountKind: record.amountKind }
}
