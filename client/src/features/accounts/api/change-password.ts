import type { MessageResponse } from '@common/contracts/accounts'
import type { ChangePasswordRequest } from '@common/contracts/settings'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

/** POST /api/user/password: the current password and the new one; other sessions end. */
export async function changePassword(input: ChangePasswordRequest): Promise<MessageResponse> {
  const response = await apiRequest('POST', '/api/user/password', input)
  return (await response.json()) as MessageResponse
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
