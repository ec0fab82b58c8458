import {
  type CreateSubscriptionResponse,
  createSubscriptionRequest,
} from '@common/contracts/billing'
import type { PaidTier } from '@common/enums'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

/**
 * POST /api/paypal/create-subscription for a tier: the reply's approvalUrl is where the payer
 * approves the subscription (PayPal, or the local simulator); null means the tier is already
 * active.
 */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: async (tier: PaidTier) => {
      const body = createSubscriptionRequest.parse({ subscriptionId: `${tier}-monthly`, tier })
      const response = await apiRequest('POST', '/api/paypal/create-subscription', body)
      return (await response.json()) as CreateSubscriptionResponse
    },
  })
}
