/**
 * Provider webhooks keep a subscription's status true after sign-up (suspended, cancelled,
 * expired, payment failed; or activated when the buyer never came back to the success page).
 * A delivery is verified with the provider, stored once per event id, and applied by a job in
 * an order-safe way: an event older than the last one applied changes nothing, and an
 * activation is believed only when the provider confirms the subscription is ACTIVE.
 */
import type { PaidTier } from '@common/enums'
import { and, eq } from 'drizzle-orm'
import { type PaymentWebhookEvent, paymentWebhookEvents, paypalOrders } from '../../db/schema'
import { AppError } from '../../http/app-error'
import {
  findUserBySubscriptionId,
  grantSubscription,
  markSubscriptionEvent,
  setSubscriptionStatus,
} from '../accounts'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './subscription.service'

const ENDING_STATUS: Record<string, string> = {
  'BILLING.SUBSCRIPTION.SUSPENDED': 'suspended',
  'BILLING.SUBSCRIPTION.EXPIRED': 'expired',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'suspended',
  'PAYMENT.SALE.DENIED': 'suspended',
  'BILLING.SUBSCRIPTION.CANCELLED': 'cancelled',
}
const CONFIRMING = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'PAYMENT.SALE.COMPLETED',
])

export const APPLY_WEBHOOK_JOB = 'billing.apply-webhook-event'

/** Verifies and stores a delivery; returns the event id when it is new (to be applied). */
export async function receiveWebhook(
  deps: BillingDeps,
  input: { headers: Record<string, string | string[] | undefined>; rawBody: string },
): Promise<string | null> {
  const provider = requireProvider(deps)
  const event = await provider.verifyWebhook(input)
  if (!event)
    throw new AppError(
      'INVALID_WEBHOOK_SIGNATURE',
      'The webhook signature could not be verified.',
      400,
    )
  const inserted = await deps.db
    .insert(paymentWebhookEvents)
    .values({
      eventId: event.id,
      eventType: event.eventType,
      subscriptionId: event.subscriptionId,
      eventCreatedAt: new Date(event.createTime),
      payload: event.resource,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId })
  return inserted[0]?.eventId ?? null
}

async function finish(deps: BillingDeps, eventId: string, outcome: string): Promise<string> {
  await deps.db
    .update(paymentWebhookEvents)
    .set({ processedAt: new Date(), outcome })
    .where(eq(paymentWebhookEvents.eventId, eventId))
  return outcome
}

/** Applies one stored event; safe to run twice. Returns what it did, for the log. */
export async function applyWebhookEvent(deps: BillingDeps, eventId: string): Promise<string> {
  const [event] = await deps.db
    .select()
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId))
  if (!event) return 'unknown event'
  if (event.processedAt) return event.outcome ?? 'already applied'
  if (!event.subscriptionId) return finish(deps, eventId, 'ignored: not about a subscription')
  const provider = requireProvider(deps)

  const user = await findUserBySubscriptionId(deps.db, event.subscriptionId)
  if (!user) {
    if (CONFIRMING.has(event.eventType))
      return finish(deps, eventId, await grantFromOpenOrder(deps, event))
    return finish(deps, eventId, 'ignored: no user on this subscription')
  }
  if (user.subscriptionEventAt && event.eventCreatedAt <= user.subscriptionEventAt) {
    return finish(deps, eventId, 'ignored: older than the last event applied')
  }

  if (CONFIRMING.has(event.eventType)) {
    const sub = await provider.getSubscription(event.subscriptionId)
    if (sub.status !== 'ACTIVE')
      return finish(deps, eventId, `ignored: provider says ${sub.status}`)
    await setSubscriptionStatus(deps.db, user.id, 'active', event.eventCreatedAt)
    return finish(deps, eventId, 'active')
  }

  const ending = ENDING_STATUS[event.eventType]
  if (!ending) return finish(deps, eventId, `ignored: ${event.eventType}`)
  const paidUntil = user.subscriptionEndsAt
  if (ending === 'cancelled' && paidUntil && paidUntil > new Date()) {
    // Cancelled from the product: access lasts to the end of the paid period.
    await markSubscriptionEvent(deps.db, user.id, event.eventCreatedAt)
    return finish(deps, eventId, `cancelled; access until ${paidUntil.toISOString()}`)
  }
  await setSubscriptionStatus(deps.db, user.id, ending, event.eventCreatedAt)
  return finish(deps, eventId, ending)
}

/** An activation for an order whose buyer did not come back to the success page. */
async function grantFromOpenOrder(deps: BillingDeps, event: PaymentWebhookEvent): Promise<string> {
  const provider = requireProvider(deps)
  const subscriptionId = event.subscriptionId!
  const [order] = await deps.db
    .select()
    .from(paypalOrders)
    .where(and(eq(paypalOrders.paypalOrderId, subscriptionId), eq(paypalOrders.status, 'pending')))
  if (!order) return 'ignored: no open order for this subscription'
  const sub = await provider.getSubscription(subscriptionId)
  const tier = order.subscriptionTier as PaidTier
  if (
    sub.status !== 'ACTIVE' ||
    sub.customId !== order.userId ||
    sub.planId !== provider.planIdFor(tier)
  ) {
    return `ignored: provider says ${sub.status} for another plan or user`
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(paypalOrders)
      .set({ status: 'completed', completedAt: new Date(), paypalOrderStatus: sub.status })
      .where(eq(paypalOrders.id, order.id))
    await grantSubscription(tx, {
      userId: order.userId,
      tier,
      subscriptionId,
      customerId: sub.payerId,
      at: event.eventCreatedAt,
    })
  })
  return `granted ${tier}`
}
