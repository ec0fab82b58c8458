/**
 * Ouachita Parish, LA sheriff sales (JSON scrape): `listings` with suit number, parties,
 * 'STREET CITY, LA. ZIP' addresses (often no comma after the street) and the writ amount.
 * `formattedAddress` is a geocoder's rewrite that sometimes changes the street, so the
 * published `address` is used.
 */
import type { FileImportPreset } from '../file-import-preset'

export const laOuachitaSheriffSales: FileImportPreset = {
  id: 'la-ouachita-sheriff-sales',
  description: 'Ouachita Parish, LA sheriff sales (JSON scrape, writ amounts)',
  mapping: {
    format: 'json',
    recordsPath: 'listings',
    defaults: {
      state: 'LA',
      county: 'Ouachita',
      documentType: 'Sheriff Sale',
      court: '4th Judicial District Court, Ouachita Parish',
    },
    fields: {
      sourceRecordId: 'suitSheriffSaleId',
      caseNumber: 'suitNumber',
      defendantName: { column: 'defendant', transform: 'names-first-last' },
      plaintiffName: 'plaintiff',
      address: 'address',
      saleDate: 'saleDate',
      // 'PENDING' for every sale of the 2026-04 list: scheduled.
      saleStatus: 'status',
      loanAmount: { column: ['writAmountRaw', 'writAmount'], kind: 'writ' },
      documentUrl: 'detailUrl',
    },
  },
}
