/**
 * The local payment simulator (PAYMENTS=simulator, the default without PayPal settings): the
 * life cycle of a PayPal subscription, kept in `simulated_subscriptions`, with an approval page
 * served by this app that says plainly that it is a test and no money moves.
 */
import { randomBytes } from 'node:crypto'
import type { PaidTier } from '@common/enums'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type SimulatedSubscription, simulatedSubscriptions } from '../../../db/schema'
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './payment-provider'

export const SIMULATOR_CHECKOUT_PATH = '/api/billing/simulator/checkout'

export interface SimulatorProvider extends PaymentProvider {
  /** The approval page's buttons: the payer approves or cancels. */
  approve(subscriptionId: string): Promise<SimulatedSubscription>
  decline(subscriptionId: string): Promise<SimulatedSubscription>
  find(subscriptionId: string): Promise<SimulatedSubscription | null>
}

/** A simulated month: the paid period runs a month from the last change of status. */
function nextBillingTime(row: SimulatedSubscription): string | null {
  if (row.status !== 'ACTIVE') return null
  const next = new Date(row.updatedAt)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next.toISOString()
}

function toProvider(row: SimulatedSubscription): ProviderSubscription {
  return {
    id: row.id,
    status: row.status as ProviderSubscriptionStatus,
    planId: row.planId,
    customId: row.customId,
    payerId: row.payerId,
    nextBillingTime: nextBillingTime(row),
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

  async function move(
    id: string,
    from: readonly string[],
    to: ProviderSubscriptionStatus,
    payerId?: string,
  ) {
    const row = await load(id)
    if (!from.includes(row.status)) {
      throw new PaymentProviderError(
        `Subscription ${id} is ${row.status}, not ${from.join(' or ')}`,
        422,
        'UNPROCESSABLE_ENTITY',
      )
    }
    const [updated] = await db
      .update(simulatedSubscriptions)
      .set({ status: to, ...(payerId ? { payerId } : {}) })
      .where(eq(simulatedSubscriptions.id, id))
      .returning()
    return updated ?? row
  }

  const planIdFor = (tier: PaidTier) => `SIM-PLAN-${tier.toUpperCase()}`

  return {
    kind: 'simulator',
    planIdFor,
    async createSubscription(input) {
      const id = `SIM-${randomBytes(9).toString('base64url')}`
      await db
        .insert(simulatedSubscriptions)
        .values({
          id,
          requestId: input.requestId,
          planId: planIdFor(input.tier),
          customId: input.userId,
        })
        .onConflictDoNothing({ target: simulatedSubscriptions.requestId })
      const [row] = await db
        .select()
        .from(simulatedSubscriptions)
        .where(eq(simulatedSubscriptions.requestId, input.requestId))
      if (!row) throw new PaymentProviderError('The simulator could not create the subscription')
      // The approval page sends the payer back to this app's own pages (built from PUBLIC_URL),
      // never to a URL from the query string.
      const query = new URLSearchParams({ token: row.id })
      return {
        subscriptionId: row.id,
        status: row.status as ProviderSubscriptionStatus,
        approvalUrl: `${options.publicUrl}${SIMULATOR_CHECKOUT_PATH}?${query}`,
      }
    },
    async getSubscription(id) {
      return toProvider(await load(id))
    },
    async activateSubscription(id) {
      await move(id, ['APPROVED'], 'ACTIVE')
    },
    async cancelSubscription(id) {
      await move(id, ['APPROVED', 'ACTIVE', 'SUSPENDED'], 'CANCELLED')
    },
    async verifyWebhook() {
      // The simulator sends no webhooks: every delivery claiming to be one is refused.
      return null
    },
    approve: (id) =>
      move(
        id,
        ['APPROVAL_PENDING'],
        'APPROVED',
        `SIMPAYER${randomBytes(5).toString('hex').toUpperCase()}`,
      ),
    decline: (id) => move(id, ['APPROVAL_PENDING'], 'CANCELLED'),
    async find(id) {
      const [row] = await db
        .select()
        .from(simulatedSubscriptions)
        .where(eq(simulatedSubscriptions.id, id))
      return row ?? null
    },
  }
}
