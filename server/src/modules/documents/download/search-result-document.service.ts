/**
 * GET /api/public-records/searches/:id/results/:filingId/document, the logic: the notice kept in
 * storage for a result of the user's own search, when they may read that result now (the rule of
 * search-visibility.ts: what the trial may not see is never sent, also later). Like the
 * dashboard's download of the same notice, a trial user spends a trial download, only once the
 * file is found.
 */
import type { Db } from '../../../db/client'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { searchResultsForLeads } from '../../records'
import { DOCUMENT_NOT_FOUND } from '../documents.service'
import type { ObjectStorage } from '../storage/object-storage'
import { type DocumentDownload, downloadKeptNotice } from './document-download.service'

export async function openSearchResultDocument(
  db: Db,
  storage: ObjectStorage,
  options: { user: SessionUser; searchId: string; filingId: string },
): Promise<Extract<DocumentDownload, { kind: 'file' }>> {
  const results = await searchResultsForLeads(db, {
    user: options.user,
    searchId: options.searchId,
    filingIds: [options.filingId],
  })
  // Another user's search, a filing the search did not find and a masked result look alike.
  const result = results?.[0]
  if (!result || result.masked) throw AppError.notFound('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND)
  return downloadKeptNotice(db, storage, options.user, result)
}
