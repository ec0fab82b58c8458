/**
 * Subscribing (spec section 4 and ARCHITECTURE.md "Subscription"): an order is created with the
 * provider, the browser approves it there, and on return the server asks the provider and
 * grants the tier only if the subscription is ACTIVE (activating an APPROVED one first), is for
 * the plan ordered and carries this user's id. The browser's word for the tier is never used.
 */
import { randomUUID } from 'node:crypto'
import { BILLING_MESSAGES } from '@common/contracts/billing'
import type { PaidTier } from '@common/enums'
import { findPlan } from '@common/plans'
import { and, eq, inArray, lt, or } from 'drizzle-orm'
import { isUniqueViolation } from '../../db/pg-errors'
import { type PaypalOrder, paypalOrders, type User } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { grantSubscription, hasActiveSubscription, setSubscriptionEndsAt } from '../accounts'
import type { BillingDeps } from './billing.deps'
import type { PaymentProvider, ProviderSubscription } from './providers/payment-provider'

/** PayPal's approval links stay valid for about three hours. */
const ORDER_TTL_MS = 3 * 60 * 60 * 1000

export function requireProvider(deps: BillingDeps): PaymentProvider {
  if (!deps.provider)
    throw new AppError('PAYMENTS_NOT_CONFIGURED', BILLING_MESSAGES.notAvailable, 503)
  return deps.provider
}

function approvalTokenOf(approvalUrl: string): string | null {
  try {
    const url = new URL(approvalUrl)
    return url.searchParams.get('ba_token') ?? url.searchParams.get('token')
  } catch {
    return null
  }
}

async function openOrder(
  deps: BillingDeps,
  userId: string,
  tier: PaidTier,
): Promise<PaypalOrder | undefined> {
  const [order] = await deps.db
    .select()
    .from(paypalOrders)
    .where(
      and(
        eq(paypalOrders.userId, userId),
        eq(paypalOrders.subscriptionTier, tier),
        inArray(paypalOrders.status, ['creating', 'pending']),
      ),
    )
  return order
}

/**
 * Starts a subscription and returns where to approve it; null when the user already has this
 * tier active. Parallel calls share one order and one provider subscription: the first claims
 * the open-order slot (a unique index), the others wait for its approval URL.
 */
export async function createSubscriptionOrder(
  deps: BillingDeps,
  user: User,
  tier: PaidTier,
): Promise<string | null> {
  const provider = requireProvider(deps)
  if (hasActiveSubscription(user) && user.subscriptionTier === tier) return null
  const plan = findPlan(tier)
  if (!plan) throw AppError.badRequest('UNKNOWN_PLAN', 'Unknown plan.')

  await deps.db
    .update(paypalOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(paypalOrders.userId, user.id),
        eq(paypalOrders.status, 'pending'),
        lt(paypalOrders.expiresAt, new Date()),
      ),
    )

  const orderId = randomUUID()
  try {
    await deps.db.insert(paypalOrders).values({
      id: orderId,
      paypalOrderId: `creating:${orderId}`,
      userId: user.id,
      subscriptionTier: tier,
      expectedAmount: plan.price.toFixed(2),
      status: 'creating',
      expiresAt: new Date(Date.now() + ORDER_TTL_MS),
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return waitForOpenOrder(deps, user.id, tier)
  }

  try {
    const created = await provider.createSubscription({
      tier,
      userId: user.id,
      requestId: orderId,
      returnUrl: `${deps.publicUrl}/subscription-success?tier=${tier}`,
      cancelUrl: `${deps.publicUrl}/subscription-cancelled`,
    })
    await deps.db
      .update(paypalOrders)
      .set({
        paypalOrderId: created.subscriptionId,
        approvalUrl: created.approvalUrl,
        approvalToken: approvalTokenOf(created.approvalUrl),
        paypalOrderStatus: created.status,
        status: 'pending',
      })
      .where(eq(paypalOrders.id, orderId))
    return created.approvalUrl
  } catch (error) {
    await deps.db.update(paypalOrders).set({ status: 'failed' }).where(eq(paypalOrders.id, orderId))
    deps.log.error({ err: error, tier }, 'the payment provider refused to create a subscription')
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      'PayPal could not start the subscription. Please try again in a moment.',
      502,
    )
  }
}

