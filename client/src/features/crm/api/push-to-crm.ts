import { crmEndpoints } from '@common/api/endpoints/crm'
import type { PushToCrmRequest } from '@common/contracts/crm'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/crm/push: the leads to one connected CRM; what was created, updated or skipped. */
function pushToCrm(request: PushToCrmRequest) {
  return call(crmEndpoints.push, { body: request })
}

export function usePushToCrm() {
  // A refused token marks the connection for reconnecting: the settings page shows it.
  return useInvalidatingMutation(pushToCrm, queryKeys.crmConnections, 'settled')
}
