import type { DeleteDocumentResponse } from '@common/contracts/documents'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { DOCUMENTS_QUERY_KEY } from './get-documents'

/** DELETE /api/documents/:id; every documents list is read again afterwards. */
export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await apiRequest('DELETE', `/api/documents/${encodeURIComponent(id)}`)
      return (await response.json()) as DeleteDocumentResponse
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  })
}
