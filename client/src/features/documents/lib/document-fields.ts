import type { DocumentView, EvidenceField, FieldEvidence } from '@common/contracts/documents'
import { needsCheck } from '@common/field-check'
import { CORRECTION_FIELDS, type CorrectionField } from '@common/field-corrections'
import { formatDate, formatMoney } from '@/lib/format'

export interface DocumentFieldRow {
  key: EvidenceField
  label: string
  /** The value as shown; 'N/A' when the extractor found nothing. */
  value: string
  missing: boolean
  /** The extractor's confidence and the document text it read the value from, when sent. */
  evidence: FieldEvidence | null
  /**
   * Shown as "Check this", not as a fact: a value read below CHECK_THIS_BELOW that nobody
   * corrected (common/field-check.ts).
   */
  check: boolean
  /** The field a correction of this row sets (null: the row is not correctable). */
  correctable: CorrectionField | null
}

const asCorrectionField = (key: EvidenceField): CorrectionField | null =>
  CORRECTION_FIELDS.find((field) => field === key) ?? null

const AMOUNT_KIND_LABELS: Record<string, string> = {
  judgment: 'judgment amount',
  upset_price: 'upset price',
  minimum_bid: 'minimum bid',
  tax: 'taxes owed',
  other: 'amount stated',
}

/** 'Loan amount', or what the amount really is when the document gave another one. */
export function amountLabel(amountKind: string | null): string {
  const kind =
    amountKind && Object.hasOwn(AMOUNT_KIND_LABELS, amountKind)
      ? AMOUNT_KIND_LABELS[amountKind]
      : undefined
  return kind ? `Loan amount (${kind})` : 'Loan amount'
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/**
 * The extracted fields of a processed document, in reading order, each with its evidence:
 * money in whole US dollars and the filing date in the local format ('N/A' when empty).
 */
export function documentFieldRows(document: DocumentView): DocumentFieldRow[] {
  const date = (value: string | null) => {
    const shown = formatDate(value)
    return shown === 'N/A' ? null : shown
  }
  const values: [EvidenceField, string, string | null][] = [
    ['documentTypeCategory', 'Document type', text(document.documentTypeCategory)],
    ['defendantName', 'Defendant', text(document.defendantName)],
    ['plaintiff', 'Plaintiff', text(document.plaintiff)],
    ['propertyAddress', 'Property address', text(document.propertyAddress)],
    ['zipCode', 'ZIP code', text(document.zipCode)],
    ['caseNumber', 'Case number', text(document.caseNumber)],
    ['court', 'Court', text(document.court)],
    ['loanAmount', amountLabel(document.amountKind), formatMoney(document.loanAmount)],
    ['filingDate', 'Filing date', date(document.filingDate)],
    ['saleDate', 'Sale date', date(document.saleDate)],
  ]
  // The judgment's date is shown when the document states one; most notices do not.
  const judgment = date(document.judgmentDate)
  if (judgment) values.push(['judgmentDate', 'Judgment date', judgment])
  return values.map(([key, label, value]) => {
    const evidence = document.evidence[key] ?? null
    return {
      key,
      label,
      value: value ?? 'N/A',
      missing: value === null,
      evidence,
      check:
        value !== null &&
        evidence !== null &&
        evidence.origin !== 'correction' &&
        needsCheck(evidence.confidence),
      correctable: asCorrectionField(key),
    }
  })
}

/**
 * The labels of a single-record upload's fields to check (read below the threshold, not
 * corrected), in reading order: what the lead page names above its source document. A list's
 * fields are its first record's, not a lead's: none.
 */
export function fieldsToCheck(document: DocumentView): string[] {
  if (document.documentType !== 'uploaded' || document.recordCount > 0) return []
  return documentFieldRows(document)
    .filter((row) => row.check)
    .map((row) => row.label)
}
