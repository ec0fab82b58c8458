/**
 * Fulfilling a paid order: the one place a tier is granted for an order, whether the buyer
 * came back to the success page or the provider's webhook said so first. In one transaction the
 * order is completed (once: a conditional update), the tier granted through accounts, and, when
 * the order replaced another provider subscription instead of revising it, that one is put on
 * the list to cancel, so the buyer never pays for two.
 */
import type { PaidTier } from '@common/enums'
import { and, eq } from 'drizzle-orm'
import { type PaypalOrder, paypalOrders } from '../../db/schema'
import { grantSubscription } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { kickCancellation, scheduleCancellation } from './provider-cancellations.service'
import type { ProviderSubscription } from './providers/payment-provider'

/** Completes a pending order with the subscription the provider confirmed; false if done before. */
export async function fulfilOrder(
  deps: BillingDeps,
  order: PaypalOrder,
  sub: ProviderSubscription,
  at: Date,
): Promise<boolean> {
  const tier = order.subscriptionTier as PaidTier
  const replaced = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(paypalOrders)
      .set({ status: 'completed', completedAt: new Date(), paypalOrderStatus: sub.status })
      .where(and(eq(paypalOrders.id, order.id), eq(paypalOrders.status, 'pending')))
      .returning({ id: paypalOrders.id })
    if (!done) return { granted: false, previous: null }
    const { previousSubscriptionId: previous } = await grantSubscription(tx, {
      userId: order.userId,
      tier,
      subscriptionId: sub.id,
      customerId: sub.payerId,
      at,
    })
    if (previous && previous !== sub.id) {
      await scheduleCancellation(tx, {
        subscriptionId: previous,
        userId: order.userId,
        reason: `Replaced by the ${tier} plan`,
      })
      return { granted: true, previous }
    }
    return { granted: true, previous: null }
  })
  if (replaced.previous) await kickCancellation(deps, replaced.previous)
  return replaced.granted
}
