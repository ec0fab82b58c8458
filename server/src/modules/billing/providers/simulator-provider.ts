/**
 * The local payment simulator (PAYMENTS=simulator, the default without PayPal settings): the
 * life cycle of a PayPal subscription, kept in `simulated_subscriptions`, with an approval page
 * served by this app that says plainly that it is a test and no money moves. It behaves as
 * PayPal does with user_action SUBSCRIBE_NOW: approving activates the subscription (the
 * simulator standing in for PayPal), the approval link carries a ba_token, and the payer comes
 * back with subscription_id, ba_token and token. Its payments are simulated: one of the plan's
 * price when it is activated and one each month after, until it is cancelled; after a change of
 * plan the next payments are the new plan's price, and the earlier ones keep theirs (PayPal: "The
 * new price is effective starting on the next billing cycle").
 */
import { randomBytes } from 'node:crypto'
import type { PaidTier } from '@common/enums'
import { findPlan } from '@common/plans'
import { eq, or } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type SimulatedSubscription, simulatedSubscriptions } from '../../../db/schema'
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  type ProviderTransaction,
} from './payment-provider'

export const SIMULATOR_CHECKOUT_PATH = '/api/billing/simulator/checkout'

export interface SimulatorProvider extends PaymentProvider {
  /** The approval page's buttons: the payer approves (a subscription or a plan change) or cancels. */
  approve(baToken: string): Promise<SimulatedSubscription>
  decline(baToken: string): Promise<SimulatedSubscription>
  /** The subscription an approval token belongs to, and whether it is a plan change. */
  find(baToken: string): Promise<{ row: SimulatedSubscription; planChange: boolean } | null>
}

const token = (prefix: string, bytes: number) =>
  `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`

function addMonths(date: Date, months: number): Date {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}

/** The simulated payments: at activation and monthly after it, up to `until`. */
function paymentTimes(row: SimulatedSubscription, until: Date): Date[] {
  if (!row.activatedAt) return []
  const last = row.cancelledAt && row.cancelledAt < until ? row.cancelledAt : until
  const times: Date[] = []
  for (let k = 0; addMonths(row.activatedAt, k) <= last && k < 600; k++) {
    times.push(addMonths(row.activatedAt, k))
  }
  return times
}

const planIdFor = (tier: PaidTier) => `SIM-PLAN-${tier.toUpperCase()}`
const tierOfPlan = (planId: string) => findPlan(planId.replace('SIM-PLAN-', '').toLowerCase())

/**
 * The plan a payment made at `time` was for: the earlier plan in force then, if a change of plan
 * came after it, else the plan the subscription is on. As with PayPal's revise, a new plan's
 * price applies from the first payment after the change; the payments before keep theirs.
 */
function planAt(row: SimulatedSubscription, time: Date): string {
  return row.earlierPlans.find((earlier) => time < new Date(earlier.until))?.planId ?? row.planId
}

function toProvider(row: SimulatedSubscription): ProviderSubscription {
  const payments = paymentTimes(row, new Date())
  const last = payments.at(-1) ?? null
  const paying = row.status === 'ACTIVE' || row.status === 'SUSPENDED'
  return {
    id: row.id,
    status: row.status as ProviderSubscriptionStatus,
    planId: row.planId,
    customId: row.customId,
    payerId: row.payerId,
    nextBillingTime: paying && last ? addMonths(last, 1).toISOString() : null,
    lastPaymentTime: last?.toISOString() ?? null,
    statusUpdateTime: row.updatedAt.toISOString(),
  }
}

