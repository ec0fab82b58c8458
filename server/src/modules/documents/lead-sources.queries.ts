/**
 * An uploaded document as the leads module keeps it (through the face): its processing state,
 * its own case (a single-record document) and its records (a multi-record one, in document
 * order). What the columns do not hold is read from the stored extraction: the city and state
 * of the address, the plaintiff, which date the document states (filing or sale) and which
 * amount. A record keeps only its own defendant, address, ZIP, case, amount and date; the
 * document's state, filing type, court, date kind and amount kind stand for all its records
 * (a list is one court's and one kind: the document's values are its first record's).
 * Scoped to the owner.
 */

import type { DocumentProcessingStatus } from '@common/enums'
import type { LeadCaseFields } from '@common/lead-case'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type DocumentContactInfo, documentLeads, documents } from '../../db/schema'

/** The case fields a lead copies from a document or one of its records. */
export type DocumentCaseForLead = LeadCaseFields

export interface DocumentForLeads {
  id: string
  processingStatus: DocumentProcessingStatus
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

const US_STATE = /^[A-Z]{2}$/

/** The owner's document with its records, or null (another user's id reads as not there). */
export async function documentForLeads(
  db: Pick<Db, 'select'>,
  options: { userId: string; documentId: string },
): Promise<DocumentForLeads | null> {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, options.documentId), eq(documents.userId, options.userId)))
  if (!doc) return null
  const records = await db
    .select()
    .from(documentLeads)
    .where(and(eq(documentLeads.documentId, doc.id), eq(documentLeads.userId, options.userId)))
    .orderBy(asc(documentLeads.position))

  const extraction = doc.processingStatus === 'completed' ? doc.extraction : null
  const address = foundValue(extraction, 'propertyAddress')
  const state = textOf(address, 'state')?.toUpperCase() ?? null
  const saleDated = textOf(foundValue(extraction, 'date'), 'kind') === 'sale'
  const amountKind = textOf(foundValue(extraction, 'amount'), 'kind')
  const plaintiff = foundValue(extraction, 'plaintiff')
  const common = {
    filingType: doc.documentType,
    court: doc.court,
    state: state && US_STATE.test(state) ? state : null,
    amountKind,
  }
  const dates = (date: string | null) =>
    saleDated ? { filingDate: null, saleDate: date } : { filingDate: date, saleDate: null }

  return {
    id: doc.id,
    processingStatus: doc.processingStatus as DocumentProcessingStatus,
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
      ...dates(doc.filingDate),
    },
    records: records.map((record) => ({
      ...common,
      recordId: record.id,
      position: record.position,
      caseNumber: record.caseNumber,
      defendantName: record.defendantName,
      plaintiffName: null,
      propertyAddress: record.propertyAddress,
      city: null,
      zipCode: record.zipCode,
      loanAmount: record.loanAmount,
      ...dates(record.filingDate),
    })),
  }
}
