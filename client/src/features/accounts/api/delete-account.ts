import type { MessageResponse } from '@common/contracts/accounts'
import type { DeleteAccountRequest } from '@common/contracts/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { forgetSignedInUser } from './session-cache'

/** POST /api/account/delete: the current password and the typed confirmation. */
export async function deleteAccount(input: DeleteAccountRequest): Promise<MessageResponse> {
  const response = await apiRequest('POST', '/api/account/delete', input)
  return (await response.json()) as MessageResponse
}

/** Deletes the account; on success nothing of it stays in the cache (signed out). */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => forgetSignedInUser(queryClient),
  })
}
