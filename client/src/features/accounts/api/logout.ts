import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { forgetSignedInUser } from './session-cache'

/** POST /api/logout; on success nothing of the old session stays in the cache. */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout')
    },
    onSuccess: () => forgetSignedInUser(queryClient),
  })
}
