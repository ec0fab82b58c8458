import type { Db } from '../../db/client'
import { crmConnections, crmPushes, crmWebhookDeliveries } from '../../db/schema'
import { userRows } from '../../db/user-rows'

export async function crmForExport(db: Db, userId: string) {
  const connections = await userRows(
    db,
    crmConnections,
    userId,
    {
      id: crmConnections.id,
      provider: crmConnections.provider,
      label: crmConnections.label,
      settings: crmConnections.settings,
      status: crmConnections.status,
      lastError: crmConnections.lastError,
      lastPushedAt: crmConnections.lastPushedAt,
    },
    crmConnections.provider,
  )
  const pushes = await userRows(
    db,
    crmPushes,
    userId,
    {
      connectionId: crmPushes.connectionId,
      provider: crmPushes.provider,
      leadId: crmPushes.leadId,
      status: crmPushes.status,
      remoteId: crmPushes.remoteId,
      pushedAt: crmPushes.pushedAt,
    },
    crmPushes.claimedAt,
  )
  const webhookDeliveries = await userRows(db, crmWebhookDeliveries, userId, {
    connectionId: crmWebhookDeliveries.connectionId,
    status: crmWebhookDeliveries.status,
    attempts: crmWebhookDeliveries.attempts,
    lastError: crmWebhookDeliveries.lastError,
    deliveredAt: crmWebhookDeliveries.deliveredAt,
  })
  return { connections, pushes, webhookDeliveries }
}
