import { billingEndpoints } from '@common/api/endpoints/billing'
import type {
  CompleteSubscriptionRequest,
  CompleteSubscriptionResponse,
} from '@common/contracts/billing'
import type { QueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { oncePerKey } from '../lib/subscription-return'

/** The queries a new plan changes: the user (tier, status), the trial status and the usage. */
const QUERIES_A_PLAN_CHANGES = [queryKeys.user, queryKeys.trialStatus, queryKeys.usage]

const sendCompletion = oncePerKey(
  (input: CompleteSubscriptionRequest) =>
    [input.token, input.payerId, input.subscriptionId, input.baToken].join('\n'),
  (input: CompleteSubscriptionRequest) =>
    call(billingEndpoints.completeSubscription, { body: input }),
  // 'pending' (202): PayPal is still activating it; the page asks again.
  (reply) => reply.status === 'active',
)

/**
 * POST /api/paypal/complete-subscription with what PayPal returned, at most once per return
 * however often the page's effect runs (again only after a 'pending' answer); once active, the
 * cached user, trial status and usage are refetched, so the dashboard shows the new plan.
 */
export async function completeSubscription(
  queryClient: QueryClient,
  input: CompleteSubscriptionRequest,
): Promise<CompleteSubscriptionResponse> {
  const reply = await sendCompletion(input)
  if (reply.status === 'active') {
    await Promise.all(
      QUERIES_A_PLAN_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
  }
  return reply
}
