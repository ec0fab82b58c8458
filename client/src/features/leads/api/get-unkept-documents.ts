import { leadsEndpoints } from '@common/api/endpoints/leads'
import type { DocumentView } from '@common/contracts/documents'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { call } from '@/lib/api'
import { isUnkeptDocumentsKey, queryKeys } from '@/lib/query-keys'

/** How often the list is read again while an upload is being analysed (as the documents list). */
const UNKEPT_POLL_MS = 3000

/** Being analysed, or a list whose leads are being imported (docs/decisions/0058). */
const inProgress = (document: Pick<DocumentView, 'processingStatus' | 'listImport'>) =>
  document.processingStatus === 'pending' ||
  document.processingStatus === 'processing' ||
  document.listImport?.status === 'importing'

/** GET /api/leads/unkept-documents: documents no lead was kept from (analysing, failed, not kept). */
function fetchUnkeptDocuments(zip: string) {
  return call(leadsEndpoints.unkeptDocuments, { query: { zip } })
}

/**
 * The documents tab's documents that are not leads. Read again every 3 s while an upload is
 * being analysed or a list imported; when one finishes, its leads exist, so the lead lists and
 * counts are read again too.
 */
export function useUnkeptDocuments(zip: string, options: { onAnalysed?: () => void } = {}) {
  const { onAnalysed } = options
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.leads.unkeptDocumentsIn(zip),
    queryFn: () => fetchUnkeptDocuments(zip),
    refetchInterval: (current) =>
      current.state.data?.documents.some(inProgress) ? UNKEPT_POLL_MS : false,
  })
  const analysing = query.data?.documents.filter(inProgress).map((document) => document.id) ?? []
  const key = analysing.join(',')
  const previous = useRef(key)
  useEffect(() => {
    const before = previous.current.split(',').filter(Boolean)
    previous.current = key
    if (before.some((id) => !key.split(',').includes(id))) {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.leads.all,
        predicate: (q) => !isUnkeptDocumentsKey(q.queryKey),
      })
      onAnalysed?.()
    }
  }, [key, queryClient, onAnalysed])
  return query
}
