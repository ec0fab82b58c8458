import { documentsEndpoints } from '@common/api/endpoints/documents'
import type { DocumentRecordsResponse } from '@common/contracts/document-records'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** Which records a table shows: `limit` of them from position `from`. */
export interface RecordsPage {
  from: number
  limit: number
}

/**
 * GET /api/documents/:id/records?from=&limit=: a page of a document's records (0080). `initial`
 * is the page already in hand (the document's view carries its first one), read from nowhere
 * else; the page shown stays while the next one is read.
 */
export function useDocumentRecords(
  documentId: string,
  page: RecordsPage,
  initial?: DocumentRecordsResponse,
) {
  return useQuery({
    queryKey: queryKeys.documents.records(documentId, page.from, page.limit),
    queryFn: () =>
      call(documentsEndpoints.records, {
        params: { id: documentId },
        query: { from: String(page.from), limit: String(page.limit) },
      }),
    initialData: initial,
    placeholderData: keepPreviousData,
  })
}
