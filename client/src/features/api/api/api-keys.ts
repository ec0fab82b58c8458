import type {
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  ListApiKeysResponse,
} from '@common/contracts/api-keys'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/api-keys: the user's keys (prefix, scopes, last use, today's quota use). */
export async function fetchApiKeys(): Promise<ListApiKeysResponse> {
  const response = await fetch('/api/api-keys', { credentials: 'include' })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return (await response.json()) as ListApiKeysResponse
}

/** POST /api/api-keys: a new key, whose secret comes back this once. */
export async function createApiKey(request: CreateApiKeyRequest): Promise<CreateApiKeyResponse> {
  const response = await apiRequest('POST', '/api/api-keys', request)
  return (await response.json()) as CreateApiKeyResponse
}

export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/api-keys/${encodeURIComponent(id)}`)
}

export function useApiKeys() {
  return useQuery({ queryKey: queryKeys.apiKeys, queryFn: fetchApiKeys })
}

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  })
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  })
}
