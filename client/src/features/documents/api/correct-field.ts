import { documentsEndpoints } from '@common/api/endpoints/documents'
import type { CorrectFieldRequest, CorrectFieldResponse } from '@common/contracts/corrections'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/documents/:id/corrections: the correction, the document now, whether its layout learned. */
function correctField(id: string, body: CorrectFieldRequest): Promise<CorrectFieldResponse> {
  return call(documentsEndpoints.correct, { params: { id }, body })
}

/**
 * Corrects one field of an upload. The document is shown as the server answered at once; the
 * documents lists and every lead (the lead kept from it follows the correction) are read again.
 */
export function useCorrectField() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CorrectFieldRequest }) => correctField(id, body),
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.documents.one(response.document.id), response.document)
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all })
    },
  })
}
