/**
 * The subscription fields of `users`, which accounts owns: billing decides what a payment or a
 * provider event means and calls these to write it. A grant is one statement, whether it comes
 * from the return page or from the activation webhook.
 */
import type { PaidTier } from '@common/enums'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type User, users } from '../../db/schema'

/** A database handle or an open transaction: the writes below join the caller's transaction. */
export type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/** When the provider said it; `now` when the server learnt it first-hand (the return page). */
type EventTime = Date | 'now'

function eventAt(at: EventTime): Date | SQL {
  return at === 'now' ? sql`now()` : at
}

export interface SubscriptionGrant {
  userId: string
  tier: PaidTier
  subscriptionId: string
  customerId: string | null
  at: EventTime
}

/** Grants a paid tier: active, not ending, on this provider subscription. */
export async function grantSubscription(db: DbOrTransaction, grant: SubscriptionGrant) {
  await db
    .update(users)
    .set({
      subscriptionTier: grant.tier,
      subscriptionStatus: 'active',
      subscriptionEndsAt: null,
      subscriptionEventAt: eventAt(grant.at),
      paypalSubscriptionId: grant.subscriptionId,
      paypalCustomerId: grant.customerId,
      authProvider: 'paypal',
    })
    .where(eq(users.id, grant.userId))
}

/** Sets the status a provider event led to (active, suspended, expired, cancelled). */
export async function setSubscriptionStatus(
  db: DbOrTransaction,
  userId: string,
  status: string,
  at: EventTime,
) {
  await db
    .update(users)
    .set({ subscriptionStatus: status, subscriptionEventAt: eventAt(at) })
    .where(eq(users.id, userId))
}

/** Records that an event was applied without changing the status (keeps later ones in order). */
export async function markSubscriptionEvent(db: DbOrTransaction, userId: string, at: EventTime) {
  await db
    .update(users)
    .set({ subscriptionEventAt: eventAt(at) })
    .where(eq(users.id, userId))
}

/** A cancellation to the end of the paid period: access lasts until `endsAt`. */
export async function setSubscriptionEndsAt(db: DbOrTransaction, userId: string, endsAt: Date) {
  await db
    .update(users)
    .set({ subscriptionEndsAt: endsAt, subscriptionEventAt: sql`now()` })
    .where(eq(users.id, userId))
}

/** The user on a provider subscription, if any. */
export async function findUserBySubscriptionId(
  db: DbOrTransaction,
  subscriptionId: string,
): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.paypalSubscriptionId, subscriptionId))
  return user
}

/** A user by id (a job that acts for a user reads their plan in force when it runs). */
export async function findUserById(db: DbOrTransaction, userId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user
}
