/**
 * A subscription that becomes active at the provider for an account that no longer exists: the
 * buyer opened PayPal's approve page, the account was deleted (which cancels what PayPal lets be
 * cancelled, but an APPROVAL_PENDING subscription cannot be: PayPal's cancel answers 422
 * SUBSCRIPTION_STATUS_INVALID), and then they approved it. Nobody could use what it bills for,
 * so it is cancelled at the provider as soon as its activation is heard of. Only one of our
 * plans whose custom_id names no user is cancelled; anything else is left alone.
 */
import { PAID_TIERS } from '@common/enums'
import { findUserById } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './provider-access'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const ORPHAN_CANCEL_REASON = 'The account this subscription was for has been deleted.'

export async function cancelIfAccountDeleted(
  deps: BillingDeps,
  subscriptionId: string,
): Promise<string | null> {
  const provider = requireProvider(deps)
  const sub = await provider.getSubscription(subscriptionId)
  if (sub.status !== 'ACTIVE' && sub.status !== 'SUSPENDED') return null
  const ours = PAID_TIERS.some((tier) => provider.planIdFor(tier) === sub.planId)
  if (!ours || !sub.customId || !UUID.test(sub.customId)) return null
  if (await findUserById(deps.db, sub.customId)) return null
  await provider.cancelSubscription(subscriptionId, ORPHAN_CANCEL_REASON)
  deps.log.warn({ subscriptionId, userId: sub.customId }, 'cancelled: its account was deleted')
  return 'cancelled: its account was deleted'
}
