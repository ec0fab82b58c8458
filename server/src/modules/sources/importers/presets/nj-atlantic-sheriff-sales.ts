/**
 * Atlantic County, NJ sheriff sales as scraped to JSON: `listing_details` (sheriff number,
 * court case, sale date, parties, judgment, and the address as published, with street, unit and
 * city run together: '12 Example PlaceUnit 3,Sample Township NJ 08000'), `sanitized`
 * (a scraper's split of that address, which loses route numbers and sometimes takes a unit for
 * the ZIP) and a `status_history` of [status, date, status, date, ...], newest first.
 */
import type { ParsedAddress } from '../../../../text/addresses'
import { normalizeZip } from '../../../../text/addresses'
import { splitGluedStreet, unitPieces } from '../../../../text/street-suffixes'
import { cleanText, stripParentheticals } from '../../../../text/text'
import type { FieldTransform } from '../field-transforms'
import type { FileImportPreset } from '../file-import-preset'

/** 'a/k/a ...', 'n/k/a ...', 'AKA ...', '; also known as ...' to the end. */
const ALIAS_TO_END = /(?:[afn]\/k\/a|(?<=[a-z])AKA|\b[afn]ka\b|also known as|;).*$/i

/**
 * Splits the published address, using the scraper's city ('Mays Landing NJ') to find where
 * the street ends: '119 Example AvenueUnit 4BExample City NJ 08000' -> street '119 Example
 * Avenue, Unit 4B', city 'Example City', ZIP '08000'.
 */
const publishedAddress: FieldTransform = (value, { record }) => {
  const text = cleanText(value)
  if (!text) return null
  const sanitized = (record.sanitized ?? {}) as Record<string, unknown>
  const city = cleanText(sanitized.city)?.replace(/\s+NJ$/, '') ?? null
  const zip = /(\d{5})$/.exec(text)?.[1] ?? null
  let rest = text.replace(/,?\s*NJ\s+\d{5}$/, '')
  if (city && rest.toLowerCase().endsWith(city.toLowerCase())) rest = rest.slice(0, -city.length)
  rest = stripParentheticals(rest)
    .replace(ALIAS_TO_END, '')
    .replace(/[\s,]+$/, '')
  const glued = splitGluedStreet(rest)
  const [street = '', ...pieces] = glued.street.split(',').map((piece) => piece.trim())
  const units = unitPieces([...pieces, glued.rest].join(','))
  const address: ParsedAddress = {
    street: [street, ...units].filter(Boolean).join(', ') || null,
    city,
    state: 'NJ',
    zipCode: normalizeZip(zip),
  }
  return address
}

export const njAtlanticSheriffSales: FileImportPreset = {
  id: 'nj-atlantic-sheriff-sales',
  description: 'Atlantic County, NJ sheriff sales (JSON scrape with status history)',
  mapping: {
    format: 'json',
    defaults: {
      state: 'NJ',
      county: 'Atlantic',
      documentType: 'Sheriff Sale',
      court: 'Superior Court of New Jersey, Chancery Division',
    },
    fields: {
      sourceRecordId: 'listing_details.sheriff',
      caseNumber: 'listing_details.court_case',
      defendantName: { column: 'listing_details.defendant', transform: 'names-first-last' },
      plaintiffName: 'listing_details.plaintiff',
      address: { column: 'listing_details.address', transform: 'nj-atlantic-address' },
      // The scheduled sale date; the newest status-history date when the field is blank.
      saleDate: ['listing_details.sale_date', 'status_history.1'],
      // The newest status: 'Scheduled', 'Adjourned - Plaintiff', 'Pending Bankruptcy'...
      saleStatus: 'status_history.0',
      loanAmount: { column: 'listing_details.judgment', kind: 'judgment' },
    },
  },
  transforms: { 'nj-atlantic-address': publishedAddress },
}
