/**
 * Provider webhooks keep a subscription's status true after sign-up. A delivery is verified
 * with the provider and stored once per event id; it is then applied from the stored row, by a
 * job (or at once when this process has no queue). Nothing is lost: a delivery of an event that
 * is stored but not applied yet (its first try failed) is applied again instead of being
 * dropped as a duplicate, and the billing sweep applies whatever is still unapplied. Applying
 * claims the row first, so two workers never apply one event twice.
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { paymentWebhookEvents } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { BillingDeps } from './billing.deps'
import { requireProvider } from './provider-access'
import { applyEvent } from './webhook-events.service'

export const APPLY_WEBHOOK_JOB = 'billing.apply-webhook-event'

/** A claim older than this is taken to belong to a worker that died. */
const CLAIM_TIMEOUT = sql`interval '2 minutes'`

/**
 * Verifies and stores a delivery. Returns the event id when it is to be applied (new, or stored
 * before and still unapplied) and whether it was seen before.
 */
export async function receiveWebhook(
  deps: BillingDeps,
  input: { headers: Record<string, string | string[] | undefined>; rawBody: string },
): Promise<{ eventId: string; duplicate: boolean; apply: boolean }> {
  const provider = requireProvider(deps)
  const event = await provider.verifyWebhook(input)
  if (!event)
    throw new AppError(
      'INVALID_WEBHOOK_SIGNATURE',
      'The webhook signature could not be verified.',
      400,
    )
  const inserted = await deps.db
    .insert(paymentWebhookEvents)
    .values({
      eventId: event.id,
      eventType: event.eventType,
      subscriptionId: event.subscriptionId,
      eventCreatedAt: new Date(event.createTime),
      saleId: event.saleId,
      amount: event.amount,
      payload: event.resource,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId })
  if (inserted.length > 0) return { eventId: event.id, duplicate: false, apply: true }
  const [stored] = await deps.db
    .select({ processedAt: paymentWebhookEvents.processedAt })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, event.id))
  return { eventId: event.id, duplicate: true, apply: !stored?.processedAt }
}

/**
 * Applies one stored event; safe to run twice and from several workers at once. Returns what it
 * did, for the log. Throws when applying failed (the row keeps the error and stays unapplied).
 */
export async function applyWebhookEvent(deps: BillingDeps, eventId: string): Promise<string> {
  const [claimed] = await deps.db
    .update(paymentWebhookEvents)
    .set({ claimedAt: sql`now()`, attempts: sql`${paymentWebhookEvents.attempts} + 1` })
    .where(
      and(
        eq(paymentWebhookEvents.eventId, eventId),
        isNull(paymentWebhookEvents.processedAt),
        or(
          isNull(paymentWebhookEvents.claimedAt),
          lt(paymentWebhookEvents.claimedAt, sql`now() - ${CLAIM_TIMEOUT}`),
        ),
      ),
    )
    .returning()
  if (!claimed) return 'already applied or being applied'
  let outcome: string
  try {
    outcome = await applyEvent(deps, claimed)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await deps.db
      .update(paymentWebhookEvents)
      .set({ claimedAt: null, lastError: reason.slice(0, 1000) })
      .where(eq(paymentWebhookEvents.eventId, eventId))
    throw error
  }
  await deps.db
    .update(paymentWebhookEvents)
    .set({ processedAt: sql`now()`, outcome, claimedAt: null, lastError: null })
    .where(eq(paymentWebhookEvents.eventId, eventId))
  return outcome
}

/** Events stored at least `minAgeSeconds` ago and not applied yet, oldest (by PayPal) first. */
export async function unappliedEvents(
  deps: BillingDeps,
  minAgeSeconds = 60,
  limit = 50,
): Promise<string[]> {
  const rows = await deps.db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(
      and(
        isNull(paymentWebhookEvents.processedAt),
        lt(paymentWebhookEvents.receivedAt, sql`now() - make_interval(secs => ${minAgeSeconds})`),
      ),
    )
    .orderBy(asc(paymentWebhookEvents.eventCreatedAt))
    .limit(limit)
  return rows.map((row) => row.eventId)
}
