/**
 * An uploaded document as the leads module keeps it (through the face): its processing state,
 * its own case (a single-record document) and its records (a multi-record one, in document
 * order). What the columns do not hold is read from the stored extraction: the city and state
 * of a single record's address (a list's records keep theirs in their columns, 0059), the
 * plaintiff, which date the document states (filing or sale), the sale date and status, and
 * which amount. A record has its own defendant, address, city, state, ZIP, case, amount and
 * date, and, where the extractor read them per record (0021), its own court, amount kind, sale
 * date and sale status; otherwise the document's stand for all its records.
 * Scoped to the owner.
 */

import {
  type DocumentProcessingStatus,
  type ListImportStatus,
  SALE_STATUSES,
  type SaleStatus,
} from '@common/enums'
import type { LeadCaseFields } from '@common/lead-case'
import { and, asc, eq, gte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type DocumentContactInfo, documentLeads } from '../../db/schema'
import { selectUpload } from './documents.queries'
import { selectImport } from './list-import/list-import.queries'

/** The case fields a lead copies from a document or one of its records, and where its sale stands. */
export type DocumentCaseForLead = LeadCaseFields & { saleStatus: SaleStatus | null }

const saleStatusOf = (value: unknown): SaleStatus | null =>
  SALE_STATUSES.find((status) => status === value) ?? null

const dateOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null

export interface DocumentForLeads {
  id: string
  processingStatus: DocumentProcessingStatus
  /**
   * Where the import of a list's leads stands (0058): its records become leads through the
   * import, never all at once; null for a single record or a list from before imports.
   */
  listImport: ListImportStatus | null
  /** The document's own case: what a single-record document's lead holds. */
  own: DocumentCaseForLead
  /** One per record of a multi-record document, in document order; empty otherwise. */
  records: (DocumentCaseForLead & { recordId: string; position: number })[]
  /**
   * The phones and e-mails printed in the document, each with whose the extractor thinks it is
   * (attorney, trustee, court...): never the homeowner's (the contacts module shows them apart).
   */
  printedContacts: DocumentContactInfo | null
}

type Stored = Record<string, unknown> | null

/** `extraction[key].value`, when the stored JSON has it. */
function foundValue(extraction: Stored, key: string): unknown {
  const found = extraction?.[key]
  return found && typeof found === 'object' ? (found as { value?: unknown }).value : undefined
}

function textOf(value: unknown, key: string): string | null {
  const field = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null
  return typeof field === 'string' && field.trim() ? field.trim() : null
}

/** A two-letter state code, or null. */
function usState(value: string | null): string | null {
  const state = value?.trim().toUpperCase() ?? null
  return state && /^[A-Z]{2}$/.test(state) ? state : null
}

/**
 * The owner's document with its records, or null (another user's id reads as not there). With
 * `records`, only that many of them from that position on (a list's import reads it in batches);
 * 'none' reads none of them (a reader of the document's own fields: a list has tens of
 * thousands, 0080).
 */
export async function documentForLeads(
  db: Pick<Db, 'select'>,
  options: {
    userId: string
    documentId: string
    records?: { fromPosition: number; limit: number } | 'none'
  },
): Promise<DocumentForLeads | null> {
  const doc = await selectUpload(db, { userId: options.userId, id: options.documentId })
  if (!doc) return null
  const range = options.records === 'none' ? { fromPosition: 0, limit: 0 } : options.records
  const ofDocument = and(
    eq(documentLeads.documentId, doc.id),
    eq(documentLeads.userId, options.userId),
    range ? gte(documentLeads.position, range.fromPosition) : undefined,
  )
  const ordered = db
    .select()
    .from(documentLeads)
    .where(ofDocument)
    .orderBy(asc(documentLeads.position))
  const records = !range ? await ordered : range.limit > 0 ? await ordered.limit(range.limit) : []
  const listImport = await selectImport(db, { userId: options.userId, documentId: doc.id })

  const extraction = doc.processingStatus === 'completed' ? doc.extraction : null
  const address = foundValue(extraction, 'propertyAddress')
  const saleDated = textOf(foundValue(extraction, 'date'), 'kind') === 'sale'
  const amountKind = textOf(foundValue(extraction, 'amount'), 'kind')
  const plaintiff = foundValue(extraction, 'plaintiff')
  const common = {
    filingType: doc.documentType,
    court: doc.court,
    state: usState(textOf(address, 'state')),
    amountKind,
  }
  const saleDate = dateOf(foundValue(extraction, 'saleDate'))
  const saleStatus = saleStatusOf(foundValue(extraction, 'saleStatus'))
  // Read with dates by role, the filing date column is a filing date; read before, a sale
  // notice's one date sat in it.
  const byRole = extraction !== null && 'filingDate' in extraction
  const dates = (date: string | null, ownSaleDate: string | null) =>
    saleDated && !byRole
      ? { filingDate: null, saleDate: ownSaleDate ?? date }
      : { filingDate: date, saleDate: ownSaleDate }

  return {
    id: doc.id,
    processingStatus: doc.processingStatus as DocumentProcessingStatus,
    listImport: (listImport?.status as ListImportStatus | undefined) ?? null,
    printedContacts: doc.processingStatus === 'completed' ? doc.contactInfo : null,
    own: {
      ...common,
      caseNumber: doc.caseNumber,
      defendantName: doc.defendantName,
      plaintiffName: typeof plaintiff === 'string' && plaintiff.trim() ? plaintiff.trim() : null,
      propertyAddress: doc.propertyAddress,
      city: textOf(address, 'city'),
      zipCode: doc.zipCode,
      loanAmount: doc.loanAmount,
      saleStatus,
      ...dates(doc.filingDate, saleDate),
    },
    records: records.map((record) => ({
      ...common,
      recordId: record.id,
      position: record.position,
      caseNumber: record.caseNumber,
      defendantName: record.defendantName,
      plaintiffName: null,
      propertyAddress: record.propertyAddress,
      // The record's own place, as the reader settled it (printed, its ZIP's, the list's: 0059);
      // never the first record's, which may lie in another state than this one.
      city: record.city,
      state: usState(record.state),
      zipCode: record.zipCode,
      loanAmount: record.loanAmount,
      court: record.court ?? common.court,
      amountKind: record.amountKind ?? common.amountKind,
      saleStatus: saleStatusOf(record.saleStatus) ?? saleStatus,
      ...dates(record.filingDate, record.saleDate ?? saleDate),
    })),
  }
}
