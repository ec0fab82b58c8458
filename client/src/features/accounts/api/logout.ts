import { accountsEndpoints } from '@common/api/endpoints/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { forgetSignedInUser } from './session-cache'

/** POST /api/logout; on success nothing of the old session stays in the cache. */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(accountsEndpoints.logout),
    onSuccess: () => forgetSignedInUser(queryClient),
  })
}
