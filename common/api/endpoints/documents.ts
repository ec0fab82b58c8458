/**
 * The documents calls: the lists, one document, deletion, the upload, corrections and a list's
 * import.
 */
import type {
  CorrectFieldRequest,
  CorrectFieldResponse,
  ListCorrectionsResponse,
} from '../../contracts/corrections'
import type { DocumentImportView } from '../../contracts/document-import'
import type { DocumentRecordsResponse } from '../../contracts/document-records'
import type {
  DeleteDocumentResponse,
  DocumentView,
  ListDocumentsRequest,
  ListDocumentsResponse,
  UploadDocumentResponse,
} from '../../contracts/documents'
import { body, del, get, post, query, reply } from '../endpoint'

export const documentsEndpoints = {
  list: get('/api/documents', query<ListDocumentsRequest>(), reply<ListDocumentsResponse>()),
  /** One document, with its first records and their count (docs/decisions/0080). */
  one: get('/api/documents/:id', reply<DocumentView>()),
  /** A document's records a page at a time, from a position (docs/decisions/0080). */
  records: get(
    '/api/documents/:id/records',
    /** Whole numbers as the query string carries them: from >= 0, limit 1..RECORDS_PAGE.max. */
    query<{ from?: string; limit?: string }>(),
    reply<DocumentRecordsResponse>(),
  ),
  remove: del('/api/documents/:id', reply<DeleteDocumentResponse>()),
  /**
   * multipart/form-data (the file and an optional ZIP), not JSON: the client sends it with its
   * own uploader, which reports progress; the reply is JSON.
   */
  upload: post('/api/documents', reply<UploadDocumentResponse>()),
  /** One field of an upload corrected (typed, or selected on the page); the lead follows. */
  correct: post(
    '/api/documents/:id/corrections',
    body<CorrectFieldRequest>(),
    reply<CorrectFieldResponse>(),
  ),
  corrections: get('/api/documents/:id/corrections', reply<ListCorrectionsResponse>()),
  /** A list's preview and the progress of its import (docs/decisions/0058). */
  importPreview: get('/api/documents/:id/import', reply<DocumentImportView>()),
  startImport: post('/api/documents/:id/import', reply<DocumentImportView>()),
  cancelImport: post('/api/documents/:id/import/cancel', reply<DocumentImportView>()),
}
