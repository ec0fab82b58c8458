import { documentsEndpoints } from '@common/api/endpoints/documents'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { documentsPollInterval } from '../lib/document-state'

/** GET /api/documents/:id: one upload or saved record (a lead's source document). */
function fetchDocument(id: string) {
  return call(documentsEndpoints.one, { params: { id } })
}

/** One document, read again every 3 s while it is being analysed. */
export function useDocument(id: string | null) {
  return useQuery({
    queryKey: queryKeys.documents.one(id ?? ''),
    queryFn: () => fetchDocument(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      documentsPollInterval(query.state.data ? [query.state.data] : undefined),
  })
}
