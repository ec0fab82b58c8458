/**
 * A list's import (docs/decisions/0058): its preview and progress, read every second while the
 * leads are being made; starting and cancelling it. When an import finishes, the lead lists and
 * the documents are read again, so the new leads appear and the list leaves the documents.
 */
import { documentsEndpoints } from '@common/api/endpoints/documents'
import type { DocumentImportView } from '@common/contracts/document-import'
import type { DocumentView } from '@common/contracts/documents'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** How often the progress of a running import is read. */
const IMPORT_POLL_MS = 1000

function fetchImport(id: string) {
  return call(documentsEndpoints.importPreview, { params: { id } })
}

/**
 * GET /api/documents/:id/import, read again every second while the import runs; `onImported`
 * runs when it is seen to finish.
 */
export function useDocumentImport(
  id: string,
  options: { onImported?: (view: DocumentImportView) => void } = {},
) {
  const { onImported } = options
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.documents.import(id),
    queryFn: () => fetchImport(id),
    refetchInterval: (current) =>
      current.state.data?.status === 'importing' ? IMPORT_POLL_MS : false,
  })
  // Imported now, and not when first read: the leads exist now.
  const status = query.data?.status
  const previous = useRef(status)
  useEffect(() => {
    const before = previous.current
    previous.current = status
    if (before !== undefined && before !== 'imported' && status === 'imported') {
      if (query.data) onImported?.(query.data)
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all })
    }
  }, [status, queryClient, onImported, query.data])
  return query
}

type Cached = { documents?: DocumentView[] } | DocumentView | undefined

/**
 * The import's state in every cached view of its document (the documents lists, the document),
 * without reading them again: a list read again just after its import finished would drop the
 * document (its records are leads) before the page saw the import end.
 */
function showImportInDocuments(queryClient: QueryClient, view: DocumentImportView): void {
  const listImport = {
    status: view.status,
    total: view.total,
    done: view.done,
    created: view.created,
  }
  const patch = (document: DocumentView) =>
    document.id === view.documentId ? { ...document, listImport } : document
  const update = (cached: Cached): Cached => {
    if (!cached) return cached
    if ('documents' in cached && Array.isArray(cached.documents)) {
      return { ...cached, documents: cached.documents.map(patch) }
    }
    return 'id' in cached ? patch(cached as DocumentView) : cached
  }
  queryClient.setQueriesData<Cached>({ queryKey: queryKeys.leads.unkeptDocuments }, update)
  queryClient.setQueriesData<Cached>({ queryKey: queryKeys.documents.all }, update)
}

/** The mutations' answer becomes the cached import, and the documents show its state. */
function useImportMutation(send: (id: string) => Promise<DocumentImportView>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.documents.import(view.documentId), view)
      showImportInDocuments(queryClient, view)
    },
  })
}

/** POST /api/documents/:id/import: the leads are made in the background. */
export function useStartImport() {
  return useImportMutation((id) => call(documentsEndpoints.startImport, { params: { id } }))
}

/** POST /api/documents/:id/import/cancel: no lead is made; the document stays. */
export function useCancelImport() {
  return useImportMutation((id) => call(documentsEndpoints.cancelImport, { params: { id } }))
}
