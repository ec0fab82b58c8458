/**
 * What each provider event means for a subscriber (PayPal's Subscriptions webhooks). Events
 * are ordered by the provider's own times: one created before the last fact applied to the
 * user changes nothing, whatever order they arrive in, and nothing compares them with this
 * server's clock. A status the provider asserts is checked with the provider first.
 *
 * - ACTIVATED, RE-ACTIVATED, PAYMENT.SALE.COMPLETED: active (or, for an order whose buyer never
 *   came back to the success page, the order is fulfilled; for an account deleted before its
 *   buyer approved at PayPal, the subscription is cancelled there).
 * - UPDATED: the subscription's plan decides the tier (a consented plan change).
 * - CANCELLED: access lasts to the end of the paid period, wherever the cancel was made.
 * - SUSPENDED, PAYMENT.FAILED, PAYMENT.SALE.DENIED: suspended; EXPIRED: expired.
 * - PAYMENT.SALE.REFUNDED (in full) and PAYMENT.SALE.REVERSED (a chargeback): access ends now
 *   and the subscription is cancelled at the provider, so it bills no more.
 */
import type { PaidTier } from '@common/enums'
import { findPlan } from '@common/plans'
import { and, eq } from 'drizzle-orm'
import {
  type PaymentWebhookEvent,
  paymentWebhookEvents,
  paypalOrders,
  type SessionUser,
} from '../../db/schema'
import {
  findUserBySubscriptionId,
  grantSubscription,
  markSubscriptionEvent,
  setSubscriptionEndsAt,
  setSubscriptionStatus,
} from '../accounts'
import type { BillingDeps } from './billing.deps'
import { fulfilOrder } from './order-fulfilment.service'
import { cancelIfAccountDeleted } from './orphan-subscription.service'
import { paidThrough, requireProvider } from './provider-access'
import { kickCancellation, scheduleCancellation } from './provider-cancellations.service'

const CONFIRMING = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'PAYMENT.SALE.COMPLETED',
])
const ENDING_STATUS: Record<string, string> = {
  'BILLING.SUBSCRIPTION.SUSPENDED': 'suspended',
  'BILLING.SUBSCRIPTION.EXPIRED': 'expired',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'suspended',
  'PAYMENT.SALE.DENIED': 'suspended',
}
const CLAWBACKS: Record<string, string> = {
  'PAYMENT.SALE.REFUNDED': 'Payment refunded',
  'PAYMENT.SALE.REVERSED': 'Payment reversed (chargeback)',
}

/** The stored events of a sale (completed, refunded, reversed): what we know of it. */
async function storedSaleEvents(deps: BillingDeps, saleId: string) {
  return deps.db
    .select({
      eventType: paymentWebhookEvents.eventType,
      subscriptionId: paymentWebhookEvents.subscriptionId,
      amount: paymentWebhookEvents.amount,
    })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.saleId, saleId))
}

/** The subscription an event is about; a refund names only its sale, stored with the sale. */
async function subscriptionOf(deps: BillingDeps, event: PaymentWebhookEvent) {
  if (event.subscriptionId) return event.subscriptionId
  if (!event.saleId) return null
  const stored = await storedSaleEvents(deps, event.saleId)
  return stored.find((sale) => sale.subscriptionId)?.subscriptionId ?? null
}

/** Applies one claimed event; returns what it did. */
export async function applyEvent(deps: BillingDeps, event: PaymentWebhookEvent): Promise<string> {
  const subscriptionId = await subscriptionOf(deps, event)
  if (!subscriptionId) return 'ignored: not about a known subscription'
  const at = event.eventCreatedAt
  const user = await findUserBySubscriptionId(deps.db, subscriptionId)
  if (!user) {
    if (CONFIRMING.has(event.eventType) || event.eventType === 'BILLING.SUBSCRIPTION.UPDATED') {
      return grantFromOpenOrder(deps, subscriptionId, at)
    }
    return 'ignored: no user on this subscription'
  }
  if (user.subscriptionEventAt && at <= user.subscriptionEventAt) {
    return 'ignored: older than the last event applied'
  }
  if (CONFIRMING.has(event.eventType)) return confirmActive(deps, user, subscriptionId, at)
  if (event.eventType === 'BILLING.SUBSCRIPTION.UPDATED') {
    return followPlan(deps, user, subscriptionId, at)
  }
  if (event.eventType === 'BILLING.SUBSCRIPTION.CANCELLED') {
    return cancelled(deps, user, subscriptionId, at)
  }
  const clawback = CLAWBACKS[event.eventType]
  if (clawback) return clawBack(deps, user, event, subscriptionId, clawback)
  const ending = ENDING_STATUS[event.eventType]
  if (!ending) return `ignored: ${event.eventType}`
  const set = await setSubscriptionStatus(deps.db, user.id, ending, at)
  return set ? ending : 'ignored: a newer event was applied meanwhile'
}