export function createSimulatorProvider(options: { db: Db; publicUrl: string }): SimulatorProvider {
  const { db } = options

  async function load(id: string): Promise<SimulatedSubscription> {
    const [row] = await db
      .select()
      .from(simulatedSubscriptions)
      .where(eq(simulatedSubscriptions.id, id))
    if (!row)
      throw new PaymentProviderError(`Subscription ${id} does not exist`, 404, 'RESOURCE_NOT_FOUND')
    return row
  }

  async function find(baToken: string) {
    const [row] = await db
      .select()
      .from(simulatedSubscriptions)
      .where(
        or(
          eq(simulatedSubscriptions.baToken, baToken),
          eq(simulatedSubscriptions.pendingBaToken, baToken),
        ),
      )
    return row ? { row, planChange: row.pendingBaToken === baToken } : null
  }

  function refuse(row: SimulatedSubscription, expected: string): never {
    throw new PaymentProviderError(
      `Subscription ${row.id} is ${row.status}, not ${expected}`,
      422,
      'UNPROCESSABLE_ENTITY',
    )
  }

  async function update(id: string, values: Partial<SimulatedSubscription>) {
    const [updated] = await db
      .update(simulatedSubscriptions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(simulatedSubscriptions.id, id))
      .returning()
    if (!updated) throw new PaymentProviderError(`Subscription ${id} does not exist`, 404)
    return updated
  }

  async function byToken(baToken: string) {
    const found = await find(baToken)
    if (!found) {
      throw new PaymentProviderError(`No checkout ${baToken}`, 404, 'RESOURCE_NOT_FOUND')
    }
    return found
  }

  return {
    kind: 'simulator',
    planIdFor,
    tierForPlan: (planId) => tierOfPlan(planId)?.id ?? null,

    async createSubscription(input) {
      await db
        .insert(simulatedSubscriptions)
        .values({
          id: token('SIM-', 9),
          requestId: input.requestId,
          planId: planIdFor(input.tier),
          customId: input.userId,
          baToken: token('BA-SIM', 8),
        })
        .onConflictDoNothing({ target: simulatedSubscriptions.requestId })
      const [row] = await db
        .select()
        .from(simulatedSubscriptions)
        .where(eq(simulatedSubscriptions.requestId, input.requestId))
      if (!row?.baToken) {
        throw new PaymentProviderError('The simulator could not create the subscription')
      }
      // The approval page sends the payer back to this app's own pages (built from PUBLIC_URL),
      // never to a URL from the query string.
      const query = new URLSearchParams({ ba_token: row.baToken })
      return {
        subscriptionId: row.id,
        status: row.status as ProviderSubscriptionStatus,
        approvalUrl: `${options.publicUrl}${SIMULATOR_CHECKOUT_PATH}?${query}`,
      }
    },

    async getSubscription(id) {
      return toProvider(await load(id))
    },

    async reviseSubscription(input) {
      const row = await load(input.subscriptionId)
      if (row.status !== 'ACTIVE') refuse(row, 'ACTIVE')
      const pendingBaToken = token('BA-SIM', 8)
      await update(row.id, { pendingPlanId: planIdFor(input.tier), pendingBaToken })
      const query = new URLSearchParams({ ba_token: pendingBaToken })
      return { approvalUrl: `${options.publicUrl}${SIMULATOR_CHECKOUT_PATH}?${query}` }
    },

    async cancelSubscription(id) {
      const row = await load(id)
      if (row.status === 'CANCELLED' || row.status === 'EXPIRED') return
      if (row.status !== 'ACTIVE' && row.status !== 'SUSPENDED') refuse(row, 'ACTIVE or SUSPENDED')
      await update(id, { status: 'CANCELLED', cancelledAt: new Date() })
    },

    async listTransactions(id, range): Promise<ProviderTransaction[]> {
      const row = await load(id)
      return paymentTimes(row, range.end)
        .map((time, k) => ({ time, k }))
        .filter(({ time }) => time >= range.start)
        .map(({ time, k }) => ({
          id: `SIMTX-${row.id.slice(4)}-${k + 1}`,
          status: 'COMPLETED',
          amount: (tierOfPlan(planAt(row, time))?.price ?? 0).toFixed(2),
          currency: 'USD',
          time: time.toISOString(),
        }))
    },

    async verifyWebhook() {
      // The simulator sends no webhooks: every delivery claiming to be one is refused.
      return null
    },

    async approve(baToken) {
      const { row, planChange } = await byToken(baToken)
      if (planChange) {
        if (row.status !== 'ACTIVE' || !row.pendingPlanId) refuse(row, 'ACTIVE')
        const until = new Date().toISOString()
        return update(row.id, {
          planId: row.pendingPlanId,
          earlierPlans: [...row.earlierPlans, { planId: row.planId, until }],
          pendingPlanId: null,
          pendingBaToken: null,
        })
      }
      if (row.status !== 'APPROVAL_PENDING') refuse(row, 'APPROVAL_PENDING')
      // With SUBSCRIBE_NOW, PayPal activates an approved subscription itself; so does this.
      return update(row.id, {
        status: 'ACTIVE',
        payerId: token('SIMPAYER', 5),
        activatedAt: new Date(),
      })
    },

    async decline(baToken) {
      const { row, planChange } = await byToken(baToken)
      if (planChange) return update(row.id, { pendingPlanId: null, pendingBaToken: null })
      if (row.status !== 'APPROVAL_PENDING') refuse(row, 'APPROVAL_PENDING')
      return update(row.id, { status: 'CANCELLED', cancelledAt: new Date() })
    },

    find,
  }
}
