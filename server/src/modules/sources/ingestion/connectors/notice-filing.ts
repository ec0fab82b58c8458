/**
 * One notice of an index (its number, sale and file dates) and what the document reader found in
 * its PDF, as a filing of the records index: the dates come from the index (the clerk's record),
 * the parties, property, trustee's sale number and amount from the notice itself. An address in
 * another state than the source's is the servicer's or the trustee's, not the property's: it is
 * left out rather than filed under the wrong county.
 */
import type { FilingType } from '@common/enums'
import type { NormalizedFiling } from '../../../records'
import { AMOUNT_KINDS } from '../../../records'
import type { NoticeFields } from '../notice-reader'

/** A notice as the index lists it. */
export interface IndexedNotice {
  number: string
  /** YYYY-MM-DD, or null when the cell did not hold a date. */
  saleDate: string | null
  fileDate: string | null
  pages: number | null
  /** The link to the notice's PDF. */
  url: string
}

/** What every notice of a source shares. */
export interface NoticeDefaults {
  state: string
  county: string
  documentType: FilingType
  court: string | null
}

const isAmountKind = (kind: string | null): kind is NormalizedFiling['amountKind'] & string =>
  kind !== null && (AMOUNT_KINDS as readonly string[]).includes(kind)

/** The filing of one notice read from its PDF. */
export function noticeFiling(
  notice: IndexedNotice,
  fields: NoticeFields,
  defaults: NoticeDefaults,
  read: { pages: number; ocrPages: number },
): NormalizedFiling {
  const elsewhere = fields.state !== null && fields.state.toUpperCase() !== defaults.state
  const amountKind = fields.amountKind === 'upset_price' ? 'minimum_bid' : fields.amountKind
  return {
    sourceRecordId: notice.number,
    documentType: defaults.documentType,
    caseNumber: fields.caseNumber,
    court: defaults.court,
    defendantName: fields.defendants.length > 0 ? fields.defendants.join('; ') : null,
    plaintiffName: fields.plaintiff,
    propertyAddress: elsewhere ? null : fields.street,
    city: elsewhere ? null : fields.city,
    county: defaults.county,
    state: defaults.state,
    zipCode: !elsewhere && fields.zip && /^\d{5}$/.test(fields.zip) ? fields.zip : null,
    filingDate: notice.fileDate,
    // The index's sale date is the clerk's record; the notice's own reading is the fallback.
    saleDate: notice.saleDate ?? fields.saleDate,
    loanAmount: fields.amount && isAmountKind(amountKind) ? fields.amount : null,
    amountKind: fields.amount && isAmountKind(amountKind) ? amountKind : null,
    saleStatus: fields.saleStatus,
    // The notice link carries a session token (public scrapers): it is kept as provenance only.
    documentUrl: null,
    raw: {
      noticeNumber: notice.number,
      saleDate: notice.saleDate,
      fileDate: notice.fileDate,
      pages: notice.pages,
      noticeUrl: notice.url,
      read: { ...read, documentType: fields.documentType },
      ...(elsewhere
        ? { addressLeftOut: [fields.street, fields.city, fields.state, fields.zip].join(', ') }
        : {}),
    },
  }
}
