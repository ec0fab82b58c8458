import { crmEndpoints } from '@common/api/endpoints/crm'
import type { ConnectCrmRequest } from '@common/contracts/crm'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/crm/connections: the user's connections and what the plan allows. */
function fetchCrmConnections() {
  return call(crmEndpoints.connections)
}

/** POST /api/crm/connections: connect (or reconnect) one CRM; a webhook's secret comes back once. */
function connectCrm(request: ConnectCrmRequest) {
  return call(crmEndpoints.connect, { body: request })
}

function removeCrmConnection(id: string) {
  return call(crmEndpoints.removeConnection, { params: { id } })
}

export function useCrmConnections(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.crmConnections,
    queryFn: fetchCrmConnections,
    enabled: options.enabled ?? true,
  })
}

export function useConnectCrm() {
  return useInvalidatingMutation(connectCrm, queryKeys.crmConnections, 'settled')
}

export function useRemoveCrmConnection() {
  return useInvalidatingMutation(removeCrmConnection, queryKeys.crmConnections)
}
