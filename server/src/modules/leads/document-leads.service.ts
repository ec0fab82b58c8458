/**
 * Automatic leads from uploads (docs/decisions/0019-lead-workspace.md): when an uploaded document
 * finishes processing, a single-record document gives one lead and a multi-record document (a
 * sheriff-sale list) one lead per record, each under its own ZIP. The documents module cannot
 * import this module (leads reads documents through its face), so the composition root hands
 * this function to document processing, which calls it inside the transaction that marks the
 * document completed: the document is completed with its leads or not at all. Keeping is
 * idempotent on 0017's dedupe keys ('upload:<document>', 'record:<document>:<position>'), so a
 * document processed again gives no second lead, and a lead the user already worked keeps its
 * status, tags and notes.
 */
import type { Db } from '../../db/client'
import { documentForLeads } from '../documents'
import { copiesOfDocument } from './lead-copies'
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
  const kept = await insertLeadCopies(handle, document.userId, copiesOfDocument(doc))
  return kept.filter((lead) => lead.created).length
}
