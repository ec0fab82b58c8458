import type { DeleteDocumentLeadsResponse } from '@common/contracts/leads'
import { apiRequest } from '@/lib/api'

/** DELETE /api/leads/of-document/:id: the leads kept from an upload, deleted with it. */
export async function deleteDocumentLeads(
  documentId: string,
): Promise<DeleteDocumentLeadsResponse> {
  const response = await apiRequest(
    'DELETE',
    `/api/leads/of-document/${encodeURIComponent(documentId)}`,
  )
  return (await response.json()) as DeleteDocumentLeadsResponse
}
