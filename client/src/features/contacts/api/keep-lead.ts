import { leadsEndpoints } from '@common/api/endpoints/leads'
import type { KeepLeadsRequest } from '@common/contracts/leads'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api'

/**
 * POST /api/leads: keeps a document (or one of its records) as a lead, so its defendants can be
 * traced. Keeping is idempotent: the lead already kept comes back.
 */
function keepLead(request: KeepLeadsRequest) {
  return call(leadsEndpoints.keep, { body: request })
}

export function useKeepLead() {
  return useMutation({ mutationFn: keepLead })
}
