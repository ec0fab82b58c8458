import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { RegisterRequest } from '@common/contracts/accounts'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { rememberSignedInUser } from './session-cache'

/** POST /api/register, which starts the 24-hour trial and signs the new user in. */
export function useRegister() {
  return useCacheWritingMutation(
    (input: RegisterRequest) => call(accountsEndpoints.register, { body: input }),
    (queryClient, reply) => rememberSignedInUser(queryClient, reply),
  )
}
