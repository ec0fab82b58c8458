import type { KeepLeadsRequest, KeepLeadsResponse } from '@common/contracts/leads'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

/**
 * POST /api/leads: keeps a document (or one of its records) as a lead, so its defendants can be
 * traced. Keeping is idempotent: the lead already kept comes back.
 */
export async function keepLead(request: KeepLeadsRequest): Promise<KeepLeadsResponse> {
  const response = await apiRequest('POST', '/api/leads', request)
  return (await response.json()) as KeepLeadsResponse
}

export function useKeepLead() {
  return useMutation({ mutationFn: keepLead })
}
