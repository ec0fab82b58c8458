import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { UpdateProfileRequest } from '@common/contracts/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** PUT /api/user/profile: the user's first and last name. */
export function updateProfile(input: UpdateProfileRequest) {
  return call(accountsEndpoints.updateProfile, { body: input })
}

/** Saves the names; the reply's user replaces the cached one (header, My Account). */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.user, reply.user),
  })
}
