import { leadsEndpoints } from '@common/api/endpoints/leads'
import { call } from '@/lib/api'

/** DELETE /api/leads/of-document/:id: the leads kept from an upload, deleted with it. */
export function deleteDocumentLeads(documentId: string) {
  return call(leadsEndpoints.deleteOfDocument, { params: { documentId } })
}
