import { billingEndpoints } from '@common/api/endpoints/billing'
import { createSubscriptionRequest } from '@common/contracts/billing'
import type { PaidTier } from '@common/enums'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api'

/**
 * POST /api/paypal/create-subscription for a tier: the reply's approvalUrl is where the payer
 * approves the subscription (PayPal, or the local simulator); null means the tier is already
 * active.
 */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: async (tier: PaidTier) => {
      const body = createSubscriptionRequest.parse({ subscriptionId: `${tier}-monthly`, tier })
      return call(billingEndpoints.createSubscription, { body })
    },
  })
}
