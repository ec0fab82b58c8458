import type { UserResponse } from '@common/contracts/accounts'
import type { UpdateProfileRequest } from '@common/contracts/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

export interface UpdateProfileReply {
  message: string
  user: UserResponse
}

/** PUT /api/user/profile: the user's first and last name. */
export async function updateProfile(input: UpdateProfileRequest): Promise<UpdateProfileReply> {
  const response = await apiRequest('PUT', '/api/user/profile', input)
  return (await response.json()) as UpdateProfileReply
}

/** Saves the names; the reply's user replaces the cached one (header, My Account). */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.user, reply.user),
  })
}
