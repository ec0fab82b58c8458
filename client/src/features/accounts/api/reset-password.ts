import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { ResetPasswordRequest } from '@common/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api'

/** POST /api/reset-password with the token from the e-mailed link and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) =>
      call(accountsEndpoints.resetPassword, { body: input }),
  })
}
