/**
 * The facts of a foreclosure case as its filing states them: the columns the records index
 * (`filings`) holds and a lead copies when it is kept (`leads`), so the list filters and sorts
 * on its own copy. Not re-exported from index.ts: it holds no tables.
 */
import { text } from 'drizzle-orm/pg-core'
import { isoDate, loanAmount, stateCode, zipCode } from './columns'

export const caseFacts = () => ({
  caseNumber: text('case_number'),
  court: text('court'),
  defendantName: text('defendant_name'),
  plaintiffName: text('plaintiff_name'),
  /** Street line only; city, county, state and ZIP have their own columns. */
  propertyAddress: text('property_address'),
  city: text('city'),
  county: text('county'),
  state: stateCode(),
  zipCode: zipCode(),
  filingDate: isoDate('filing_date'),
  saleDate: isoDate('sale_date'),
  loanAmount: loanAmount(),
  /** What loanAmount is (AMOUNT_KINDS): 'loan', 'judgment', 'upset_price', 'minimum_bid', ... */
  amountKind: text('amount_kind'),
  /**
   * Where the sale stands as the source says (SALE_STATUSES; for a lead, when it was kept); null:
   * not said. A cancelled or held sale is no live lead.
   */
  saleStatus: text('sale_status'),
})
