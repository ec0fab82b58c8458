/**
 * The documents tab (spec section 2): the user's uploads and the public-records results they
 * kept (a search saves no result by itself since docs/decisions/0018: keeping a result as a lead
 * saves the user's copy), as one list of Document views; one document of either kind; deleting
 * either. Another user's id answers exactly like an id that does not exist (404).
 */
import type { DocumentView } from '@common/contracts/documents'
import type { Db } from '../../db/client'
import type { User } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { deleteSavedResult, findSavedResult, listSavedResults } from '../records'
import { deleteUpload, selectLeads, selectUpload, selectUploads } from './documents.queries'
import type { ObjectStorage } from './storage/object-storage'
import { toPublicRecordView, toUploadedDocumentView } from './views/document-view.presenter'

export const DOCUMENT_NOT_FOUND = 'Document not found'

/** Both kinds, newest first; with a ZIP, the uploads whose ZIP or any lead's ZIP matches. */
export async function listDocuments(
  db: Db,
  options: { user: User; zip: string },
): Promise<DocumentView[]> {
  const scope = { userId: options.user.id, zip: options.zip }
  const [uploads, saved] = await Promise.all([
    selectUploads(db, scope),
    listSavedResults(db, scope),
  ])
  const leads = await selectLeads(
    db,
    uploads.map((row) => row.id),
  )
  const now = new Date()
  const views = [
    ...uploads.map((row) =>
      toUploadedDocumentView(row, { viewer: options.user, leads: leads.get(row.id), now }),
    ),
    ...saved.map(toPublicRecordView),
  ]
  return views.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
}

/** One document of either kind, or a 404. */
export async function getDocument(
  db: Db,
  options: { user: User; id: string },
): Promise<DocumentView> {
  const scope = { userId: options.user.id, id: options.id }
  const upload = await selectUpload(db, scope)
  if (upload) {
    const leads = await selectLeads(db, [upload.id])
    return toUploadedDocumentView(upload, { viewer: options.user, leads: leads.get(upload.id) })
  }
  const saved = await findSavedResult(db, scope)
  if (saved) return toPublicRecordView(saved)
  throw AppError.notFound('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND)
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
