/**
 * A document's records a page at a time (docs/decisions/0080): a list of a county's sales holds
 * tens of thousands, so its view carries only the first page and their count, and the records
 * table, a list lead's detail (its own record) and the API read the rest from here. The same
 * rule as the view: none while a list's import is not done (its preview shows them), none for a
 * saved public record; another user's document is a 404 like one that does not exist.
 */
import type {
  DocumentRecordsResponse,
  documentRecordsRequest,
} from '@common/contracts/document-records'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { uploadCaseStagesFor } from '../cases'
import { countRecords, selectRecordPage } from './documents.queries'
import { findOwnDocument, withRecordsShown } from './documents.service'
import { selectImportsOf } from './list-import/list-import.queries'
import { toRecordViews } from './views/document-view.presenter'

const NO_RECORDS: DocumentRecordsResponse = { records: [], total: 0, next: null }

export async function getDocumentRecords(
  db: Db,
  options: {
    user: SessionUser
    id: string
    page: z.output<typeof documentRecordsRequest>
  },
): Promise<DocumentRecordsResponse> {
  const userId = options.user.id
  const found = await findOwnDocument(db, { userId, id: options.id })
  if (found.kind !== 'upload') return NO_RECORDS
  const { upload } = found
  const imports = await selectImportsOf(db, userId, [upload.id])
  if (withRecordsShown([upload], imports).length === 0) return NO_RECORDS
  const { from, limit } = options.page
  // One more than asked says whether a page follows.
  const [rows, counts] = await Promise.all([
    selectRecordPage(db, { documentId: upload.id, from, limit: limit + 1 }),
    countRecords(db, [upload.id]),
  ])
  const page = rows.slice(0, limit)
  const stages = await uploadCaseStagesFor(
    db,
    userId,
    page.map((record) => ({ documentId: upload.id, position: record.position })),
  )
  return {
    records: toRecordViews(upload, page, { viewer: options.user, stages }),
    total: counts.get(upload.id) ?? 0,
    next: rows.length > limit ? (rows[limit]?.position ?? null) : null,
  }
}
