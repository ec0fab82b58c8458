import type { LoginRequest } from '@common/contracts/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { rememberSignedInUser, type SignedInReply } from './session-cache'

/** POST /api/login; on success the signed-in user is cached and refreshed. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: LoginRequest) => {
      const response = await apiRequest('POST', '/api/login', input)
      return (await response.json()) as SignedInReply
    },
    onSuccess: (reply) => rememberSignedInUser(queryClient, reply),
  })
}
