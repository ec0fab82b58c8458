import type { MessageResponse, ResetPasswordRequest } from '@common/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

/** POST /api/reset-password with the token from the e-mailed link and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPasswordRequest) => {
      const response = await apiRequest('POST', '/api/reset-password', input)
      return (await response.json()) as MessageResponse
    },
  })
}
