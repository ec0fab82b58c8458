import type {
  AlertMonitor,
  CreateAlertRequest,
  ListAlertsResponse,
  UpdateAlertRequest,
} from '@common/contracts/alerts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/alerts: the user's monitors and what the plan allows. */
export async function fetchAlerts(): Promise<ListAlertsResponse> {
  return (await (await apiRequest('GET', '/api/alerts')).json()) as ListAlertsResponse
}

export async function createAlert(request: CreateAlertRequest): Promise<AlertMonitor> {
  return (await (await apiRequest('POST', '/api/alerts', request)).json()) as AlertMonitor
}

export async function updateAlert(input: {
  id: string
  change: UpdateAlertRequest
}): Promise<AlertMonitor> {
  const response = await apiRequest(
    'PATCH',
    `/api/alerts/${encodeURIComponent(input.id)}`,
    input.change,
  )
  return (await response.json()) as AlertMonitor
}

export async function deleteAlert(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/alerts/${encodeURIComponent(id)}`)
}

export function useAlerts() {
  return useQuery({ queryKey: queryKeys.alerts, queryFn: fetchAlerts })
}

function useAlertsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts }),
  })
}

export const useCreateAlert = () => useAlertsMutation(createAlert)
export const useUpdateAlert = () => useAlertsMutation(updateAlert)
export const useDeleteAlert = () => useAlertsMutation(deleteAlert)
