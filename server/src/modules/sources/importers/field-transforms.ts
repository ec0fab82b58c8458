/**
 * Named transforms a mapping can apply to a column ('money', 'names-last-first', ...), the
 * default transform of each field, and the final coercion that guarantees each field's type
 * whatever a transform returned. Names, not functions, so a mapping stays plain JSON.
 */
import { FILING_TYPES, type FilingType, SALE_STATUSES } from '@common/enums'
import { normalizeZip, parseUsAddress } from '../../../text/addresses'
import { normalizeCaseNumber } from '../../../text/case-numbers'
import { parseDate } from '../../../text/dates'
import { parseMoney } from '../../../text/money'
import { normalizeParties } from '../../../text/names'
import { NYC_BOROUGH_COUNTIES } from '../../../text/nyc-boroughs'
import {
  auctionSaleAmount,
  CASE_OUTCOMES,
  normalizeCaseOutcome,
  normalizeSaleStatus,
  normalizeSoldTo,
  SOLD_TO,
} from '../../../text/sale-status'
import { cleanText } from '../../../text/text'
import { normalizeStateCode, STATE_NAME_PATTERN, US_STATE_NAMES } from '../../../text/us-states'
import { AMOUNT_KINDS, type AmountKind } from '../../records'
import type { MappableField } from './file-import-mapping'

/** What a transform sees besides the value: the whole source record, for derived fields. */
interface TransformContext {
  record: Record<string, unknown>
  field: MappableField
}

export type FieldTransform = (value: unknown, context: TransformContext) => unknown

const TRAILING_STATE_CODE = new RegExp(`[\\s,]+(?:${Object.keys(US_STATE_NAMES).join('|')})\\.?$`)
const TRAILING_STATE_NAME = new RegExp(`[\\s,]+(?:${STATE_NAME_PATTERN})$`, 'i')

/** 'lis pendens' -> 'Lis Pendens'; unknown kinds become 'Other'. */
function toFilingType(value: unknown): FilingType | null {
  const text = cleanText(value)
  if (!text) return null
  const key = text.toLowerCase().replace(/[^a-z]/g, '')
  return FILING_TYPES.find((type) => type.toLowerCase().replace(/[^a-z]/g, '') === key) ?? 'Other'
}

function toAmountKind(value: unknown): AmountKind | null {
  const text = cleanText(value)
    ?.toLowerCase()
    .replace(/[\s-]+/g, '_')
  return AMOUNT_KINDS.find((kind) => kind === text) ?? null
}

/** A value already one of `values` passes as it is; anything else is read by `normalize`. */
function oneOf<T>(values: readonly T[], normalize: (value: unknown) => T | null) {
  return (value: unknown): T | null =>
    (values as readonly unknown[]).includes(value) ? (value as T) : normalize(value)
}

const toSoldTo = oneOf(SOLD_TO, normalizeSoldTo)
const toCaseOutcome = oneOf(CASE_OUTCOMES, normalizeCaseOutcome)
const toSaleStatus = oneOf(SALE_STATUSES, normalizeSaleStatus)

/** Keeps http(s) URLs only. */
function toUrl(value: unknown): string | null {
  const text = cleanText(value)
  return text && /^https?:\/\/\S+$/i.test(text) ? text : null
}

/** The built-in transforms, by the name a mapping uses. */
export const BUILT_IN_TRANSFORMS: Readonly<Record<string, FieldTransform>> = {
  text: (value) => cleanText(value),
  'as-written': (value) => cleanText(value)?.replace(/[\s,;:]+$/, '') || null,
  names: (value) => normalizeParties(value, 'auto'),
  'names-first-last': (value) => normalizeParties(value, 'first-last'),
  'names-last-first': (value) => normalizeParties(value, 'last-first'),
  'names-last-first-no-comma': (value) => normalizeParties(value, 'last-first-no-comma'),
  money: (value) => parseMoney(value),
  date: (value) => parseDate(value),
  zip: (value) => normalizeZip(value),
  state: (value) => normalizeStateCode(value),
  'case-number': (value) => normalizeCaseNumber(value),
  'document-type': (value) => toFilingType(value),
  'amount-kind': (value) => toAmountKind(value),
  'sale-status': (value) => normalizeSaleStatus(value),
  /** 'Redeemed' -> 'redeemed', 'Sold to Plaintiff' -> 'reo' (text/sale-status.ts). */
  'sold-to': toSoldTo,
  /** The amount in an auction site's status panel ('... Amount $33,334.00 Sold To ...'). */
  'auction-amount': (value) => auctionSaleAmount(value),
  'case-outcome': toCaseOutcome,
  /** A flag column ('Withdrawn': a date, 'Y', 'X'): any value means the sale was cancelled. */
  'cancelled-if-set': (value) => (cleanText(value) ? 'cancelled' : null),
  /** A result column ('Sold Amount'): any value means the sale took place. */
  'sold-if-set': (value) => (cleanText(value) ? 'sold' : null),
  url: (value) => toUrl(value),
  /** NYC borough code (ACRIS: 1-5) -> its county: '3' -> 'Kings'. */
  'nyc-borough-county': (value) => NYC_BOROUGH_COUNTIES[cleanText(value) ?? ''] ?? null,
  address: (value) => parseUsAddress(value),
  /** 'Mays Landing NJ' -> 'Mays Landing'. */
  'without-state': (value) =>
    cleanText(value)?.replace(TRAILING_STATE_CODE, '').replace(TRAILING_STATE_NAME, '') || null,
}

/** The transform used when a field's mapping names none. */
export const DEFAULT_TRANSFORMS: Readonly<Record<MappableField, string>> = {
  sourceRecordId: 'case-number',
  documentType: 'document-type',
  caseNumber: 'case-number',
  court: 'text',
  defendantName: 'names',
  plaintiffName: 'as-written',
  propertyAddress: 'text',
  city: 'text',
  county: 'text',
  state: 'state',
  zipCode: 'zip',
  filingDate: 'date',
  saleDate: 'date',
  loanAmount: 'money',
  amountKind: 'amount-kind',
  saleStatus: 'sale-status',
  caseOutcome: 'case-outcome',
  soldTo: 'sold-to',
  salePrice: 'money',
  documentUrl: 'url',
  address: 'address',
  parcel: 'text',
}

/** The coercion of each field that is not plain text. */
const COERCIONS: Partial<Record<MappableField, (value: unknown) => unknown>> = {
  filingDate: parseDate,
  saleDate: parseDate,
  loanAmount: parseMoney,
  salePrice: parseMoney,
  soldTo: toSoldTo,
  zipCode: normalizeZip,
  state: normalizeStateCode,
  documentType: toFilingType,
  amountKind: toAmountKind,
  saleStatus: toSaleStatus,
  caseOutcome: toCaseOutcome,
  documentUrl: toUrl,
  address: (value) => (value && typeof value === 'object' ? value : parseUsAddress(value)),
}

/**
 * Makes sure a field holds what the index accepts after any transform: a 'YYYY-MM-DD' date, a
 * two-decimal amount, a 5-digit ZIP, a state code, a filing type, or clean text. The checks are
 * idempotent, so a value already normalized passes unchanged.
 */
export function coerceField(field: MappableField, value: unknown): unknown {
  const coerce = COERCIONS[field] ?? cleanText
  return coerce(value)
}
