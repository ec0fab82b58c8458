/**
 * Cancelling from the product (My Account): the provider cancels, and access lasts to the end
 * of the period paid for, exactly as when the buyer cancels in their PayPal account (the
 * webhook applies the same rule, webhook-events.service.ts).
 */
import { BILLING_MESSAGES } from '@common/contracts/billing'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { hasActiveSubscription, paypalSubscriptionIdOf, setSubscriptionEndsAt } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { paidThrough, requireProvider } from './provider-access'

/** Cancels at the provider; returns when access ends (now, when nothing paid runs on). */
export async function cancelSubscription(deps: BillingDeps, user: SessionUser): Promise<Date> {
  const provider = requireProvider(deps)
  const subscriptionId = hasActiveSubscription(user)
    ? await paypalSubscriptionIdOf(deps.db, user.id)
    : null
  if (!subscriptionId) {
    throw AppError.badRequest('NO_ACTIVE_SUBSCRIPTION', BILLING_MESSAGES.noSubscription)
  }
  if (user.subscriptionEndsAt) {
    throw AppError.badRequest(
      'SUBSCRIPTION_ALREADY_CANCELLED',
      BILLING_MESSAGES.alreadyCancelled(user.subscriptionEndsAt.toISOString().slice(0, 10)),
    )
  }
  const sub = await provider.getSubscription(subscriptionId)
  await provider.cancelSubscription(subscriptionId, 'Cancelled by the customer')
  const endsAt = paidThrough(sub) ?? new Date()
  await setSubscriptionEndsAt(deps.db, user.id, endsAt)
  return endsAt
}
