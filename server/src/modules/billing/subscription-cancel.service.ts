/**
 * Cancelling from the product (My Account): the provider cancels, and access lasts to the end
 * of the period paid for, exactly as when the buyer cancels in their PayPal account (the
 * webhook applies the same rule, webhook-events.service.ts).
 */
import { BILLING_MESSAGES } from '@common/contracts/billing'
import type { User } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { hasActiveSubscription, setSubscriptionEndsAt } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { paidThrough, requireProvider } from './provider-access'

/** Cancels at the provider; returns when access ends (now, when nothing paid runs on). */
export async function cancelSubscription(deps: BillingDeps, user: User): Promise<Date> {
  const provider = requireProvider(deps)
  if (!hasActiveSubscription(user) || !user.paypalSubscriptionId) {
    throw AppError.badRequest('NO_ACTIVE_SUBSCRIPTION', BILLING_MESSAGES.noSubscription)
  }
  if (user.subscriptionEndsAt) {
    throw AppError.badRequest(
      'SUBSCRIPTION_ALREADY_CANCELLED',
      BILLING_MESSAGES.alreadyCancelled(user.subscriptionEndsAt.toISOString().slice(0, 10)),
    )
  }
  const sub = await provider.getSubscription(user.paypalSubscriptionId)
  await provider.cancelSubscription(user.paypalSubscriptionId, 'Cancelled by the customer')
  const endsAt = paidThrough(sub) ?? new Date()
  await setSubscriptionEndsAt(deps.db, user.id, endsAt)
  return endsAt
}
