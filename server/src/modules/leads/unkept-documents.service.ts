/**
 * The documents tab's documents that are not leads (GET /api/leads/unkept-documents): the list
 * of GET /api/documents without the uploads and saved records a lead was kept from. What stays
 * is what the lead list cannot show: uploads still being analysed or that failed (no lead yet),
 * lists awaiting or under import (0058), an upload whose leads the user deleted, and saved
 * public records not kept (docs/decisions/0019).
 */
import type { DocumentView } from '@common/contracts/documents'
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads, type SessionUser } from '../../db/schema'
import { type ListedDocument, listDocuments } from '../documents'

/** Of `ids`, the uploads and saved results some lead of the user was kept from. */
async function keptSources(
  db: Db,
  userId: string,
  uploads: string[],
  results: string[],
): Promise<Set<string>> {
  const sources = [
    ...(uploads.length ? [inArray(leads.documentId, uploads)] : []),
    ...(results.length ? [inArray(leads.resultId, results)] : []),
  ]
  if (sources.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ documentId: leads.documentId, resultId: leads.resultId })
    .from(leads)
    .where(and(eq(leads.userId, userId), or(...sources)))
  return new Set(rows.flatMap((row) => [row.documentId, row.resultId]).filter((id) => id !== null))
}

/**
 * The kept documents are known before any view is built: only those left get their records and
 * stages read (an imported list of 20,000 records, all leads now, costs nothing: 0075).
 */
export async function listUnkeptDocuments(
  db: Db,
  options: { user: SessionUser; zip: string },
): Promise<DocumentView[]> {
  return listDocuments(db, {
    ...options,
    omit: async (documents) => {
      const idsOf = (kind: ListedDocument['kind']) =>
        documents.filter((document) => document.kind === kind).map((document) => document.id)
      const kept = await keptSources(
        db,
        options.user.id,
        idsOf('uploaded'),
        idsOf('public_records'),
      )
      // A list whose import is under way stays until it is done: its page shows the progress (0058).
      return new Set(
        documents
          .filter((document) => kept.has(document.id) && document.importStatus !== 'importing')
          .map((document) => document.id),
      )
    },
  })
}
