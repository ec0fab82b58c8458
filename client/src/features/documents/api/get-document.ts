import type { DocumentView } from '@common/contracts/documents'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { documentsPollInterval } from '../lib/document-state'

/** GET /api/documents/:id: one upload or saved record (a lead's source document). */
export async function fetchDocument(id: string): Promise<DocumentView> {
  const response = await apiRequest('GET', `/api/documents/${encodeURIComponent(id)}`)
  return (await response.json()) as DocumentView
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
