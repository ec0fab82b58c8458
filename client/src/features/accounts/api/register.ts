import type { RegisterRequest } from '@common/contracts/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { rememberSignedInUser, type SignedInReply } from './session-cache'

/** POST /api/register, which starts the 24-hour trial and signs the new user in. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: RegisterRequest) => {
      const response = await apiRequest('POST', '/api/register', input)
      return (await response.json()) as SignedInReply
    },
    onSuccess: (reply) => rememberSignedInUser(queryClient, reply),
  })
}
