/**
 * The billing sweep: what must happen even when a job was never sent or ran out of retries.
 * Webhook events stored but not applied are applied (oldest by the provider's time first), and
 * cancellations of replaced subscriptions whose backoff has passed are tried again. Safe to run
 * in several processes at once: every item is claimed before it is worked on.
 */
import type { BillingDeps } from './billing.deps'
import { dueCancellations, runCancellation } from './provider-cancellations.service'
import { applyWebhookEvent, unappliedEvents } from './webhook.service'

export interface SweepOutcome {
  eventsApplied: number
  eventsFailed: number
  cancellationsTried: number
}

/** One pass; `minEventAgeSeconds` leaves fresh events to the job their delivery queued. */
export async function sweepBilling(
  deps: BillingDeps,
  options: { minEventAgeSeconds?: number } = {},
): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { eventsApplied: 0, eventsFailed: 0, cancellationsTried: 0 }
  if (!deps.provider) return outcome
  for (const eventId of await unappliedEvents(deps, options.minEventAgeSeconds ?? 60)) {
    try {
      await applyWebhookEvent(deps, eventId)
      outcome.eventsApplied++
    } catch (error) {
      outcome.eventsFailed++
      deps.log.warn({ err: error, eventId }, 'webhook event still not applied')
    }
  }
  for (const subscriptionId of await dueCancellations(deps)) {
    await runCancellation(deps, subscriptionId)
    outcome.cancellationsTried++
  }
  return outcome
}
