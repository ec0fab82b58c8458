/**
 * One public filing in the shape of the records index (`filings`), before deduplication: what
 * every source's parser produces and storeFilings takes (the index's input).
 */
import type { FilingType, SaleStatus } from '@common/enums'
import type { CaseOutcome, SoldTo } from '../../text/sale-status'

/** What `loanAmount` measures, since sources publish different figures. */
export const AMOUNT_KINDS = ['judgment', 'loan', 'writ', 'minimum_bid', 'appraisal', 'tax'] as const
export type AmountKind = (typeof AMOUNT_KINDS)[number]

export interface NormalizedFiling {
  /** Stable id within the source: docket, sheriff number, case number or row key. */
  sourceRecordId: string
  documentType: FilingType
  caseNumber: string | null
  court: string | null
  /** 'First Last' order; several defendants joined with '; '. */
  defendantName: string | null
  plaintiffName: string | null
  /** The street line only. */
  propertyAddress: string | null
  city: string | null
  county: string | null
  /** Two-letter code. */
  state: string
  /** Exactly 5 digits or null. */
  zipCode: string | null
  /** YYYY-MM-DD. */
  filingDate: string | null
  /** YYYY-MM-DD. */
  saleDate: string | null
  /** Decimal string with 2 decimals, e.g. '123456.78'. */
  loanAmount: string | null
  amountKind: AmountKind | null
  /** Where the sale stands when the source says (a notice's 'Sale Cancelled', a status column). */
  saleStatus: SaleStatus | null
  /** What became of the case when the source's status says ('Redeemed', 'Sold to Plaintiff'). */
  caseOutcome?: CaseOutcome | null
  /** Who bought at the sale, when the source says ('Sold to Plaintiff', '3rd Party Bidder'). */
  soldTo?: SoldTo | null
  /** What the property sold for at the sale (decimal string, 2 decimals), when the source says. */
  salePrice?: string | null
  documentUrl: string | null
  /**
   * The source's document itself (a notice PDF), when its link works only in the source's
   * session: kept in the product's storage when the run has a document store (storeFilings).
   */
  document?: { bytes: Uint8Array; mimeType: 'application/pdf' }
  /** The parcel id, when the source gives one (matches transfer records to their case). */
  parcel?: string | null
  /** The source record as parsed, for provenance. */
  raw: Record<string, unknown>
}

/**
 * Stores a source's document (a notice PDF) in the product's storage and gives its object key
 * (the same bytes
 * give the same key, so storing twice stores once). Answered at the composition root. Not to be
 * confused with keeping a lead (leads' keepLeads): this stores a file, it keeps nothing for a user.
 */
export type SourceDocumentStore = (
  document: NonNullable<NormalizedFiling['document']>,
) => Promise<string>
