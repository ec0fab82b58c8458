/**
 * The signed-in user's billing history: the payments of every subscription they have had
 * (PayPal: GET /v1/billing/subscriptions/{id}/transactions), newest first, each with the plan it
 * was for. With the payment simulator these are the simulator's own payments, labelled
 * simulated: no money moved.
 */
import type { BillingHistoryResponse, BillingTransaction } from '@common/contracts/billing'
import { PAID_TIERS, type PaidTier } from '@common/enums'
import { and, eq } from 'drizzle-orm'
import { paypalOrders, type SessionUser } from '../../db/schema'
import { hasActiveSubscription, paypalSubscriptionIdOf } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './provider-access'
import type { PaymentProvider, ProviderTransaction } from './providers/payment-provider'

/** At most this many payments are listed (over four years of a monthly plan). */
const MAX_TRANSACTIONS = 50
const DAY_MS = 24 * 60 * 60 * 1000

/** A completed order: the subscription it started or changed, to which plan, and when. */
interface PlanOrder {
  subscriptionId: string
  tier: PaidTier
  completedAt: number
}

const isPaidTier = (tier: string): tier is PaidTier =>
  (PAID_TIERS as readonly string[]).includes(tier)

/**
 * The plan a payment of `subscriptionId` was for. A payment carries no plan at PayPal, so it is
 * read from this user's orders: the plan of the last order of that subscription completed before
 * the payment (a plan change applies from the next payment on), or, for the payment that
 * activated it (made before its order was completed here), the plan it was ordered on.
 */
function tierOfPayment(
  orders: readonly PlanOrder[],
  subscriptionId: string,
  time: string,
): PaidTier | null {
  const own = orders.filter((order) => order.subscriptionId === subscriptionId)
  const paidAt = Date.parse(time)
  return (own.findLast((order) => order.completedAt <= paidAt) ?? own[0])?.tier ?? null
}

export async function billingHistory(
  deps: BillingDeps,
  user: SessionUser,
): Promise<BillingHistoryResponse> {
  const provider = requireProvider(deps)
  const simulated = provider.kind === 'simulator'
  const rows = await deps.db
    .select({
      subscriptionId: paypalOrders.paypalOrderId,
      revises: paypalOrders.revisesSubscriptionId,
      tier: paypalOrders.subscriptionTier,
      createdAt: paypalOrders.createdAt,
      completedAt: paypalOrders.completedAt,
    })
    .from(paypalOrders)
    .where(and(eq(paypalOrders.userId, user.id), eq(paypalOrders.status, 'completed')))
  const orders: PlanOrder[] = rows
    .flatMap((row) =>
      isPaidTier(row.tier)
        ? [
            {
              subscriptionId: row.revises ?? row.subscriptionId,
              tier: row.tier,
              completedAt: (row.completedAt ?? row.createdAt).getTime(),
            },
          ]
        : [],
    )
    .sort((a, b) => a.completedAt - b.completedAt)
  const subscriptions = new Set(orders.map((order) => order.subscriptionId))
  const current = await paypalSubscriptionIdOf(deps.db, user.id)
  if (current) subscriptions.add(current)
  if (subscriptions.size === 0) return { simulated, nextBillingAt: null, transactions: [] }

  const first = Math.min(...rows.map((row) => row.createdAt.getTime()), Date.now())
  const range = { start: new Date(first - DAY_MS), end: new Date() }
  const [nextBillingAt, ...lists] = await Promise.all([
    nextBillingOf(provider, user, current),
    ...[...subscriptions].map(async (id) => {
      const listed: ProviderTransaction[] = await provider.listTransactions(id, range)
      return listed.map(
        (tx): BillingTransaction => ({ ...tx, tier: tierOfPayment(orders, id, tx.time) }),
      )
    }),
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
