import { leadsEndpoints } from '@common/api/endpoints/leads'
import type { KeepLeadsRequest } from '@common/contracts/leads'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/leads: keeps saved results, a search's results or a document's records as leads. */
function keepLeads(request: KeepLeadsRequest) {
  return call(leadsEndpoints.keep, { body: request })
}

/** Keeps leads; the lead lists, counts and the documents not yet leads are read again. */
export function useKeepLeads() {
  return useInvalidatingMutation(keepLeads, queryKeys.leads.all, 'settled')
}
