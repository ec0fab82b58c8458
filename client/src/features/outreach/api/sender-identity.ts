import type {
  GetSenderIdentityResponse,
  SenderIdentityRequest,
  SenderIdentityView,
} from '@common/contracts/sender-identity'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { getJson } from './get-json'

export const SENDER_IDENTITY_QUERY_KEY = ['/api/settings/sender'] as const

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
  return useQuery({ queryKey: SENDER_IDENTITY_QUERY_KEY, queryFn: fetchSenderIdentity })
}

export function useSaveSenderIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSenderIdentity,
    onSuccess: (sender) => {
      queryClient.setQueryData(SENDER_IDENTITY_QUERY_KEY, { sender })
      return queryClient.invalidateQueries({ queryKey: ['/api/outreach/context'] })
    },
  })
}
