/**
 * The words a person reads for a lead's coded values, shared by the client (badges, pickers) and
 * the server's exports (docs/decisions/0026), so a spreadsheet says what the screen says.
 */
import type { AmountKind, LeadSourceKind, LeadStatus, SaleStatus } from './enums'

/** The pipeline's columns, in order, with the words the board and the status picker show. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  researching: 'Researching',
  contacted: 'Contacted',
  negotiating: 'Negotiating',
  under_contract: 'Under contract',
  won: 'Won',
  dead: 'Dead',
}

/** Where the filing's sale stands, as its badge says. */
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  scheduled: 'Sale scheduled',
  postponed: 'Sale postponed',
  stayed: 'Sale stayed',
  cancelled: 'Sale cancelled',
  sold: 'Sold at sale',
}

/** What a lead's amount is. */
export const AMOUNT_KIND_LABELS: Record<AmountKind, string> = {
  loan: 'Loan amount',
  judgment: 'Judgment amount',
  upset_price: 'Upset price',
  minimum_bid: 'Minimum bid',
  tax: 'Taxes owed',
  other: 'Amount stated',
}

/** Where a lead came from. */
export const LEAD_SOURCE_LABELS: Record<LeadSourceKind, string> = {
  search_result: 'Public record',
  upload: 'Uploaded PDF',
  document_record: 'Record of an uploaded list',
}
