import type { Db } from '../../db/client'
import {
  alertDigests,
  alertMonitors,
  alertWebhookDeliveries,
  alertWebhooks,
  notifications,
  urgencyAlerts,
} from '../../db/schema'
import { userRows } from '../../db/user-rows'

export async function alertsForExport(db: Db, userId: string) {
  const monitors = await userRows(
    db,
    alertMonitors,
    userId,
    {
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
    },
    alertMonitors.createdAt,
  )
  const bell = await userRows(
    db,
    notifications,
    userId,
    {
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    },
    notifications.createdAt,
  )
  const [webhook] = await userRows(db, alertWebhooks, userId, {
    url: alertWebhooks.url,
    status: alertWebhooks.status,
    consecutiveFailures: alertWebhooks.consecutiveFailures,
    lastError: alertWebhooks.lastError,
    createdAt: alertWebhooks.createdAt,
  })
  const webhookDeliveries = await userRows(db, alertWebhookDeliveries, userId, {
    event: alertWebhookDeliveries.event,
    body: alertWebhookDeliveries.body,
    status: alertWebhookDeliveries.status,
    attempts: alertWebhookDeliveries.attempts,
    responseStatus: alertWebhookDeliveries.responseStatus,
    lastError: alertWebhookDeliveries.lastError,
    deliveredAt: alertWebhookDeliveries.deliveredAt,
  })
  const digests = await userRows(
    db,
    alertDigests,
    userId,
    {
      localDate: alertDigests.localDate,
      matches: alertDigests.matches,
      sentAt: alertDigests.sentAt,
    },
    alertDigests.localDate,
  )
  const [urgencyAlert] = await userRows(db, urgencyAlerts, userId, {
    threshold: urgencyAlerts.threshold,
    channels: urgencyAlerts.channels,
    enabled: urgencyAlerts.enabled,
    createdAt: urgencyAlerts.createdAt,
    updatedAt: urgencyAlerts.updatedAt,
  })
  return {
    monitors,
    notifications: bell,
    webhook: webhook ?? null,
    webhookDeliveries,
    digests,
    urgencyAlert: urgencyAlert ?? null,
  }
}
