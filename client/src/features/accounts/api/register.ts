import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { RegisterRequest } from '@common/contracts/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { rememberSignedInUser } from './session-cache'

/** POST /api/register, which starts the 24-hour trial and signs the new user in. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RegisterRequest) => call(accountsEndpoints.register, { body: input }),
    onSuccess: (reply) => rememberSignedInUser(queryClient, reply),
  })
}
