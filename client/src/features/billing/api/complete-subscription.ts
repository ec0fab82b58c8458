import type {
  CompleteSubscriptionRequest,
  CompleteSubscriptionResponse,
} from '@common/contracts/billing'
import type { QueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { oncePerKey } from '../lib/subscription-return'
import { USAGE_QUERY_KEY } from './get-usage'

/** The queries a new plan changes: the user (tier, status), the trial status and the usage. */
const QUERIES_A_PLAN_CHANGES = [['/api/user'], ['/api/trial/status'], USAGE_QUERY_KEY] as const

const sendCompletion = oncePerKey(
  (input: CompleteSubscriptionRequest) => `${input.token}\n${input.payerId}`,
  async (input: CompleteSubscriptionRequest) => {
    const response = await apiRequest('POST', '/api/paypal/complete-subscription', input)
    return (await response.json()) as CompleteSubscriptionResponse
  },
)

/**
 * POST /api/paypal/complete-subscription with the token and payer id PayPal returned, at most
 * once per token however often the page's effect runs; on success the cached user, trial
 * status and usage are refetched, so the dashboard shows the new plan.
 */
export async function completeSubscription(
  queryClient: QueryClient,
  input: CompleteSubscriptionRequest,
): Promise<CompleteSubscriptionResponse> {
  const reply = await sendCompletion(input)
  await Promise.all(
    QUERIES_A_PLAN_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
  return reply
}
