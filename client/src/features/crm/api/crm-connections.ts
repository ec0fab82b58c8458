import type {
  ConnectCrmRequest,
  ConnectCrmResponse,
  ListCrmConnectionsResponse,
} from '@common/contracts/crm'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/crm/connections: the user's connections and what the plan allows. */
export async function fetchCrmConnections(): Promise<ListCrmConnectionsResponse> {
  const response = await fetch('/api/crm/connections', { credentials: 'include' })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return (await response.json()) as ListCrmConnectionsResponse
}

/** POST /api/crm/connections: connect (or reconnect) one CRM; a webhook's secret comes back once. */
export async function connectCrm(request: ConnectCrmRequest): Promise<ConnectCrmResponse> {
  const response = await apiRequest('POST', '/api/crm/connections', request)
  return (await response.json()) as ConnectCrmResponse
}

export async function removeCrmConnection(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/crm/connections/${encodeURIComponent(id)}`)
}

export function useCrmConnections(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.crmConnections,
    queryFn: fetchCrmConnections,
    enabled: options.enabled ?? true,
  })
}

export function useConnectCrm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: connectCrm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.crmConnections }),
  })
}

export function useRemoveCrmConnection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeCrmConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crmConnections }),
  })
}
