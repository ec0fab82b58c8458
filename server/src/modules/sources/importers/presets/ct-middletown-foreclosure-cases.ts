/**
 * Middletown, CT foreclosure cases from the Judicial Branch's property-address search (CSV):
 * the case name 'PLAINTIFF v. LAST, FIRST M, AKA ...' (each side cut at 50 characters), a street
 * column where a unit or a parcel note is glued to the street ('1 Example St.Unit 5'), and
 * '00000' when the ZIP is unknown.
 */
import { splitGluedStreet, unitPieces } from '../../../../text/street-suffixes'
import { cleanText } from '../../../../text/text'
import type { FieldTransform } from '../field-transforms'
import type { FileImportPreset } from '../file-import-preset'

const VERSUS = /\s+v(?:s)?\.?\s+/i
const ALIAS_TO_END = /(?:[afn]\/k\/a|\baka\b).*$/i

/** One side of 'PLAINTIFF v. DEFENDANT'. */
function caseNameSide(side: 0 | 1): FieldTransform {
  return (value) => {
    const text = cleanText(value)
    if (!text) return null
    const parts = text.split(VERSUS)
    if (parts.length < 2) return side === 1 ? text : null
    return side === 0 ? parts[0] : parts.slice(1).join(' v. ')
  }
}

/**
 * '1 Example St.Unit 5' -> '1 Example St., Unit 5'; '9 Example LaneExample Association Inc.'
 * -> '9 Example Lane' (a note glued after the street is dropped); '#830 Example Lane' -> '830
 * Example Lane'; "See Clerk's Note" -> null.
 */
const street: FieldTransform = (value) => {
  const text = cleanText(value)
  if (!text || /^see\b/i.test(text)) return null
  const glued = splitGluedStreet(text)
  const rest = glued.rest.replace(ALIAS_TO_END, '')
  return [glued.street, ...unitPieces(rest)].join(', ').replace(/^#\s*(?=\d)/, '')
}

export const ctMiddletownForeclosureCases: FileImportPreset = {
  id: 'ct-middletown-foreclosure-cases',
  description: 'Middletown, CT foreclosure cases (CT Judicial Branch property search, CSV)',
  mapping: {
    format: 'csv',
    defaults: {
      state: 'CT',
      county: 'Middlesex',
      documentType: 'Other',
      court: 'Superior Court, Judicial District of Middlesex at Middletown',
    },
    fields: {
      caseNumber: 'DocketNo',
      defendantName: { column: 'CaseName', transform: ['ct-case-defendant', 'names-last-first'] },
      plaintiffName: { column: 'CaseName', transform: ['ct-case-plaintiff', 'as-written'] },
      propertyAddress: { column: 'StreetAddress', transform: 'ct-street' },
      city: 'City',
      zipCode: 'Zip',
    },
  },
  transforms: {
    'ct-case-plaintiff': caseNameSide(0),
    'ct-case-defendant': caseNameSide(1),
    'ct-street': street,
  },
}
