import type { ForgotPasswordRequest, MessageResponse } from '@common/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

/** POST /api/forgot-password: e-mails a reset link if the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: ForgotPasswordRequest) => {
      const response = await apiRequest('POST', '/api/forgot-password', input)
      return (await response.json()) as MessageResponse
    },
  })
}
