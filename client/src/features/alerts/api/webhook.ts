import { alertsEndpoints } from '@common/api/endpoints/alerts'
import type { SaveWebhookRequest } from '@common/contracts/alerts'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/alerts/webhook: the user's webhook (never its secret) and its recent deliveries. */
function fetchWebhook() {
  return call(alertsEndpoints.webhook)
}

/** PUT /api/alerts/webhook: saves the URL; the new signing secret comes back this once. */
function saveWebhook(request: SaveWebhookRequest) {
  return call(alertsEndpoints.saveWebhook, { body: request })
}

function removeWebhook() {
  return call(alertsEndpoints.removeWebhook)
}

function sendWebhookTest() {
  return call(alertsEndpoints.testWebhook)
}

export function useWebhook(options: { enabled: boolean; pollMs?: number }) {
  return useQuery({
    queryKey: queryKeys.alertsWebhook,
    queryFn: fetchWebhook,
    enabled: options.enabled,
    refetchInterval: options.pollMs ?? false,
  })
}

function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(mutationFn, queryKeys.alertsWebhook, 'settled')
}

export const useSaveWebhook = () => useWebhookMutation(saveWebhook)
export const useRemoveWebhook = () => useWebhookMutation((_: undefined) => removeWebhook())
export const useSendWebhookTest = () => useWebhookMutation((_: undefined) => sendWebhookTest())
