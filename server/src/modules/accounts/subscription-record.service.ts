/**
 * The subscription fields of `users`, which accounts owns: billing decides what a payment or a
 * provider event means and calls these to write it. A grant is one statement, whether it comes
 * from the return page or from the activation webhook.
 */
import type { PaidTier } from '@common/enums'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type User, users } from '../../db/schema'

/** A database handle or an open transaction: the writes below join the caller's transaction. */
export type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * When the provider says a fact happened, on the provider's own clock (a webhook's
 * create_time, a subscription's status_update_time); never this server's clock, which may run
 * apart from PayPal's. `subscription_event_at` only moves forward.
 */
type EventTime = Date

/** The later of the stored event time and `at` (GREATEST ignores a NULL). */
const laterOf = (at: EventTime) => sql`greatest(${users.subscriptionEventAt}, ${at})`

/** The row is only changed by a fact newer than the last one applied (one statement, no race). */
const newerThanLast = (userId: string, at: EventTime) =>
  and(
    eq(users.id, userId),
    or(isNull(users.subscriptionEventAt), lt(users.subscriptionEventAt, at)),
  )

export interface SubscriptionGrant {
  userId: string
  tier: PaidTier
  subscriptionId: string
  customerId: string | null
  at: EventTime
}

/**
 * The provider subscription a user is on, or null: not among the session's columns
 * (SessionUser), so the few requests that talk to the provider read it when they need it.
 */
export async function paypalSubscriptionIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ subscriptionId: users.paypalSubscriptionId })
    .from(users)
    .where(eq(users.id, userId))
  return row?.subscriptionId ?? null
}

/**
 * Grants a paid tier: active, not ending, on this provider subscription. Returns the provider
 * subscription the user was on before (null if none), read under the row's lock: when it is
 * another one, billing must see that it stops. Run it inside the caller's transaction.
 */
export async function grantSubscription(
  db: DbOrTransaction,
  grant: SubscriptionGrant,
): Promise<{ previousSubscriptionId: string | null }> {
  const [before] = await db
    .select({ subscriptionId: users.paypalSubscriptionId })
    .from(users)
    .where(eq(users.id, grant.userId))
    .for('update')
  await db
    .update(users)
    .set({
      subscriptionTier: grant.tier,
      subscriptionStatus: 'active',
      subscriptionEndsAt: null,
      subscriptionEventAt: laterOf(grant.at),
      paypalSubscriptionId: grant.subscriptionId,
      paypalCustomerId: grant.customerId,
      authProvider: 'paypal',
    })
    .where(eq(users.id, grant.userId))
  return { previousSubscriptionId: before?.subscriptionId ?? null }
}

/**
 * Sets the status a provider event led to (active, suspended, expired, cancelled), unless a
 * newer event was applied meanwhile; true when it was set.
 */
export async function setSubscriptionStatus(
  db: DbOrTransaction,
  userId: string,
  status: string,
  at: EventTime,
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ subscriptionStatus: status, subscriptionEventAt: at })
    .where(newerThanLast(userId, at))
    .returning({ id: users.id })
  return changed.length > 0
}

/** Records that an event was applied without changing the status (keeps later ones in order). */
export async function markSubscriptionEvent(db: DbOrTransaction, userId: string, at: EventTime) {
  await db
    .update(users)
    .set({ subscriptionEventAt: laterOf(at) })
    .where(eq(users.id, userId))
}

/**
 * A cancellation to the end of the paid period: access lasts until `endsAt`. `at` is the
 * provider's time of the cancellation when it came from the provider (a webhook).
 */
export async function setSubscriptionEndsAt(
  db: DbOrTransaction,
  userId: string,
  endsAt: Date,
  at?: EventTime,
) {
  await db
    .update(users)
    .set({ subscriptionEndsAt: endsAt, ...(at ? { subscriptionEventAt: laterOf(at) } : {}) })
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

/** Whether anyone has an account (a fresh deployment has none: its first start seeds samples). */
export async function hasAnyUser(db: DbOrTransaction): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1)
  return row !== undefined
}

/** A user by id (a job that acts for a user reads their plan in force when it runs). */
export async function findUserById(db: DbOrTransaction, userId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user
}
