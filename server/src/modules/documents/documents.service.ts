/**
 * The documents tab (spec section 2): the user's uploads and the public-records results they
 * kept (a search saves no result by itself since docs/decisions/0018: keeping a result as a lead
 * saves the user's copy), as one list of Document views; one document of either kind; deleting
 * either. Another user's id answers exactly like an id that does not exist (404).
 */

import { RECORDS_PAGE } from '@common/contracts/document-records'
import type { DocumentView } from '@common/contracts/documents'
import type { Db } from '../../db/client'
import type { Document, DocumentImport, DocumentLead, SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { caseStagesFor, uploadCaseStagesFor } from '../cases'
import {
  deleteSavedResult,
  findSavedResult,
  listSavedResults,
  type SavedRecordResult,
} from '../records'
import {
  countRecords,
  deleteUpload,
  selectFirstRecords,
  selectUpload,
  selectUploads,
} from './documents.queries'
import { selectImportsOf } from './list-import/list-import.queries'
import type { ObjectStorage } from './storage/object-storage'
import { toPublicRecordView, toUploadedDocumentView } from './views/document-view.presenter'

export const DOCUMENT_NOT_FOUND = 'Document not found'

/**
 * The uploads whose records a view carries: all but lists whose import is not done, whose
 * records (tens of thousands in a county's list) are shown by their preview instead (0058).
 */
export function withRecordsShown(
  uploads: readonly Document[],
  imports: ReadonlyMap<string, DocumentImport>,
): string[] {
  return uploads
    .filter((row) => {
      const status = imports.get(row.id)?.status
      return status === undefined || status === 'imported'
    })
    .map((row) => row.id)
}

/** A document of the list before its view is built: what a caller may leave it out on. */
export interface ListedDocument {
  id: string
  kind: DocumentView['documentType']
  /** Where the import of a list's leads stands (0058); null for a document with no import. */
  importStatus: DocumentImport['status'] | null
}

/**
 * Both kinds, newest first; with a ZIP, the uploads whose ZIP or any lead's ZIP matches.
 * `omit` names the documents to leave out before their records and stages are read (the lead
 * workspace's documents not kept yet). `listRecords: false` leaves the records out of every
 * list's view (a document with an import, 0058), as a list awaiting its import already has
 * them: the documents list's readers count documents, and an imported list's records are
 * leads (docs/decisions/0075). Every other view carries its first page of records and their
 * count; the rest are read a page at a time (document-records.service.ts, 0080).
 */
export async function listDocuments(
  db: Db,
  options: {
    user: SessionUser
    zip: string
    omit?: (documents: readonly ListedDocument[]) => Promise<ReadonlySet<string>>
    listRecords?: boolean
  },
): Promise<DocumentView[]> {
  const scope = { userId: options.user.id, zip: options.zip }
  const [allUploads, allSaved] = await Promise.all([
    selectUploads(db, scope),
    listSavedResults(db, scope),
  ])
  const imports = await selectImportsOf(
    db,
    options.user.id,
    allUploads.map((row) => row.id),
  )
  const omitted = options.omit
    ? await options.omit([
        ...allUploads.map((row) => ({
          id: row.id,
          kind: 'uploaded' as const,
          importStatus: imports.get(row.id)?.status ?? null,
        })),
        ...allSaved.map((result) => ({
          id: result.id,
          kind: 'public_records' as const,
          importStatus: null,
        })),
      ])
    : new Set<string>()
  const uploads = allUploads.filter((row) => !omitted.has(row.id))
  const saved = allSaved.filter((result) => !omitted.has(result.id))
  const shown = withRecordsShown(uploads, imports).filter(
    (id) => options.listRecords !== false || !imports.has(id),
  )
  const [leads, counts] = await Promise.all([
    selectFirstRecords(db, shown, RECORDS_PAGE.first),
    countRecords(db, shown),
  ])
  const { uploadStages, savedStages } = await stagesOf(db, options.user.id, uploads, leads, saved)
  const now = new Date()
  const views = [
    ...uploads.map((row) =>
      toUploadedDocumentView(row, {
        viewer: options.user,
        leads: leads.get(row.id),
        recordCount: counts.get(row.id) ?? 0,
        now,
        stages: uploadStages,
        listImport: imports.get(row.id),
      }),
    ),
    ...saved.map((result) =>
      toPublicRecordView(result, result.filingId ? savedStages.get(result.filingId) : undefined),
    ),
  ]
  return views.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
}

/**
 * The case stages the views show (issue 16): uploads' and their records' from the user's own
 * upload events, saved results' read live from the records index.
 */
async function stagesOf(
  db: Db,
  userId: string,
  uploads: readonly Document[],
  leads: ReadonlyMap<string, readonly DocumentLead[]>,
  saved: readonly SavedRecordResult[],
) {
  const refs = uploads.flatMap((row) => [
    { documentId: row.id, position: null },
    ...(leads.get(row.id) ?? []).map((lead) => ({ documentId: row.id, position: lead.position })),
  ])
  const [uploadStages, savedStages] = await Promise.all([
    uploadCaseStagesFor(db, userId, refs),
    caseStagesFor(
      db,
      saved.flatMap((result) => (result.filingId ? [result.filingId] : [])),
    ),
  ])
  return { uploadStages, savedStages }
}

/** The owner's document: an upload, else a kept public record; a 404 when neither is theirs. */
export async function findOwnDocument(
  db: Db,
  scope: { userId: string; id: string },
): Promise<{ kind: 'upload'; upload: Document } | { kind: 'saved'; saved: SavedRecordResult }> {
  const upload = await selectUpload(db, scope)
  if (upload) return { kind: 'upload', upload }
  const saved = await findSavedResult(db, scope)
  if (saved) return { kind: 'saved', saved }
  throw AppError.notFound('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND)
}

/** One document of either kind, or a 404. */
export async function getDocument(
  db: Db,
  options: { user: SessionUser; id: string },
): Promise<DocumentView> {
  const userId = options.user.id
  const found = await findOwnDocument(db, { userId, id: options.id })
  if (found.kind === 'upload') {
    const { upload } = found
    const imports = await selectImportsOf(db, userId, [upload.id])
    const shown = withRecordsShown([upload], imports)
    const [leads, counts] = await Promise.all([
      selectFirstRecords(db, shown, RECORDS_PAGE.first),
      countRecords(db, shown),
    ])
    const { uploadStages } = await stagesOf(db, userId, [upload], leads, [])
    return toUploadedDocumentView(upload, {
      viewer: options.user,
      leads: leads.get(upload.id),
      recordCount: counts.get(upload.id) ?? 0,
      stages: uploadStages,
      listImport: imports.get(upload.id),
    })
  }
  const { saved } = found
  const { savedStages } = await stagesOf(db, userId, [], new Map(), [saved])
  return toPublicRecordView(saved, saved.filingId ? savedStages.get(saved.filingId) : undefined)
}

/**
 * Deletes an upload (row and leads, then its stored file: a leftover file is harmless, a row
 * without a file is not) or a saved public-records result (the filing itself stays in the index).
 */
export async function deleteDocument(
  db: Db,
  storage: ObjectStorage,
  options: { userId: string; id: string },
): Promise<void> {
  const objectPath = await deleteUpload(db, options)
  if (objectPath) {
    await storage.delete(objectPath)
    return
  }
  if (!(await deleteSavedResult(db, options))) {
    throw AppError.notFound('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND)
  }
}
