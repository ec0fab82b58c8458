import { documentsEndpoints } from '@common/api/endpoints/documents'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { documentsPollInterval } from '../lib/document-state'
import type { ZipFilter } from '../lib/zip-filter'

function fetchDocuments(zip: ZipFilter) {
  return call(documentsEndpoints.list, { query: { zip } })
}

/**
 * GET /api/documents?zip=all|12345: the user's uploads and saved public records. While any of
 * them is still being analysed the list is read again every 3 s; otherwise it is not polled.
 * Only one reader of a list should poll it (`poll: false` for the others), or each one's timer
 * would send its own request.
 */
export function useDocuments(zip: ZipFilter, { poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.documents.list(zip),
    queryFn: () => fetchDocuments(zip),
    refetchInterval: poll ? (query) => documentsPollInterval(query.state.data?.documents) : false,
  })
}

/**
 * A documents list as it already is in the cache, without fetching it (the sidebar's ZIP
 * shortcuts read the unfiltered list the dashboard loaded, even while a filter is on).
 */
export function useCachedDocuments(zip: ZipFilter) {
  return useQuery({
    queryKey: queryKeys.documents.list(zip),
    queryFn: () => fetchDocuments(zip),
    enabled: false,
  })
}
