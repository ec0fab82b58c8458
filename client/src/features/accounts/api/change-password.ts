import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { ChangePasswordRequest } from '@common/contracts/settings'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api'

/** POST /api/user/password: the current password and the new one; other sessions end. */
function changePassword(input: ChangePasswordRequest) {
  return call(accountsEndpoints.changePassword, { body: input })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
