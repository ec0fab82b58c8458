/**
 * What processing does with a document of several records instead of making its leads at once
 * (docs/decisions/0058): it keeps the summary its preview shows (the count, the columns, how many
 * records lack each field) and leaves the list awaiting the user's import. Runs in the
 * transaction that completes the document, after its records are written.
 */
import type { Db } from '../../../db/client'
import { documentForLeads } from '../lead-sources.queries'
import { dropImport, writeListSummary } from './list-import.queries'
import { fieldColumns, missingCounts, previewRowOf } from './list-preview'

type ProcessingHandle = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

/**
 * Holds the list for the user's import: true when it awaits them, false when the user had
 * imported it before (processed again: its leads are kept at once, as the user decided).
 */
export async function holdListForImport(
  tx: ProcessingHandle,
  doc: { id: string; userId: string },
  headerColumns: string[] | null,
): Promise<boolean> {
  const listed = await documentForLeads(tx, { userId: doc.userId, documentId: doc.id })
  const rows = (listed?.records ?? []).map(previewRowOf)
  const missing = missingCounts(rows)
  const before = await writeListSummary(tx, doc, {
    total: rows.length,
    columns: headerColumns ?? fieldColumns(missing, rows.length),
    columnsFrom: headerColumns ? 'header' : 'fields',
    missing,
  })
  return before !== 'imported' && before !== 'importing'
}

/** A document processed again that reads as one record now has no list to import. */
export async function forgetListImport(tx: ProcessingHandle, documentId: string): Promise<void> {
  await dropImport(tx, documentId)
}
