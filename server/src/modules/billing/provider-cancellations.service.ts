/**
 * Cancelling a provider subscription that another one replaced, reliably: the wish is a row
 * (`subscription_cancellations`) written in the same transaction as the grant that made it
 * necessary, tried at once by a job and then by the billing sweep every minute, with backoff,
 * until the provider confirms. A failed cancel is never only logged: the buyer would pay twice.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import { subscriptionCancellations } from '../../db/schema'
import type { DbOrTransaction } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './provider-access'

export const CANCEL_SUBSCRIPTION_JOB = 'billing.cancel-replaced-subscription'

/** The wait after the n-th failed try: 1 minute, doubling, at most 6 hours. */
const backoffSql = sql`least(interval '1 minute' * power(2, ${subscriptionCancellations.attempts}), interval '6 hours')`

/** Notes that `subscriptionId` must be cancelled; join the caller's transaction. */
export async function scheduleCancellation(
  db: DbOrTransaction,
  input: { subscriptionId: string; userId: string; reason: string },
): Promise<void> {
  await db.insert(subscriptionCancellations).values(input).onConflictDoNothing()
}

/** Asks a worker to try it now; the sweep tries it anyway if this cannot be sent. */
export async function kickCancellation(deps: BillingDeps, subscriptionId: string): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(CANCEL_SUBSCRIPTION_JOB, { subscriptionId }).catch((error: unknown) => {
      deps.log.warn(
        { err: error, subscriptionId },
        'could not queue a cancellation; the sweep will',
      )
    })
    return
  }
  await runCancellation(deps, subscriptionId)
}

/**
 * One try at one cancellation whose time has come; safe to run twice at once (the first claims
 * it by moving its next try into the future). Returns what happened, for the log.
 */
export async function runCancellation(deps: BillingDeps, subscriptionId: string): Promise<string> {
  const [claimed] = await deps.db
    .update(subscriptionCancellations)
    .set({
      attempts: sql`${subscriptionCancellations.attempts} + 1`,
      nextAttemptAt: sql`now() + ${backoffSql}`,
    })
    .where(
      and(
        eq(subscriptionCancellations.subscriptionId, subscriptionId),
        isNull(subscriptionCancellations.doneAt),
        lte(subscriptionCancellations.nextAttemptAt, sql`now()`),
      ),
    )
    .returning()
  if (!claimed) return 'nothing to do'
  try {
    await requireProvider(deps).cancelSubscription(subscriptionId, claimed.reason)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await deps.db
      .update(subscriptionCancellations)
      .set({ lastError: reason.slice(0, 1000) })
      .where(eq(subscriptionCancellations.subscriptionId, subscriptionId))
    deps.log.warn({ subscriptionId, attempt: claimed.attempts }, 'cancel failed; tried again later')
    return `failed: ${reason}`
  }
  await deps.db
    .update(subscriptionCancellations)
    .set({ doneAt: sql`now()`, lastError: null })
    .where(eq(subscriptionCancellations.subscriptionId, subscriptionId))
  deps.log.info({ subscriptionId }, 'replaced subscription cancelled at the provider')
  return 'cancelled'
}

/** The cancellations due now, oldest first (for the sweep). */
export async function dueCancellations(deps: BillingDeps, limit = 20): Promise<string[]> {
  const rows = await deps.db
    .select({ subscriptionId: subscriptionCancellations.subscriptionId })
    .from(subscriptionCancellations)
    .where(
      and(
        isNull(subscriptionCancellations.doneAt),
        lte(subscriptionCancellations.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(subscriptionCancellations.nextAttemptAt))
    .limit(limit)
  return rows.map((row) => row.subscriptionId)
}
