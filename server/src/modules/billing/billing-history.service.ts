/**
 * The signed-in user's billing history: the payments of every subscription they have had
 * (PayPal: GET /v1/billing/subscriptions/{id}/transactions), newest first. With the payment
 * simulator these are the simulator's own payments, labelled simulated: no money moved.
 */
import type { BillingHistoryResponse } from '@common/contracts/billing'
import { and, eq } from 'drizzle-orm'
import { paypalOrders, type SessionUser } from '../../db/schema'
import { hasActiveSubscription, paypalSubscriptionIdOf } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './provider-access'
import type { PaymentProvider } from './providers/payment-provider'

/** At most this many payments are listed (over four years of a monthly plan). */
const MAX_TRANSACTIONS = 50
const DAY_MS = 24 * 60 * 60 * 1000

export async function billingHistory(
  deps: BillingDeps,
  user: SessionUser,
): Promise<BillingHistoryResponse> {
  const provider = requireProvider(deps)
  const simulated = provider.kind === 'simulator'
  const orders = await deps.db
    .select({
      subscriptionId: paypalOrders.paypalOrderId,
      revises: paypalOrders.revisesSubscriptionId,
      createdAt: paypalOrders.createdAt,
    })
    .from(paypalOrders)
    .where(and(eq(paypalOrders.userId, user.id), eq(paypalOrders.status, 'completed')))
  const subscriptions = new Set(orders.map((order) => order.revises ?? order.subscriptionId))
  const current = await paypalSubscriptionIdOf(deps.db, user.id)
  if (current) subscriptions.add(current)
  if (subscriptions.size === 0) return { simulated, nextBillingAt: null, transactions: [] }

  const first = Math.min(...orders.map((order) => order.createdAt.getTime()), Date.now())
  const range = { start: new Date(first - DAY_MS), end: new Date() }
  const [nextBillingAt, ...lists] = await Promise.all([
    nextBillingOf(provider, user, current),
    ...[...subscriptions].map((id) => provider.listTransactions(id, range)),
  ])
  const transactions = lists
    .flat()
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .slice(0, MAX_TRANSACTIONS)
  return { simulated, nextBillingAt, transactions }
}

/** The running subscription's next billing time; null when it is cancelled or none runs. */
async function nextBillingOf(
  provider: PaymentProvider,
  user: SessionUser,
  subscriptionId: string | null,
): Promise<string | null> {
  if (!subscriptionId || !hasActiveSubscription(user) || user.subscriptionEndsAt) return null
  const subscription = await provider.getSubscription(subscriptionId)
  return subscription.status === 'ACTIVE' ? subscription.nextBillingTime : null
}
