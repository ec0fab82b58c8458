import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { ChangeEmailRequest } from '@common/contracts/settings'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/user/email: mails a confirmation link to the new address. */
function requestEmailChange(input: ChangeEmailRequest) {
  return call(accountsEndpoints.requestEmailChange, { body: input })
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange })
}

/** POST /api/user/email/confirm with the token of the e-mailed link. */
function confirmEmailChange(token: string) {
  return call(accountsEndpoints.confirmEmailChange, { body: { token } })
}

/** Confirms the change; the signed-in user (if any) is fetched again with the new address. */
export function useConfirmEmailChange() {
  return useInvalidatingMutation(confirmEmailChange, queryKeys.user)
}
