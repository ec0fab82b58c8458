import type {
  GetSenderIdentityResponse,
  SenderIdentityRequest,
  SenderIdentityView,
} from '@common/contracts/sender-identity'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

export function fetchSenderIdentity(): Promise<GetSenderIdentityResponse> {
  return getJson('/api/settings/sender')
}

/** PUT /api/settings/sender. */
export async function saveSenderIdentity(
  input: SenderIdentityRequest,
): Promise<SenderIdentityView> {
  const response = await apiRequest('PUT', '/api/settings/sender', input)
  return (await response.json()) as SenderIdentityView
}

export function useSenderIdentity() {
  return useQuery({ queryKey: queryKeys.senderIdentity, queryFn: fetchSenderIdentity })
}

export function useSaveSenderIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSenderIdentity,
    onSuccess: (sender) => {
      queryClient.setQueryData(queryKeys.senderIdentity, { sender })
      return queryClient.invalidateQueries({ queryKey: queryKeys.outreachContext.all })
    },
  })
}
