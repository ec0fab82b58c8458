/**
 * The words a person reads for a lead's coded values, shared by the client (badges, pickers) and
 * the server's exports (docs/decisions/0026), so a spreadsheet says what the screen says. Each
 * table is also where its enumeration is declared: common/enums.ts takes the values from its keys,
 * in the order written, so a value and its words cannot drift apart.
 */

/** The pipeline's columns, in order, with the words the board and the status picker show. */
export const LEAD_STATUS_LABELS = {
  new: 'New',
  researching: 'Researching',
  contacted: 'Contacted',
  negotiating: 'Negotiating',
  under_contract: 'Under contract',
  won: 'Won',
  dead: 'Dead',
} satisfies Record<string, string>

/** Where the filing's sale stands, as its badge says. */
export const SALE_STATUS_LABELS = {
  scheduled: 'Sale scheduled',
  postponed: 'Sale postponed',
  stayed: 'Sale stayed',
  cancelled: 'Sale cancelled',
  sold: 'Sold at sale',
} satisfies Record<string, string>

/** What a lead's amount is. */
export const AMOUNT_KIND_LABELS = {
  loan: 'Loan amount',
  judgment: 'Judgment amount',
  upset_price: 'Upset price',
  minimum_bid: 'Minimum bid',
  tax: 'Taxes owed',
  other: 'Amount stated',
} satisfies Record<string, string>

/** Where a lead came from. */
export const LEAD_SOURCE_LABELS = {
  search_result: 'Public record',
  upload: 'Uploaded PDF',
  document_record: 'Record of an uploaded list',
} satisfies Record<string, string>
