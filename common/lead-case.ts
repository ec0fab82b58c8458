/**
 * The case fields a lead copies from its source, whichever module the source lives in (a saved
 * search result in records, an upload or one of its records in documents).
 */
export interface LeadCaseFields {
  filingType: string | null
  caseNumber: string | null
  court: string | null
  defendantName: string | null
  plaintiffName: string | null
  propertyAddress: string | null
  city: string | null
  state: string | null
  zipCode: string | null
  filingDate: string | null
  saleDate: string | null
  loanAmount: string | null
  amountKind: string | null
}