async function waitForOpenOrder(
  deps: BillingDeps,
  userId: string,
  tier: PaidTier,
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const order = await openOrder(deps, userId, tier)
    if (order?.status === 'pending' && order.approvalUrl) return order.approvalUrl
    if (!order) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw AppError.conflict('SUBSCRIPTION_IN_PROGRESS', BILLING_MESSAGES.inProgress)
}

function checkMatches(
  provider: PaymentProvider,
  order: PaypalOrder,
  user: User,
  sub: ProviderSubscription,
): boolean {
  return (
    sub.customId === user.id &&
    sub.planId === provider.planIdFor(order.subscriptionTier as PaidTier)
  )
}

/**
 * Completes an order on the buyer's return. Idempotent: a second completion of a completed
 * order answers the same tier without asking the provider again.
 */
export async function completeSubscription(
  deps: BillingDeps,
  user: User,
  input: { token: string; payerId: string },
): Promise<PaidTier> {
  const provider = requireProvider(deps)
  const [order] = await deps.db
    .select()
    .from(paypalOrders)
    .where(
      and(
        eq(paypalOrders.userId, user.id),
        or(
          eq(paypalOrders.paypalOrderId, input.token),
          eq(paypalOrders.approvalToken, input.token),
        ),
      ),
    )
  if (!order) throw AppError.notFound('ORDER_NOT_FOUND', BILLING_MESSAGES.orderNotFound)
  const tier = order.subscriptionTier as PaidTier
  if (order.status === 'completed') return tier
  if (order.status !== 'pending') {
    throw AppError.badRequest('ORDER_NOT_OPEN', BILLING_MESSAGES.orderNotFound)
  }

  let sub = await provider.getSubscription(order.paypalOrderId)
  if (!checkMatches(provider, order, user, sub)) {
    await deps.db
      .update(paypalOrders)
      .set({ status: 'rejected', paypalOrderStatus: sub.status })
      .where(eq(paypalOrders.id, order.id))
    deps.log.warn({ orderId: order.id }, 'subscription does not match its order: not granted')
    throw AppError.badRequest('ORDER_MISMATCH', BILLING_MESSAGES.mismatch)
  }
  if (sub.status === 'APPROVED') {
    await provider.activateSubscription(sub.id)
    sub = await provider.getSubscription(sub.id)
  }
  if (sub.status !== 'ACTIVE') {
    await deps.db
      .update(paypalOrders)
      .set({ paypalOrderStatus: sub.status })
      .where(eq(paypalOrders.id, order.id))
    throw new AppError('PAYMENT_NOT_APPROVED', BILLING_MESSAGES.notApproved, 402)
  }

  const previous = user.paypalSubscriptionId
  const granted = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(paypalOrders)
      .set({ status: 'completed', completedAt: new Date(), paypalOrderStatus: sub.status })
      .where(and(eq(paypalOrders.id, order.id), eq(paypalOrders.status, 'pending')))
      .returning({ id: paypalOrders.id })
    if (!done) return false
    await grantSubscription(tx, {
      userId: user.id,
      tier,
      subscriptionId: sub.id,
      customerId: sub.payerId ?? (input.payerId || null),
      at: 'now',
    })
    return true
  })
  if (granted && previous && previous !== sub.id) {
    // An upgrade or change of plan: the old subscription stops billing.
    await provider
      .cancelSubscription(previous, 'Replaced by a new plan')
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'could not cancel the replaced subscription')
      })
  }
  return tier
}

/** Cancels at the provider; access continues until the end of the paid period. */
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
  const endsAt = sub.nextBillingTime ? new Date(sub.nextBillingTime) : new Date()
  await setSubscriptionEndsAt(deps.db, user.id, endsAt)
  return endsAt
}
