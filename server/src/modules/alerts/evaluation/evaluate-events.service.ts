/**
 * Evaluates case events against the monitors of their states: each (monitor, event) match is
 * inserted once (unique key), then its channels fire: an in-app notification (one per match), a
 * webhook delivery (one per match) queued for the delivery job, an instant e-mail (sent by the
 * run that claims the match, so at most once), or a place in the user's next daily digest. A
 * monitor hears of a case once a run, by its newest event (newestPerCase).
 * Safe to run twice and from two workers at once.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import {
  type AlertMonitorRow,
  alertEvaluatedEvents,
  alertMatches,
  alertMonitors,
} from '../../../db/schema'
import { findUserById } from '../../accounts'
import { type CaseEventForAlerts, caseEventsForAlerts, recentCaseEventIds } from '../../records'
import type { AlertsRuntime } from '../alerts.deps'
import { sendInstantAlertMail } from '../digest/alert-mail.service'
import { allowanceOf } from '../monitors/alert-plan'
import { addNotification } from '../notifications/notifications.service'
import { queueMatchDelivery } from '../webhooks/webhook-deliveries.service'
import { eventDescription, eventTitle, searchLink } from './event-text'
import { monitorMatches } from './monitor-match'

type SendJob = (jobId: string, payload: object) => Promise<unknown>

export interface EvaluateOptions {
  db: Db
  runtime: AlertsRuntime
  sendJob: SendJob | undefined
  log: FastifyBaseLogger
  now?: Date
}

const SWEEP = { hours: 48, limit: 5000 }

/** Ids of recent events not yet evaluated (the scheduled sweep). */
async function unevaluatedRecentEvents(db: Db): Promise<string[]> {
  const recent = await recentCaseEventIds(db, SWEEP)
  if (recent.length === 0) return []
  const done = await db
    .select({ id: alertEvaluatedEvents.caseEventId })
    .from(alertEvaluatedEvents)
    .where(inArray(alertEvaluatedEvents.caseEventId, recent))
  const seen = new Set(done.map((row) => row.id))
  return recent.filter((id) => !seen.has(id))
}

export async function evaluateAlerts(
  options: EvaluateOptions,
  caseEventIds?: string[],
): Promise<{ events: number; matches: number }> {
  const { db } = options
  const ids = caseEventIds ?? (await unevaluatedRecentEvents(db))
  const events = await caseEventsForAlerts(db, ids)
  const states = [...new Set(events.map((event) => event.state))]
  const monitors =
    states.length === 0
      ? []
      : await db
          .select()
          .from(alertMonitors)
          .where(and(inArray(alertMonitors.state, states), eq(alertMonitors.enabled, true)))
  const pairs: Pair[] = []
  for (const event of events) {
    for (const monitor of monitors) {
      if (monitorMatches(monitor, event, options.now)) pairs.push({ monitor, event })
    }
  }
  const { fire, superseded } = newestPerCase(pairs)
  if (pairs.length > 0) {
    const firedAt = new Date()
    await db
      .insert(alertMatches)
      .values(
        pairs.map(({ monitor, event }) => ({
          monitorId: monitor.id,
          userId: monitor.userId,
          eventKey: `case-event:${event.id}`,
          caseEventId: event.id,
          filingId: event.filingId,
          kind: event.kind,
          // An older event of a case that changed again in the same run: recorded, not told.
          ...(superseded.has(`${monitor.id}:${event.id}`)
            ? { forDigest: false, firedAt }
            : { forDigest: monitor.frequency === 'daily' && monitor.channels.includes('email') }),
        })),
      )
      .onConflictDoNothing()
  }
  await fireMatches(options, fire)
  // Marked last: a run that stopped before this is repeated by the sweep.
  if (ids.length > 0) {
    await db
      .insert(alertEvaluatedEvents)
      .values(ids.map((caseEventId) => ({ caseEventId })))
      .onConflictDoNothing()
  }
  return { events: events.length, matches: pairs.length }
}

type Pair = { monitor: AlertMonitorRow; event: CaseEventForAlerts }

/**
 * One notice per monitor and case a run: a case first seen with its judgment and its sale (two
 * events at once), or changed twice between runs, is told once, by its newest event (events
 * come oldest first). The others are `superseded` (keys `monitorId:eventId`).
 */
function newestPerCase(pairs: readonly Pair[]): { fire: Pair[]; superseded: Set<string> } {
  const newest = new Map<string, Pair>()
  for (const pair of pairs) newest.set(`${pair.monitor.id}:${pair.event.filingId}`, pair)
  const fire = [...newest.values()]
  const kept = new Set(fire)
  const superseded = new Set(
    pairs.filter((pair) => !kept.has(pair)).map((p) => `${p.monitor.id}:${p.event.id}`),
  )
  return { fire, superseded }
}

/** The channels of matches not yet fired (a run that stopped half way is finished by the next). */
async function fireMatches(options: EvaluateOptions, pairs: Pair[]) {
  const { db } = options
  for (const { monitor, event } of pairs) {
    const [match] = await db
      .select()
      .from(alertMatches)
      .where(
        and(
          eq(alertMatches.monitorId, monitor.id),
          eq(alertMatches.eventKey, `case-event:${event.id}`),
          isNull(alertMatches.firedAt),
        ),
      )
    if (!match) continue
    const user = await findUserById(db, monitor.userId)
    // A plan that no longer has alerts (or a deleted account) silences the monitor.
    if (!user || allowanceOf(user).monitors === 0) continue
    const title = `${monitor.name}: ${eventTitle(event)}`
    const body = eventDescription(event)
    if (monitor.channels.includes('in_app')) {
      await addNotification(db, {
        userId: user.id,
        kind: 'alert',
        title,
        body,
        link: searchLink(event),
        matchId: match.id,
        filingId: event.filingId,
      })
    }
    if (monitor.channels.includes('webhook') && allowanceOf(user).webhooks) {
      await queueMatchDelivery(options, { userId: user.id, matchId: match.id, monitor, event })
    }
    const [claimed] = await db
      .update(alertMatches)
      .set({ firedAt: new Date() })
      .where(and(eq(alertMatches.id, match.id), isNull(alertMatches.firedAt)))
      .returning({ id: alertMatches.id })
    if (claimed && monitor.frequency === 'instant' && monitor.channels.includes('email')) {
      await sendInstantAlertMail(options, { user, title, body, event }).catch((error) =>
        options.log.warn({ err: error, matchId: match.id }, 'instant alert e-mail not sent'),
      )
    }
  }
}
