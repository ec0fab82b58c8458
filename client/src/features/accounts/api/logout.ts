import { accountsEndpoints } from '@common/api/endpoints/accounts'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { forgetSignedInUser } from './session-cache'

/** POST /api/logout; on success nothing of the old session stays in the cache. */
export function useLogout() {
  return useCacheWritingMutation(
    () => call(accountsEndpoints.logout),
    (queryClient) => forgetSignedInUser(queryClient),
  )
}
