import type {
  GetWebhookResponse,
  SaveWebhookRequest,
  SaveWebhookResponse,
} from '@common/contracts/alerts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/alerts/webhook: the user's webhook (never its secret) and its recent deliveries. */
export async function fetchWebhook(): Promise<GetWebhookResponse> {
  return (await (await apiRequest('GET', '/api/alerts/webhook')).json()) as GetWebhookResponse
}

/** PUT /api/alerts/webhook: saves the URL; the new signing secret comes back this once. */
export async function saveWebhook(request: SaveWebhookRequest): Promise<SaveWebhookResponse> {
  return (await (
    await apiRequest('PUT', '/api/alerts/webhook', request)
  ).json()) as SaveWebhookResponse
}

export async function removeWebhook(): Promise<void> {
  await apiRequest('DELETE', '/api/alerts/webhook')
}

export async function sendWebhookTest(): Promise<void> {
  await apiRequest('POST', '/api/alerts/webhook/test')
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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.alertsWebhook }),
  })
}

export const useSaveWebhook = () => useWebhookMutation(saveWebhook)
export const useRemoveWebhook = () => useWebhookMutation((_: undefined) => removeWebhook())
export const useSendWebhookTest = () => useWebhookMutation((_: undefined) => sendWebhookTest())
