/**
 * Contracts of a multi-record document's import (docs/decisions/0058): the preview a user looks
 * at before a list becomes leads (how many records, the columns found, ten sample rows with the
 * fields each lead will carry, how many records lack each field), the import's progress, and the
 * messages of its refusals.
 */
import { z } from 'zod'
import { AMOUNT_KINDS, LIST_IMPORT_STATUSES, SALE_STATUSES } from '../enums'

/** The fields each lead of a list carries, in the preview's column order. */
export const IMPORT_FIELDS = [
  'defendantName',
  'propertyAddress',
  'city',
  'state',
  'zipCode',
  'caseNumber',
  'loanAmount',
  'saleDate',
  'saleStatus',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** How the preview names each field (its table's headings and the fill list). */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  defendantName: 'Defendant',
  propertyAddress: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP',
  caseNumber: 'Case number',
  loanAmount: 'Amount',
  saleDate: 'Sale date',
  saleStatus: 'Status',
}

/** How many sample rows the preview shows. */
export const IMPORT_SAMPLE_ROWS = 10

/** One record as its lead will carry it. */
const importSampleRow = z.object({
  /** 0-based order of the record in the document. */
  position: z.number().int(),
  defendantName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  city: z.string().nullable(),
  /** Two-letter code. */
  state: z.string().nullable(),
  /** Five digits. */
  zipCode: z.string().nullable(),
  caseNumber: z.string().nullable(),
  /** Decimal string. */
  loanAmount: z.string().nullable(),
  amountKind: z.enum(AMOUNT_KINDS).nullable(),
  /** YYYY-MM-DD. */
  saleDate: z.string().nullable(),
  saleStatus: z.enum(SALE_STATUSES).nullable(),
})
export type ImportSampleRow = z.infer<typeof importSampleRow>

/** Where an import stands: what a document's view carries and what the page polls. */
export const listImportProgress = z.object({
  status: z.enum(LIST_IMPORT_STATUSES),
  /** Records in the document: what the import goes through. */
  total: z.number().int(),
  /** Records the import has gone through so far (total once imported). */
  done: z.number().int(),
  /** Leads the import made (a record kept as a lead before is not made again). */
  created: z.number().int(),
})

/**
 * GET /api/documents/:id/import: the preview and the progress of a multi-record document's
 * import. The columns are the header names of a table-shaped list (`columnsFrom: 'header'`), else
 * the names of the lead fields some record has (`'fields'`).
 */
export const documentImportView = z.object({
  documentId: z.string(),
  ...listImportProgress.shape,
  columns: z.array(z.string()),
  columnsFrom: z.enum(['header', 'fields']),
  /** The first records (at most IMPORT_SAMPLE_ROWS), as their leads will carry them. */
  sample: z.array(importSampleRow),
  /** Per field, how many of the records lack it. */
  missing: z.record(z.enum(IMPORT_FIELDS), z.number().int()),
  /** The leads the import makes: one per record (no plan caps leads per document or month). */
  leadsToImport: z.number().int(),
  /** ISO timestamps: when the import was started and when it finished; null before. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type DocumentImportView = z.infer<typeof documentImportView>

/** @alias starting an import answers the import's view: its own name, one schema. */
export const startDocumentImportResponse = documentImportView
/** @alias cancelling an import answers the import's view: its own name, one schema. */
export const cancelDocumentImportResponse = documentImportView

/** The refusals of the import routes; the client chooses its words by code. */
export const IMPORT_MESSAGES = {
  notAList:
    'This document is not a list awaiting import: only a document of several records is imported from its preview.',
  notProcessed: 'This document is still being analysed. Its preview is shown when it is done.',
  alreadyStarted:
    'The import has already started and cannot be cancelled. Delete the leads it made if you do not want them.',
  fromPreview:
    'This list is imported from its preview: open the document and choose Import, so its leads are made in the background.',
} as const
