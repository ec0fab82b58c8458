/**
 * The user's alerts for the export of all their data (docs/decisions/0028): monitors, the
 * notifications of the bell, the webhook without its signing secret, its deliveries and the
 * digests sent.
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  alertDigests,
  alertMonitors,
  alertWebhookDeliveries,
  alertWebhooks,
  notifications,
} from '../../db/schema'

export async function alertsForExport(db: Db, userId: string) {
  const monitors = await db
    .select({
      id: alertMonitors.id,
      name: alertMonitors.name,
      state: alertMonitors.state,
      zipCodes: alertMonitors.zipCodes,
      counties: alertMonitors.counties,
      filingTypes: alertMonitors.filingTypes,
      stages: alertMonitors.stages,
      saleWithinDays: alertMonitors.saleWithinDays,
      frequency: alertMonitors.frequency,
      channels: alertMonitors.channels,
      enabled: alertMonitors.enabled,
      createdAt: alertMonitors.createdAt,
    })
    .from(alertMonitors)
    .where(eq(alertMonitors.userId, userId))
    .orderBy(asc(alertMonitors.createdAt))
  const bell = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt))
  const [webhook] = await db
    .select({
      url: alertWebhooks.url,
      status: alertWebhooks.status,
      consecutiveFailures: alertWebhooks.consecutiveFailures,
      lastError: alertWebhooks.lastError,
      createdAt: alertWebhooks.createdAt,
    })
    .from(alertWebhooks)
    .where(eq(alertWebhooks.userId, userId))
  const webhookDeliveries = await db
    .select({
      event: alertWebhookDeliveries.event,
      body: alertWebhookDeliveries.body,
      status: alertWebhookDeliveries.status,
      attempts: alertWebhookDeliveries.attempts,
      responseStatus: alertWebhookDeliveries.responseStatus,
      lastError: alertWebhookDeliveries.lastError,
      deliveredAt: alertWebhookDeliveries.deliveredAt,
    })
    .from(alertWebhookDeliveries)
    .where(eq(alertWebhookDeliveries.userId, userId))
  const digests = await db
    .select({
      localDate: alertDigests.localDate,
      matches: alertDigests.matches,
      sentAt: alertDigests.sentAt,
    })
    .from(alertDigests)
    .where(eq(alertDigests.userId, userId))
    .orderBy(asc(alertDigests.localDate))
  return { monitors, notifications: bell, webhook: webhook ?? null, webhookDeliveries, digests }
}
