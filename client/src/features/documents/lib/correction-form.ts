import type { DocumentView } from '@common/contracts/documents'
import { type CorrectionField, readCorrectionValue } from '@common/field-corrections'
import { z } from 'zod'
import type { DocumentFieldRow } from './document-fields'

/**
 * The correction form of one field: the value checked with the function the server reads it
 * with (common/field-corrections.ts), so the form refuses what the server would, in its words.
 */
export function correctionForm(field: CorrectionField) {
  return z.object({ value: z.string() }).superRefine(({ value }, context) => {
    const read = readCorrectionValue(field, value)
    if (!read.ok) context.addIssue({ code: 'custom', path: ['value'], message: read.message })
  })
}

/** What a correction being written starts from: the field, its text, and the selection it came from. */
export interface CorrectionDraft<Evidence> {
  field: CorrectionField
  value: string
  evidence: Evidence | null
}

/** Whether the document's fields can be corrected: a processed single-record upload. */
export function isCorrectable(document: DocumentView): boolean {
  return (
    document.documentType === 'uploaded' &&
    document.processingStatus === 'completed' &&
    document.recordCount === 0 &&
    document.isAccessibleInTrial
  )
}

/** What the form of `field` starts from when the value is typed: what the field holds now. */
export function currentFieldValue(document: DocumentView, field: CorrectionField): string {
  return document[field] ?? ''
}

/**
 * The field a selection is offered for first: the most particular shape the text fits (a ZIP, an
 * amount, a date, a street address, a case number, else a name), and of two dates the one to
 * check or not found.
 */
export function suggestedField(rows: readonly DocumentFieldRow[], text: string): CorrectionField {
  const fits = (field: CorrectionField) => readCorrectionValue(field, text).ok
  const unsure = (field: CorrectionField) =>
    rows.some((row) => row.correctable === field && (row.check || row.missing))
  if (fits('zipCode')) return 'zipCode'
  if (fits('loanAmount')) return 'loanAmount'
  if (fits('filingDate'))
    return unsure('saleDate') && !unsure('filingDate') ? 'saleDate' : 'filingDate'
  if (fits('propertyAddress') && /^\d+[A-Za-z]?\s+\p{L}/u.test(text.trim()))
    return 'propertyAddress'
  if (fits('caseNumber')) return 'caseNumber'
  return 'defendantName'
}
