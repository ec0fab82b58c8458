/**
 * Automatic leads from uploads (docs/decisions/0019-lead-workspace.md): when an uploaded document
 * finishes processing, a single-record document gives one lead and a multi-record document (a
 * sheriff-sale list) one lead per record, each under its own ZIP. The documents module cannot
 * import this module (leads reads documents through its face), so the composition root hands
 * this function to document processing, which calls it inside the transaction that marks the
 * document completed: the document is completed with its leads or not at all. Keeping is
 * idempotent on 0017's dedupe keys ('upload:<document>', 'record:<document>:<position>'), so a
 * document processed again gives no second lead, and a lead the user already worked keeps its
 * status, tags and notes. A list of records is not kept when it is processed: it awaits the
 * user's import, whose job keeps its records' leads a batch at a time (docs/decisions/0058).
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads } from '../../db/schema'
import { documentForLeads } from '../documents'
import { copiesOfDocument, copyOfDocumentCase } from './lead-copies'
import { markUrgencyDueOfCases } from './lead-urgency-due.queries'
import { insertLeadCopies } from './leads.queries'

/** A database handle or the processing transaction. */
export type LeadsHandle = Pick<Db, 'execute' | 'insert' | 'update' | 'delete' | 'select'>

/**
 * Keeps the leads of the owner's completed document; the number of leads it created (0 when the
 * document is not completed, or every lead was kept before).
 */
export async function keepLeadsOfProcessedDocument(
  handle: LeadsHandle,
  document: { id: string; userId: string },
): Promise<number> {
  const doc = await documentForLeads(handle, { userId: document.userId, documentId: document.id })
  if (doc?.processingStatus !== 'completed') return 0
  const copies = copiesOfDocument(doc)
  const kept = await insertLeadCopies(handle, document.userId, copies)
  // The upload recorded its cases' events: the user's other leads of those cases are due (0085).
  await markUrgencyDueOfCases(handle, document.userId, copies)
  return kept.filter((lead) => lead.created).length
}

/**
 * Keeps the leads of up to `range.limit` records of the owner's completed list, from
 * `range.fromPosition` on (a batch of the list's import; 0058): how many records it read, the
 * position of the last one, how many leads it created (a record kept before is not made
 * again: the dedupe key is the record's), and the batch's lead ids (new and kept before).
 */
export async function keepLeadsOfDocumentRecords(
  handle: LeadsHandle,
  document: { id: string; userId: string },
  range: { fromPosition: number; limit: number },
): Promise<{ records: number; lastPosition: number | null; created: number; leadIds: string[] }> {
  const doc = await documentForLeads(handle, {
    userId: document.userId,
    documentId: document.id,
    records: range,
  })
  const records = doc?.processingStatus === 'completed' ? doc.records : []
  const last = records.at(-1)
  if (!doc || !last) return { records: 0, lastPosition: null, created: 0, leadIds: [] }
  const copies = records.map((record) => copyOfDocumentCase(doc.id, record, record))
  const kept = await insertLeadCopies(handle, document.userId, copies)
  await markUrgencyDueOfCases(handle, document.userId, copies)
  return {
    records: records.length,
    lastPosition: last.position,
    created: kept.filter((lead) => lead.created).length,
    leadIds: kept.map((lead) => lead.id),
  }
}

/**
 * The ids of the owner's leads kept from one document (after its processing committed, the
 * composition root queues their enrichment as it does for kept search results; issue 31).
 */
export async function leadIdsOfDocument(
  db: Db,
  document: { id: string; userId: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.userId, document.userId), eq(leads.documentId, document.id)))
  return rows.map((row) => row.id)
}
