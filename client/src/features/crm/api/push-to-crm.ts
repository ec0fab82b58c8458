import type { PushToCrmRequest, PushToCrmResponse } from '@common/contracts/crm'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/crm/push: the leads to one connected CRM; what was created, updated or skipped. */
export async function pushToCrm(request: PushToCrmRequest): Promise<PushToCrmResponse> {
  const response = await apiRequest('POST', '/api/crm/push', request)
  return (await response.json()) as PushToCrmResponse
}

export function usePushToCrm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: pushToCrm,
    // A refused token marks the connection for reconnecting: the settings page shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.crmConnections }),
  })
}
