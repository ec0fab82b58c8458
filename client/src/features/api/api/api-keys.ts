import { apiKeysEndpoints } from '@common/api/endpoints/api-keys'
import type { CreateApiKeyRequest } from '@common/contracts/api-keys'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/api-keys: the user's keys (prefix, scopes, last use, today's quota use). */
function fetchApiKeys() {
  return call(apiKeysEndpoints.list)
}

/** POST /api/api-keys: a new key, whose secret comes back this once. */
function createApiKey(request: CreateApiKeyRequest) {
  return call(apiKeysEndpoints.create, { body: request })
}

function revokeApiKey(id: string) {
  return call(apiKeysEndpoints.revoke, { params: { id } })
}

export function useApiKeys() {
  return useQuery({ queryKey: queryKeys.apiKeys, queryFn: fetchApiKeys })
}

export function useCreateApiKey() {
  return useInvalidatingMutation(createApiKey, queryKeys.apiKeys, 'settled')
}

export function useRevokeApiKey() {
  return useInvalidatingMutation(revokeApiKey, queryKeys.apiKeys)
}
