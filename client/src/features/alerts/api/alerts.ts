import { alertsEndpoints } from '@common/api/endpoints/alerts'
import type { CreateAlertRequest, UpdateAlertRequest } from '@common/contracts/alerts'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/alerts: the user's monitors and what the plan allows. */
function fetchAlerts() {
  return call(alertsEndpoints.list)
}

function createAlert(request: CreateAlertRequest) {
  return call(alertsEndpoints.create, { body: request })
}

function updateAlert(input: { id: string; change: UpdateAlertRequest }) {
  return call(alertsEndpoints.update, { params: { id: input.id }, body: input.change })
}

function deleteAlert(id: string) {
  return call(alertsEndpoints.remove, { params: { id } })
}

export function useAlerts() {
  return useQuery({ queryKey: queryKeys.alerts, queryFn: fetchAlerts })
}

function useAlertsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(mutationFn, queryKeys.alerts, 'settled')
}

export const useCreateAlert = () => useAlertsMutation(createAlert)
export const useUpdateAlert = () => useAlertsMutation(updateAlert)
export const useDeleteAlert = () => useAlertsMutation(deleteAlert)