async function confirmActive(
  deps: BillingDeps,
  user: SessionUser,
  subscriptionId: string,
  at: Date,
) {
  const sub = await requireProvider(deps).getSubscription(subscriptionId)
  if (sub.status !== 'ACTIVE') return `ignored: provider says ${sub.status}`
  if (user.subscriptionStatus === 'active') {
    await markSubscriptionEvent(deps.db, user.id, at)
    return 'active'
  }
  const set = await setSubscriptionStatus(deps.db, user.id, 'active', at)
  return set ? 'active' : 'ignored: a newer event was applied meanwhile'
}

/** A plan change consented to at the provider: the tier follows the subscription's plan. */
async function followPlan(deps: BillingDeps, user: SessionUser, subscriptionId: string, at: Date) {
  const provider = requireProvider(deps)
  const sub = await provider.getSubscription(subscriptionId)
  const tier = provider.tierForPlan(sub.planId)
  if (sub.status !== 'ACTIVE' || !tier)
    return `ignored: provider says ${sub.status} on ${sub.planId}`
  const [order] = await deps.db
    .select()
    .from(paypalOrders)
    .where(
      and(
        eq(paypalOrders.revisesSubscriptionId, subscriptionId),
        eq(paypalOrders.subscriptionTier, tier),
        eq(paypalOrders.status, 'pending'),
      ),
    )
  if (order) {
    await fulfilOrder(deps, order, sub, at)
    return `plan changed to ${tier}`
  }
  if (tier === user.subscriptionTier) {
    await markSubscriptionEvent(deps.db, user.id, at)
    return `unchanged: ${tier}`
  }
  await grantSubscription(deps.db, {
    userId: user.id,
    tier,
    subscriptionId,
    customerId: sub.payerId,
    at,
  })
  return `plan changed to ${tier}`
}

/** Cancelled, in the product or in the buyer's PayPal account: access runs to the paid end. */
async function cancelled(deps: BillingDeps, user: SessionUser, subscriptionId: string, at: Date) {
  if (user.subscriptionStatus !== 'active' || user.subscriptionEndsAt) {
    await markSubscriptionEvent(deps.db, user.id, at)
    const until = user.subscriptionEndsAt?.toISOString()
    return until ? `cancelled; access until ${until}` : 'cancelled; access had ended'
  }
  const sub = await requireProvider(deps).getSubscription(subscriptionId)
  const paidUntil = paidThrough(sub)
  if (paidUntil) {
    await setSubscriptionEndsAt(deps.db, user.id, paidUntil, at)
    return `cancelled; access until ${paidUntil.toISOString()}`
  }
  const set = await setSubscriptionStatus(deps.db, user.id, 'cancelled', at)
  return set ? 'cancelled' : 'ignored: a newer event was applied meanwhile'
}

/** The amount a sale was for, from its stored PAYMENT.SALE.COMPLETED event or the plan. */
async function saleAmount(deps: BillingDeps, event: PaymentWebhookEvent, user: SessionUser) {
  if (event.saleId) {
    const stored = await storedSaleEvents(deps, event.saleId)
    const sale = stored.find((found) => found.eventType === 'PAYMENT.SALE.COMPLETED')
    if (sale?.amount) return Number(sale.amount)
  }
  return findPlan(user.subscriptionTier)?.price ?? 0
}

/** A refund in full or a chargeback: the period is no longer paid for. */
async function clawBack(
  deps: BillingDeps,
  user: SessionUser,
  event: PaymentWebhookEvent,
  subscriptionId: string,
  reason: string,
) {
  if (event.eventType === 'PAYMENT.SALE.REFUNDED') {
    const refunded = Number(event.amount ?? Number.NaN)
    const paid = await saleAmount(deps, event, user)
    if (Number.isFinite(refunded) && refunded < paid) {
      await markSubscriptionEvent(deps.db, user.id, event.eventCreatedAt)
      return `partial refund of ${refunded} (of ${paid}): access unchanged`
    }
  }
  const set = await setSubscriptionStatus(deps.db, user.id, 'cancelled', event.eventCreatedAt)
  if (!set) return 'ignored: a newer event was applied meanwhile'
  await scheduleCancellation(deps.db, { subscriptionId, userId: user.id, reason })
  await kickCancellation(deps, subscriptionId)
  return `${reason}: access ended`
}

/** An activation (or payment) for an order whose buyer did not come back to the success page. */
async function grantFromOpenOrder(deps: BillingDeps, subscriptionId: string, at: Date) {
  const provider = requireProvider(deps)
  const [order] = await deps.db
    .select()
    .from(paypalOrders)
    .where(and(eq(paypalOrders.paypalOrderId, subscriptionId), eq(paypalOrders.status, 'pending')))
  if (!order) {
    const cancelled = await cancelIfAccountDeleted(deps, subscriptionId)
    return cancelled ?? 'ignored: no open order for this subscription'
  }
  const sub = await provider.getSubscription(subscriptionId)
  const tier = order.subscriptionTier as PaidTier
  if (
    sub.status !== 'ACTIVE' ||
    sub.customId !== order.userId ||
    sub.planId !== provider.planIdFor(tier)
  ) {
    return `ignored: provider says ${sub.status} for another plan or user`
  }
  await fulfilOrder(deps, order, sub, at)
  return `granted ${tier}`
}
