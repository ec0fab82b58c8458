/**
 * Completing an order on the buyer's return. PayPal sends the buyer back with
 * `subscription_id`, `ba_token` and a `token` that is neither (and no PayerID); the simulator
 * does the same, and the spec's token + PayerID still work. The order is found by any of them,
 * among this user's orders only; the tier is granted only when the provider says the
 * subscription is ACTIVE, on the plan ordered, for this user. With user_action SUBSCRIBE_NOW
 * PayPal activates an approved subscription itself (activate would answer 422
 * SUBSCRIPTION_CANNOT_BE_ACTIVATED), so an APPROVED one is waited for briefly and otherwise left
 * 'pending' for the activation webhook. The browser's word for the tier is never used.
 */
import { BILLING_MESSAGES, type CompletionStatus } from '@common/contracts/billing'
import type { PaidTier } from '@common/enums'
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { type PaypalOrder, paypalOrders, type SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { BillingDeps } from './billing.deps'
import { fulfilOrder } from './order-fulfilment.service'
import { providerTime, requireProvider } from './provider-access'
import type { PaymentProvider, ProviderSubscription } from './providers/payment-provider'

/** What came back on the return URL. */
export interface ReturnParameters {
  token?: string
  payerId?: string
  subscriptionId?: string
  baToken?: string
}

const DEFAULT_WAIT = { attempts: 4, intervalMs: 750 }

/** This user's order the return parameters name; an open one first, then the newest. */
async function findReturnedOrder(
  deps: BillingDeps,
  user: SessionUser,
  input: ReturnParameters,
): Promise<PaypalOrder | undefined> {
  const ids = [input.subscriptionId, input.token].filter((v): v is string => Boolean(v))
  const tokens = [input.baToken, input.token].filter((v): v is string => Boolean(v))
  const matches = [
    ids.length > 0 ? inArray(paypalOrders.paypalOrderId, ids) : undefined,
    ids.length > 0 ? inArray(paypalOrders.revisesSubscriptionId, ids) : undefined,
    tokens.length > 0 ? inArray(paypalOrders.approvalToken, tokens) : undefined,
  ].filter((clause) => clause !== undefined)
  if (matches.length === 0) return undefined
  const [order] = await deps.db
    .select()
    .from(paypalOrders)
    .where(and(eq(paypalOrders.userId, user.id), or(...matches)))
    .orderBy(
      desc(sql`${paypalOrders.status} in ('creating', 'pending')`),
      desc(paypalOrders.createdAt),
    )
    .limit(1)
  return order
}

/** The subscription, waiting a little while the provider activates an APPROVED one. */
async function settledSubscription(
  deps: BillingDeps,
  provider: PaymentProvider,
  subscriptionId: string,
): Promise<ProviderSubscription> {
  const wait = deps.activationWait ?? DEFAULT_WAIT
  let sub = await provider.getSubscription(subscriptionId)
  for (let attempt = 1; sub.status === 'APPROVED' && attempt < wait.attempts; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, wait.intervalMs))
    sub = await provider.getSubscription(subscriptionId)
  }
  return sub
}

async function noteStatus(deps: BillingDeps, order: PaypalOrder, status: string) {
  await deps.db
    .update(paypalOrders)
    .set({ paypalOrderStatus: status })
    .where(eq(paypalOrders.id, order.id))
}

/**
 * Completes the order the buyer returned from. Idempotent: a completed order answers its tier
 * without asking the provider again. 'pending': approved, and the provider is still activating
 * it (the activation webhook grants it; asking again later answers 'active').
 */
export async function completeSubscription(
  deps: BillingDeps,
  user: SessionUser,
  input: ReturnParameters,
): Promise<{ tier: PaidTier; status: CompletionStatus }> {
  const provider = requireProvider(deps)
  const order = await findReturnedOrder(deps, user, input)
  if (!order) throw AppError.notFound('ORDER_NOT_FOUND', BILLING_MESSAGES.orderNotFound)
  const tier = order.subscriptionTier as PaidTier
  if (order.status === 'completed') return { tier, status: 'active' }
  if (order.status !== 'pending') {
    throw AppError.badRequest('ORDER_NOT_OPEN', BILLING_MESSAGES.orderNotFound)
  }

  const planChange = order.revisesSubscriptionId !== null
  const sub = await settledSubscription(
    deps,
    provider,
    order.revisesSubscriptionId ?? order.paypalOrderId,
  )
  const onPlan = sub.planId === provider.planIdFor(tier)
  if (sub.customId !== user.id || (!planChange && !onPlan)) {
    await deps.db
      .update(paypalOrders)
      .set({ status: 'rejected', paypalOrderStatus: sub.status })
      .where(eq(paypalOrders.id, order.id))
    deps.log.warn({ orderId: order.id }, 'subscription does not match its order: not granted')
    throw AppError.badRequest('ORDER_MISMATCH', BILLING_MESSAGES.mismatch)
  }
  await noteStatus(deps, order, sub.status)
  if (sub.status === 'APPROVED' || (planChange && sub.status === 'ACTIVE' && !onPlan)) {
    // Approved (or the plan change consented to) and not yet in force at the provider.
    return { tier, status: 'pending' }
  }
  if (sub.status !== 'ACTIVE') {
    throw new AppError('PAYMENT_NOT_APPROVED', BILLING_MESSAGES.notApproved, 402)
  }
  await fulfilOrder(deps, order, sub, providerTime(sub, new Date()))
  return { tier, status: 'active' }
}
