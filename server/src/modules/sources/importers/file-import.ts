/**
 * Connector 1, file import: a county's CSV, JSON or GeoJSON export turned into normalized
 * filings by a column mapping (the parser's `fields`). Pure: no database, no network; it never
 * throws on bad input, and rows that are not usable filings come back as rejections.
 */
import type { FilingType, SaleStatus } from '@common/enums'
import type { ParsedAddress } from '../../../text/addresses'
import type { CaseOutcome, SoldTo } from '../../../text/sale-status'
import type { AmountKind, NormalizedFiling } from '../../records'
import {
  BUILT_IN_TRANSFORMS,
  coerceField,
  DEFAULT_TRANSFORMS,
  type FieldTransform,
} from './field-transforms'
import {
  type FieldSource,
  type FileImportMapping,
  type MappableField,
  parseFileImportMapping,
  transformNames,
} from './file-import-mapping'
import type { ImportOutcome, RejectedRecord } from './import-result'
import { readRecords, valueAtPath } from './record-reader'

export interface FileImportOptions {
  /** Source-specific transforms, by the name the mapping uses (added to the built-in ones). */
  transforms?: Readonly<Record<string, FieldTransform>>
}

type Transforms = Readonly<Record<string, FieldTransform>>

/**
 * Imports a file with a mapping. `{ ok: false, error }` when the mapping is invalid, names an
 * unknown transform, or the file cannot be read; otherwise every record ends up either in
 * `filings` or, with a reason, in `rejected` (no case number and no address, no state, not an
 * object, a transform that failed).
 */
export function importFile(
  content: string | Uint8Array,
  mappingInput: unknown,
  options: FileImportOptions = {},
): ImportOutcome {
  const parsed = parseFileImportMapping(mappingInput)
  if (!parsed.ok) return parsed
  const mapping = parsed.mapping
  const transforms: Transforms = { ...BUILT_IN_TRANSFORMS, ...options.transforms }
  const unknown = transformNames(mapping).filter((name) => !(name in transforms))
  if (unknown.length > 0) {
    return { ok: false, error: `Invalid import mapping: unknown transform ${unknown.join(', ')}` }
  }
  const read = readRecords(content, {
    format: mapping.format,
    recordsPath: mapping.recordsPath,
    delimiter: mapping.csv?.delimiter,
  })
  if (!read.ok) return read
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  for (const { position, record } of read.records) {
    if (!record) {
      rejected.push({ sourceRecordId: null, reason: `record ${position} is not an object` })
      continue
    }
    try {
      const outcome = mapRecord(record, position, mapping, transforms)
      if ('reason' in outcome) rejected.push(outcome)
      else filings.push(outcome)
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      rejected.push({ sourceRecordId: null, reason: `record ${position}: ${detail}` })
    }
  }
  return { ok: true, result: { filings, rejected } }
}

/** One record through the mapping: a filing, or a rejection with its reason. */
export function mapRecord(
  record: Record<string, unknown>,
  position: number,
  mapping: FileImportMapping,
  transforms: Transforms,
): NormalizedFiling | RejectedRecord {
  const read = (field: MappableField) => readField(record, field, mapping, transforms)
  const amount = read('loanAmount')
  const address = (read('address').value ?? {}) as Partial<ParsedAddress>
  const text = (field: MappableField) => (read(field).value as string | null) ?? null
  const { defaults } = mapping

  const caseNumber = text('caseNumber')
  const propertyAddress = text('propertyAddress') ?? address.street ?? null
  const state = text('state') ?? address.state ?? defaults.state ?? null
  const sourceRecordId = text('sourceRecordId') ?? caseNumber
  if (!caseNumber && !propertyAddress) {
    return { sourceRecordId, reason: 'no case number and no property address' }
  }
  if (!state) return { sourceRecordId, reason: 'no state' }
  const loanAmount = (amount.value as string | null) ?? null
  const parcel = text('parcel')
  const caseOutcome = readCaseOutcome(record, mapping, transforms)
  const soldTo = read('soldTo').value as SoldTo | null
  const salePrice = text('salePrice')
  return {
    ...(parcel ? { parcel } : {}),
    ...(caseOutcome ? { caseOutcome } : {}),
    ...(soldTo ? { soldTo } : {}),
    ...(salePrice ? { salePrice } : {}),
    sourceRecordId: sourceRecordId ?? `row-${position}`,
    documentType:
      (read('documentType').value as FilingType | null) ?? defaults.documentType ?? 'Other',
    caseNumber,
    court: text('court') ?? defaults.court ?? null,
    defendantName: text('defendantName'),
    plaintiffName: text('plaintiffName'),
    propertyAddress,
    city: text('city') ?? address.city ?? defaults.city ?? null,
    county: text('county') ?? defaults.county ?? null,
    state,
    zipCode: text('zipCode') ?? address.zipCode ?? null,
    filingDate: text('filingDate'),
    saleDate: text('saleDate'),
    loanAmount,
    amountKind: loanAmount
      ? (amount.kind ?? (text('amountKind') as AmountKind | null) ?? defaults.amountKind ?? null)
      : null,
    saleStatus: (read('saleStatus').value as SaleStatus | null) ?? null,
    documentUrl: text('documentUrl'),
    raw: record,
  }
}

/**
 * The case's outcome: its own mapping, else read from the sale status's columns ('Redeemed' is a
 * cancelled sale and a redeemed case; 'Sold to Plaintiff' a sold sale and an REO case).
 */
function readCaseOutcome(
  record: Record<string, unknown>,
  mapping: FileImportMapping,
  transforms: Transforms,
): CaseOutcome | null {
  const own = readField(record, 'caseOutcome', mapping, transforms).value as CaseOutcome | null
  if (own || mapping.fields.caseOutcome) return own ?? null
  const status = mapping.fields.saleStatus
  if (!status) return null
  // The status's columns only: its own transform ('cancelled-if-set') says nothing of this.
  const columns = (Array.isArray(status) ? status : [status]).map((source) =>
    typeof source === 'string' ? source : { column: source.column },
  )
  const fromStatus = { ...mapping, fields: { ...mapping.fields, caseOutcome: columns } }
  return (
    (readField(record, 'caseOutcome', fromStatus, transforms).value as CaseOutcome | null) ?? null
  )
}

/** A field's value from the first alternative that yields one, and that alternative's kind. */
function readField(
  record: Record<string, unknown>,
  field: MappableField,
  mapping: FileImportMapping,
  transforms: Transforms,
): { value: unknown; kind?: AmountKind } {
  const spec = mapping.fields[field]
  if (!spec) return { value: null }
  const alternatives: FieldSource[] = (Array.isArray(spec) ? spec : [spec]).map((source) =>
    typeof source === 'string' ? { column: source } : source,
  )
  for (const source of alternatives) {
    let value = [source.column]
      .flat()
      .map((column) => valueAtPath(record, column))
      .find((candidate) => candidate !== undefined && candidate !== null && candidate !== '')
    for (const name of [source.transform ?? DEFAULT_TRANSFORMS[field]].flat()) {
      value = transforms[name]!(value, { record, field })
    }
    const coerced = coerceField(field, value)
    if (coerced !== null && coerced !== undefined) return { value: coerced, kind: source.kind }
  }
  return { value: null }
}
