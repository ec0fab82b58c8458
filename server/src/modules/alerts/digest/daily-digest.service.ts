/**
 * The daily digest: one e-mail per user and local date, in the user's morning (their digest time
 * zone), listing what matched their daily e-mail monitors since the last digest. The
 * (user, local date) row is claimed before anything is sent, so a re-run or a second worker sends
 * nothing twice; no row is kept and nothing is sent when nothing changed; a send that fails gives
 * the claim back for the next run.
 */
import { ALERTS } from '@common/alert-plans'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { alertDigests, alertMatches, alertMonitors } from '../../../db/schema'
import { findUserById, notificationPreferencesOf } from '../../accounts'
import { caseEventsForAlerts } from '../../records'
import type { AlertsRuntime } from '../alerts.deps'
import { eventDescription, eventTitle } from '../evaluation/event-text'
import { allowanceOf } from '../monitors/alert-plan'
import { unsubscribeParts } from './alert-mail.service'
import { localDateAndHour } from './local-time'

export interface DigestOptions {
  db: Db
  runtime: AlertsRuntime
  log: FastifyBaseLogger
  now?: Date
}

/** Sends every digest that is due now; returns how many were sent. */
export async function sendDueDigests(options: DigestOptions): Promise<number> {
  const { db } = options
  const waiting = await db
    .selectDistinct({ userId: alertMatches.userId })
    .from(alertMatches)
    .where(and(eq(alertMatches.forDigest, true), isNull(alertMatches.digestDate)))
  let sent = 0
  for (const { userId } of waiting) {
    try {
      if (await sendDigestOf(options, userId)) sent++
    } catch (error) {
      options.log.warn({ err: error, userId }, 'daily digest not sent; the next run tries again')
    }
  }
  return sent
}

async function sendDigestOf(options: DigestOptions, userId: string): Promise<boolean> {
  const { db, runtime } = options
  const now = options.now ?? new Date()
  const user = await findUserById(db, userId)
  if (!user || allowanceOf(user).monitors === 0) return false
  const preferences = await notificationPreferencesOf(db, userId)
  if (!preferences.dailyDigest) return false
  const local = localDateAndHour(now, preferences.digestTimeZone)
  if (local.hour < ALERTS.digestHour) return false

  const [claim] = await db
    .insert(alertDigests)
    .values({ userId, localDate: local.date, matches: 0 })
    .onConflictDoNothing()
    .returning({ userId: alertDigests.userId })
  if (!claim) return false
  const giveBack = async (matchIds: string[]) => {
    if (matchIds.length > 0) {
      await db
        .update(alertMatches)
        .set({ digestDate: null })
        .where(inArray(alertMatches.id, matchIds))
    }
    await db
      .delete(alertDigests)
      .where(and(eq(alertDigests.userId, userId), eq(alertDigests.localDate, local.date)))
  }
  const matches = await db
    .update(alertMatches)
    .set({ digestDate: local.date })
    .where(
      and(
        eq(alertMatches.userId, userId),
        eq(alertMatches.forDigest, true),
        isNull(alertMatches.digestDate),
      ),
    )
    .returning({
      id: alertMatches.id,
      monitorId: alertMatches.monitorId,
      caseEventId: alertMatches.caseEventId,
    })
  const eventIds = matches.flatMap((m) => (m.caseEventId ? [m.caseEventId] : []))
  const events = new Map((await caseEventsForAlerts(db, eventIds)).map((e) => [e.id, e]))
  const listed = matches.filter((m) => m.caseEventId && events.has(m.caseEventId))
  if (listed.length === 0) {
    await giveBack([])
    return false
  }
  const monitors = await db
    .select({ id: alertMonitors.id, name: alertMonitors.name })
    .from(alertMonitors)
    .where(inArray(alertMonitors.id, [...new Set(listed.map((m) => m.monitorId))]))
  const lines: string[] = []
  for (const monitor of monitors) {
    lines.push('', monitor.name)
    for (const match of listed.filter((m) => m.monitorId === monitor.id)) {
      const event = events.get(match.caseEventId!)!
      lines.push(`- ${eventTitle(event)}`, `  ${eventDescription(event)}`)
    }
  }
  const parts = unsubscribeParts(runtime, userId)
  const count = listed.length
  try {
    await runtime.mailer.send({
      to: user.email,
      subject: `Your alerts digest for ${local.date}: ${count} ${count === 1 ? 'change' : 'changes'}`,
      text: [
        `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
        '',
        `What changed for your alerts since the last digest (${count}):`,
        ...lines,
        '',
        `See your alerts and open the leads: ${runtime.publicUrl}/alerts`,
        parts.footer,
      ].join('\n'),
      headers: parts.headers,
    })
  } catch (error) {
    await giveBack(matches.map((m) => m.id))
    throw error
  }
  await db
    .update(alertDigests)
    .set({ matches: count, sentAt: sql`now()` })
    .where(and(eq(alertDigests.userId, userId), eq(alertDigests.localDate, local.date)))
  return true
}
