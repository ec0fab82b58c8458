/**
 * The user's urgency alert (issue 35): GET/PUT/DELETE /api/alerts/urgency. One row per user in
 * `urgency_alerts`; no row, or `enabled` false, is off. Like monitors, it is part of the plans
 * that have alerts (Pro, Elite): others may read it (off, `allowed: false`) but not set it.
 */
import {
  DEFAULT_URGENCY_THRESHOLD,
  type saveUrgencyAlertRequest,
  type UrgencyAlertChannel,
  type UrgencyAlertResponse,
} from '@common/contracts/alerts'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db/client'
import { type SessionUser, urgencyAlerts } from '../../../db/schema'
import { alertsInPlan, requireAlertsInPlan } from '../monitors/alert-plan'

type SaveInput = z.output<typeof saveUrgencyAlertRequest>

export interface UrgencyAlertSetting {
  threshold: number
  channels: UrgencyAlertChannel[]
  enabled: boolean
}

const OFF: UrgencyAlertSetting = {
  threshold: DEFAULT_URGENCY_THRESHOLD,
  channels: ['in_app'],
  enabled: false,
}

/** The stored setting of each of `userIds` that is on (the notifier's read). */
export async function enabledUrgencyAlerts(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, UrgencyAlertSetting>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(urgencyAlerts)
    .where(and(eq(urgencyAlerts.enabled, true), inArray(urgencyAlerts.userId, [...userIds])))
  return new Map(rows.map((row) => [row.userId, presentSetting(row)]))
}

function presentSetting(row: typeof urgencyAlerts.$inferSelect): UrgencyAlertSetting {
  return {
    threshold: row.threshold,
    channels: row.channels as UrgencyAlertChannel[],
    enabled: row.enabled,
  }
}

const respond = (user: SessionUser, setting: UrgencyAlertSetting): UrgencyAlertResponse => ({
  ...setting,
  allowed: alertsInPlan(user),
})

export async function getUrgencyAlert(db: Db, user: SessionUser): Promise<UrgencyAlertResponse> {
  const [row] = await db.select().from(urgencyAlerts).where(eq(urgencyAlerts.userId, user.id))
  return respond(user, row ? presentSetting(row) : OFF)
}

export async function saveUrgencyAlert(
  db: Db,
  user: SessionUser,
  input: SaveInput,
): Promise<UrgencyAlertResponse> {
  requireAlertsInPlan(user, "hear when a lead's urgency rises")
  const values = { threshold: input.threshold, channels: input.channels, enabled: input.enabled }
  const [row] = await db
    .insert(urgencyAlerts)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: urgencyAlerts.userId, set: values })
    .returning()
  return respond(user, presentSetting(row!))
}

/** Turns it off (the threshold and channels are kept for the next time it is turned on). */
export async function turnOffUrgencyAlert(db: Db, user: SessionUser): Promise<void> {
  await db.update(urgencyAlerts).set({ enabled: false }).where(eq(urgencyAlerts.userId, user.id))
}
