import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { LoginRequest } from '@common/contracts/accounts'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { rememberSignedInUser } from './session-cache'

/** POST /api/login; on success the signed-in user is cached and refreshed. */
export function useLogin() {
  return useCacheWritingMutation(
    (input: LoginRequest) => call(accountsEndpoints.login, { body: input }),
    (queryClient, reply) => rememberSignedInUser(queryClient, reply),
  )
}
