import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { UpdateProfileRequest } from '@common/contracts/settings'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** PUT /api/user/profile: the user's first and last name. */
function updateProfile(input: UpdateProfileRequest) {
  return call(accountsEndpoints.updateProfile, { body: input })
}

/** Saves the names; the reply's user replaces the cached one (header, My Account). */
export function useUpdateProfile() {
  return useCacheWritingMutation(updateProfile, (queryClient, reply) =>
    queryClient.setQueryData(queryKeys.user, reply.user),
  )
}
