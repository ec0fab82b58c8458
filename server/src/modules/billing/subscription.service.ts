/**
 * Starting a subscription (spec section 4 and ARCHITECTURE.md "Subscription"): an order is
 * created with the provider and the browser approves it there. A subscriber who changes plan
 * gets a plan change of the subscription they have (PayPal's revise, which the buyer consents
 * to) instead of a second subscription; only when that cannot be done is a new one made, and
 * the old one is then cancelled once the new one is paid (order-fulfilment.service.ts).
 */
import { randomUUID } from 'node:crypto'
import { BILLING_MESSAGES } from '@common/contracts/billing'
import type { PaidTier } from '@common/enums'
import { findPlan } from '@common/plans'
import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/pg-errors'
import { type PaypalOrder, paypalOrders, type SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { hasActiveSubscription, paypalSubscriptionIdOf } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './provider-access'
import { type PaymentProvider, PaymentProviderError } from './providers/payment-provider'

export { cancelSubscription } from './subscription-cancel.service'
export { completeSubscription } from './subscription-completion.service'

/** PayPal's approval links stay valid for about three hours. */
const ORDER_TTL_MS = 3 * 60 * 60 * 1000

/** The approval token on an approval link (PayPal's ba_token), if it has one. */
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

/** The live subscription a plan change can revise: active, not cancelled to its period's end. */
async function revisable(db: Db, user: SessionUser): Promise<string | null> {
  if (!hasActiveSubscription(user) || user.subscriptionEndsAt) return null
  return paypalSubscriptionIdOf(db, user.id)
}

/**
 * Starts a subscription or a plan change and returns where to approve it; null when the user
 * already has this tier active. Parallel calls share one order and one provider request: the
 * first claims the open-order slot (a unique index), the others wait for its approval URL.
 */
export async function createSubscriptionOrder(
  deps: BillingDeps,
  user: SessionUser,
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
  const revises = await revisable(deps.db, user)
  try {
    await deps.db.insert(paypalOrders).values({
      id: orderId,
      paypalOrderId: `creating:${orderId}`,
      userId: user.id,
      subscriptionTier: tier,
      expectedAmount: plan.price.toFixed(2),
      status: 'creating',
      expiresAt: new Date(Date.now() + ORDER_TTL_MS),
      revisesSubscriptionId: revises,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return waitForOpenOrder(deps, user.id, tier)
  }

  const returnUrl = `${deps.publicUrl}/subscription-success?tier=${tier}`
  const cancelUrl = `${deps.publicUrl}/subscription-cancelled`
  try {
    if (revises) {
      const revised = await reviseOrNull(deps, provider, {
        subscriptionId: revises,
        tier,
        requestId: orderId,
        returnUrl,
        cancelUrl,
      })
      if (revised) {
        const approvalToken = approvalTokenOf(revised.approvalUrl)
        await deps.db
          .update(paypalOrders)
          .set({
            paypalOrderId: approvalToken ?? `revise:${orderId}`,
            approvalUrl: revised.approvalUrl,
            approvalToken,
            paypalOrderStatus: 'ACTIVE',
            status: 'pending',
          })
          .where(eq(paypalOrders.id, orderId))
        return revised.approvalUrl
      }
    }
    const created = await provider.createSubscription({
      tier,
      userId: user.id,
      requestId: orderId,
      returnUrl,
      cancelUrl,
    })
    await deps.db
      .update(paypalOrders)
      .set({
        paypalOrderId: created.subscriptionId,
        approvalUrl: created.approvalUrl,
        approvalToken: approvalTokenOf(created.approvalUrl),
        paypalOrderStatus: created.status,
        revisesSubscriptionId: null,
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

/**
 * A plan change of the live subscription, or null when the provider will not revise it (422:
 * the subscription is not active there any more, the plans are of different products...): a new
 * subscription is made instead and the old one cancelled once the new one is paid.
 */
async function reviseOrNull(
  deps: BillingDeps,
  provider: PaymentProvider,
  input: Parameters<PaymentProvider['reviseSubscription']>[0],
): Promise<{ approvalUrl: string } | null> {
  try {
    return await provider.reviseSubscription(input)
  } catch (error) {
    if (error instanceof PaymentProviderError && error.providerStatus === 422) {
      deps.log.info(
        { subscriptionId: input.subscriptionId, reason: error.message },
        'the provider will not revise this subscription; a new one replaces it',
      )
      return null
    }
    throw error
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
