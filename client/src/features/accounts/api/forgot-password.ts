import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { ForgotPasswordRequest } from '@common/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api'

/** POST /api/forgot-password: e-mails a reset link if the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      call(accountsEndpoints.forgotPassword, { body: input }),
  })
}
