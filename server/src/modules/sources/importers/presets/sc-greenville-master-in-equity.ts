/**
 * Greenville County, SC master-in-equity sales (JSON array): case number, 'street, city, SC
 * ZIP' addresses, defendants as 'Last, First' (with stray ';' from the scrape), sale date as
 * 'M/D/YY'. `SoldAmount` is a sale price, not a loan or judgment amount, so it stays in `raw`.
 */
import type { FileImportPreset } from '../file-import-preset'

export const scGreenvilleMasterInEquity: FileImportPreset = {
  id: 'sc-greenville-master-in-equity',
  description: 'Greenville County, SC master-in-equity foreclosure sales (JSON)',
  mapping: {
    format: 'json',
    defaults: {
      state: 'SC',
      county: 'Greenville',
      documentType: 'Notice of Sale',
      court: 'Greenville County Court of Common Pleas, Master-in-Equity',
    },
    fields: {
      caseNumber: 'CaseNumber',
      defendantName: { column: 'Defendant', transform: 'names-last-first' },
      plaintiffName: 'Plaintiff',
      address: 'Address',
      saleDate: 'DateofSale',
      // The sale's price once held: those sales are over.
      saleStatus: { column: 'SoldAmount', transform: 'sold-if-set' },
    },
  },
}
