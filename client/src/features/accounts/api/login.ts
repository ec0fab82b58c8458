import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { LoginRequest } from '@common/contracts/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { rememberSignedInUser } from './session-cache'

/** POST /api/login; on success the signed-in user is cached and refreshed. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: LoginRequest) => call(accountsEndpoints.login, { body: input }),
    onSuccess: (reply) => rememberSignedInUser(queryClient, reply),
  })
}
