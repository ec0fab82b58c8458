/** The documents calls: the lists, one document, deletion and the upload. */
import type {
  DeleteDocumentResponse,
  DocumentView,
  ListDocumentsRequest,
  ListDocumentsResponse,
  UploadDocumentResponse,
} from '../../contracts/documents'
import { endpoint, typed } from '../endpoint'

export const documentsEndpoints = {
  list: endpoint('GET', '/api/documents', {
    query: typed<ListDocumentsRequest>(),
    reply: typed<ListDocumentsResponse>(),
  }),
  one: endpoint('GET', '/api/documents/:id', { reply: typed<DocumentView>() }),
  remove: endpoint('DELETE', '/api/documents/:id', { reply: typed<DeleteDocumentResponse>() }),
  /**
   * multipart/form-data (the file and an optional ZIP), not JSON: the client sends it with its
   * own uploader, which reports progress; the reply is JSON.
   */
  upload: endpoint('POST', '/api/documents', { reply: typed<UploadDocumentResponse>() }),
}
