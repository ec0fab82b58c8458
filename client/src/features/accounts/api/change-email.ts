import type { MessageResponse } from '@common/contracts/accounts'
import type { ChangeEmailRequest, ConfirmEmailChangeResponse } from '@common/contracts/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/user/email: mails a confirmation link to the new address. */
export async function requestEmailChange(input: ChangeEmailRequest): Promise<MessageResponse> {
  const response = await apiRequest('POST', '/api/user/email', input)
  return (await response.json()) as MessageResponse
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange })
}

/** POST /api/user/email/confirm with the token of the e-mailed link. */
export async function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  const response = await apiRequest('POST', '/api/user/email/confirm', { token })
  return (await response.json()) as ConfirmEmailChangeResponse
}

/** Confirms the change; the signed-in user (if any) is fetched again with the new address. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  })
}
