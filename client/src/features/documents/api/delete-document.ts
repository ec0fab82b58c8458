import { documentsEndpoints } from '@common/api/endpoints/documents'
import type { DocumentView } from '@common/contracts/documents'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { isDocumentKey, queryKeys } from '@/lib/query-keys'

export interface DeleteDocumentHooks {
  /** Runs first: what goes with the document (the dashboard deletes its leads). */
  before?: (document: DocumentView) => Promise<unknown>
  /**
   * Runs once the document is gone. Called from the mutation itself, not from `mutate`, so it
   * runs even when the preview that asked is unmounted by the lists being read again.
   */
  onDeleted?: (document: DocumentView) => void
  onFailed?: (error: unknown) => void
}

/**
 * DELETE /api/documents/:id, after `before`; every documents list is read again afterwards.
 */
export function useDeleteDocument({ before, onDeleted, onFailed }: DeleteDocumentHooks = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (document: DocumentView) => {
      await before?.(document)
      return call(documentsEndpoints.remove, { params: { id: document.id } })
    },
    onSuccess: (_response, document) => {
      onDeleted?.(document)
      // Not the deleted document itself: read again while its preview is still shown, it would
      // only answer 404.
      return queryClient.invalidateQueries({
        queryKey: queryKeys.documents.all,
        predicate: (query) => !isDocumentKey(query.queryKey, document.id),
      })
    },
    onError: (error) => onFailed?.(error),
  })
}
