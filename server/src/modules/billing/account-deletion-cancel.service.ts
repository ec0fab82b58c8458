/**
 * Before an account is deleted (docs/decisions/0028): every provider subscription of the user
 * that may still bill is cancelled at the provider, the current one and any replaced one still
 * waiting for its cancellation. A failure throws (PaymentProviderError, or 503 when payments are
 * off but a subscription exists) and the account is not deleted: no one is billed for an
 * account that no longer exists. Cancelling one already cancelled or expired is not an error.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { type SessionUser, subscriptionCancellations } from '../../db/schema'
import { paypalSubscriptionIdOf } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './provider-access'

const REASON = 'Account deleted by the customer'

export async function cancelSubscriptionsForAccountDeletion(
  deps: BillingDeps,
  user: SessionUser,
): Promise<number> {
  const waiting = await deps.db
    .select({ id: subscriptionCancellations.subscriptionId })
    .from(subscriptionCancellations)
    .where(
      and(eq(subscriptionCancellations.userId, user.id), isNull(subscriptionCancellations.doneAt)),
    )
  const ids = new Set(waiting.map((row) => row.id))
  const current = await paypalSubscriptionIdOf(deps.db, user.id)
  if (current) ids.add(current)
  if (ids.size === 0) return 0
  const provider = requireProvider(deps)
  for (const id of ids) await provider.cancelSubscription(id, REASON)
  deps.log.info({ userId: user.id, subscriptions: ids.size }, 'cancelled for account deletion')
  return ids.size
}
