/**
 * What a list's preview shows of its records (docs/decisions/0058): each record as its lead will
 * carry it (the fields the leads module copies, with the ZIP cut to five digits and the state to
 * its two-letter code as the lead's copy keeps them), how many records lack each field, and, for
 * a list whose records are not rows of one table, the fields some record has as its columns.
 */
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportSampleRow,
} from '@common/contracts/document-import'
import { AMOUNT_KINDS } from '@common/enums'
import type { DocumentCaseForLead } from '../lead-sources.queries'

const zipOf = (zip: string | null) => /^\d{5}/.exec(zip ?? '')?.[0] ?? null
const stateOf = (state: string | null) => (state && /^[A-Z]{2}$/.test(state) ? state : null)
const amountKindOf = (kind: string | null) => AMOUNT_KINDS.find((known) => known === kind) ?? null

/** One record as its lead will carry it. */
export function previewRowOf(record: DocumentCaseForLead & { position: number }): ImportSampleRow {
  return {
    position: record.position,
    defendantName: record.defendantName,
    propertyAddress: record.propertyAddress,
    city: record.city,
    state: stateOf(record.state),
    zipCode: zipOf(record.zipCode),
    caseNumber: record.caseNumber,
    loanAmount: record.loanAmount,
    amountKind: amountKindOf(record.amountKind),
    saleDate: record.saleDate,
    saleStatus: record.saleStatus,
  }
}

/** Per field, how many of `rows` lack it (no value, or only blanks). */
export function missingCounts(rows: readonly ImportSampleRow[]): Record<ImportField, number> {
  const missing = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, 0])) as Record<
    ImportField,
    number
  >
  for (const row of rows) {
    for (const field of IMPORT_FIELDS) {
      const value = row[field]
      if (value === null || value.trim() === '') missing[field]++
    }
  }
  return missing
}

/** The names of the fields at least one of `total` records has (the columns of a list of notices). */
export function fieldColumns(missing: Record<ImportField, number>, total: number): string[] {
  return IMPORT_FIELDS.filter((field) => missing[field] < total).map(
    (field) => IMPORT_FIELD_LABELS[field],
  )
}
