/**
 * CT Judicial Branch pending foreclosure sales, statewide, as a file: the licensed bulk file an
 * operator buys (the public pages admit one search engine only, so the catalogue never fetches
 * them). The bulk file's own layout is not published; this preset reads the columns the public
 * page shows (the recorded Fairfield page: 'Sale Date' as 'MM/DD/YYYY HH:MMPM', 'Docket
 * Number', 'Type of Sale & Property Address' as '<type> ADDRESS: <address>'), which is
 * assumed, and a file of another layout is imported with an operator's own mapping
 * (`npm run records:import -- mapping <file> --mapping <mapping.json>`).
 *
 * The county comes from the docket number's judicial district prefix ('FBT-CV25-6151688-S' ->
 * Fairfield at Bridgeport -> Fairfield County): the prefixes FBT and MMX are seen in recorded
 * real files; the others are the Judicial Branch's district codes, not checked against a file.
 */
import { cleanText } from '../../../../text/text'
import type { FieldTransform } from '../field-transforms'
import type { FileImportPreset } from '../file-import-preset'

/** Judicial district (and geographic area) prefix -> county. */
const DISTRICT_COUNTIES: Readonly<Record<string, string>> = {
  AAN: 'New Haven', // Ansonia-Milford
  DBD: 'Fairfield', // Danbury
  FBT: 'Fairfield', // Fairfield at Bridgeport (recorded: the Fairfield page)
  FST: 'Fairfield', // Stamford-Norwalk
  HHB: 'Hartford', // New Britain
  HHD: 'Hartford', // Hartford
  KNL: 'New London', // New London
  KNO: 'New London', // Norwich
  LLI: 'Litchfield', // Litchfield
  MMX: 'Middlesex', // Middlesex (recorded: the Middletown export)
  NNH: 'New Haven', // New Haven
  NNI: 'New Haven', // Meriden
  TTD: 'Tolland', // Tolland
  UWY: 'New Haven', // Waterbury
  WWM: 'Windham', // Windham
}

/** 'FBTCV256151688S' or 'FBT-CV-25-6151688-S' -> 'Fairfield'; an unknown prefix -> null. */
const docketCounty: FieldTransform = (value) => {
  const prefix = cleanText(value)?.slice(0, 3).toUpperCase()
  return (prefix && DISTRICT_COUNTIES[prefix]) ?? null
}

const ADDRESS_LABEL = /\bADDRESS\s*:\s*/i

/** 'PUBLIC AUCTION FORECLOSURE SALE: Residential ADDRESS: 736 Old Stratfield Road Fairfield CT'. */
const saleAddress: FieldTransform = (value) => {
  const text = cleanText(value)
  if (!text) return null
  const parts = text.split(ADDRESS_LABEL)
  return parts.length > 1 ? cleanText(parts.slice(1).join(' ')) : null
}

export const ctJudicialPendingSalesFile: FileImportPreset = {
  id: 'ct-judicial-bulk-file',
  description:
    'CT Judicial Branch pending foreclosure sales (licensed bulk file, CSV with the public page columns)',
  mapping: {
    format: 'csv',
    defaults: {
      state: 'CT',
      documentType: 'Notice of Sale',
      court: 'Connecticut Superior Court',
    },
    fields: {
      caseNumber: 'Docket Number',
      county: { column: 'Docket Number', transform: 'ct-docket-county' },
      saleDate: 'Sale Date',
      address: {
        column: 'Type of Sale & Property Address',
        transform: ['ct-sale-address', 'address'],
      },
    },
  },
  transforms: {
    'ct-docket-county': docketCounty,
    'ct-sale-address': saleAddress,
  },
}
