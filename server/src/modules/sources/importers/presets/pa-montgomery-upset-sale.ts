/**
 * Montgomery County, PA Tax Claim Bureau upset (tax) sale list: the rows of the list's PDF
 * table (Municipality, Sale Number, Parcel, BOA Owner Name, BOA: Location, Approx. Sale Price),
 * as a table extractor writes them to CSV (wrapped cells keep their line breaks). No ZIP.
 */
import type { FileImportPreset } from '../file-import-preset'

/** The list's columns as filing fields: the CSV import's and the catalogue's PDF reader's. */
export const MONTGOMERY_UPSET_SALE_MAPPING = {
  defaults: {
    state: 'PA',
    county: 'Montgomery',
    documentType: 'Tax Foreclosure',
    court: 'Montgomery County Tax Claim Bureau',
  },
  fields: {
    sourceRecordId: 'Sale Number',
    caseNumber: 'Sale Number',
    defendantName: { column: 'BOA Owner Name', transform: 'names-last-first-no-comma' },
    propertyAddress: 'BOA: Location',
    city: 'Municipality',
    loanAmount: { column: 'Approx. Sale Price', kind: 'minimum_bid' },
  },
} satisfies Omit<FileImportPreset['mapping'], 'format'>

export const paMontgomeryUpsetSale: FileImportPreset = {
  id: 'pa-montgomery-upset-sale',
  description: 'Montgomery County, PA upset (tax) sale list (CSV of the PDF table rows)',
  mapping: { format: 'csv', ...MONTGOMERY_UPSET_SALE_MAPPING },
}
