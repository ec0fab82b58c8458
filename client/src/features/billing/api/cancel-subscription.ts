import { billingEndpoints } from '@common/api/endpoints/billing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/billing/cancel: cancels at the provider; access lasts until the period ends. */
export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(billingEndpoints.cancel),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage })
      void queryClient.invalidateQueries({ queryKey: queryKeys.user })
    },
  })
}
