/**
 * Hamilton County, OH sheriff foreclosure sales (CSV): names as 'LAST [JR] FIRST' without a
 * comma, the street only (no ZIP), the municipality or township in 'Township' in the
 * sheriff's abbreviations, appraisal and minimum bid.
 */
import { capitalizeName } from '../../../../text/name-case'
import { cleanText } from '../../../../text/text'
import type { FieldTransform } from '../field-transforms'
import type { FileImportPreset } from '../file-import-preset'

/** The sheriff's abbreviations for Hamilton County municipalities. */
const MUNICIPALITY_NAMES: Record<string, string> = {
  CINTI: 'Cincinnati',
  'N C H': 'North College Hill',
}
const WORD_EXPANSIONS: Record<string, string> = {
  TWSP: 'Township',
  HGTS: 'Heights',
  MT: 'Mount',
  ST: 'St.',
}

/** 'CINTI' -> 'Cincinnati', 'COLERAIN TWSP' -> 'Colerain Township', 'MT HEALTHY' -> 'Mount Healthy'. */
const municipality: FieldTransform = (value) => {
  const text = cleanText(value)?.toUpperCase()
  if (!text) return null
  const known = MUNICIPALITY_NAMES[text]
  if (known) return known
  const expanded = text
    .split(' ')
    .map((word) => WORD_EXPANSIONS[word] ?? word)
    .join(' ')
  return capitalizeName(expanded, true)
}

export const ohHamiltonSheriffSales: FileImportPreset = {
  id: 'oh-hamilton-sheriff-sales',
  description: 'Hamilton County, OH sheriff foreclosure sales (CSV, no ZIP codes)',
  mapping: {
    format: 'csv',
    defaults: {
      state: 'OH',
      county: 'Hamilton',
      documentType: 'Sheriff Sale',
      court: 'Hamilton County Court of Common Pleas',
    },
    fields: {
      caseNumber: 'CaseNo',
      defendantName: { column: 'Name', transform: 'names-last-first-no-comma' },
      plaintiffName: 'Plaintiff',
      propertyAddress: 'Address',
      city: { column: 'Township', transform: 'oh-hamilton-municipality' },
      saleDate: 'SaleDate',
      // Set when the sale was withdrawn (empty in the 2013-08 list).
      saleStatus: { column: 'Withdrawn', transform: 'cancelled-if-set' },
      loanAmount: [
        { column: 'Appraisal', kind: 'appraisal' },
        { column: 'MinimumBid', kind: 'minimum_bid' },
      ],
    },
  },
  transforms: { 'oh-hamilton-municipality': municipality },
}
