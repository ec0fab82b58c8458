import type { DocumentView, EvidenceField, FieldEvidence } from '@common/contracts/documents'
import { formatDate, formatMoney } from '@/lib/format'

export interface DocumentFieldRow {
  key: EvidenceField
  label: string
  /** The value as shown; 'N/A' when the extractor found nothing. */
  value: string
  missing: boolean
  /** The extractor's confidence and the document text it read the value from, when sent. */
  evidence: FieldEvidence | null
}

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
  const filed = formatDate(document.filingDate)
  const values: [EvidenceField, string, string | null][] = [
    ['documentTypeCategory', 'Document type', text(document.documentTypeCategory)],
    ['defendantName', 'Defendant', text(document.defendantName)],
    ['plaintiff', 'Plaintiff', text(document.plaintiff)],
    ['propertyAddress', 'Property address', text(document.propertyAddress)],
    ['caseNumber', 'Case number', text(document.caseNumber)],
    ['court', 'Court', text(document.court)],
    ['loanAmount', amountLabel(document.amountKind), formatMoney(document.loanAmount)],
    ['filingDate', 'Filing date', filed === 'N/A' ? null : filed],
  ]
  return values.map(([key, label, value]) => ({
    key,
    label,
    value: value ?? 'N/A',
    missing: value === null,
    evidence: document.evidence[key] ?? null,
  }))
}
