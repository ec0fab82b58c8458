/**
 * The user's CRM data for the export of all their data (docs/decisions/0028): the connections
 * without their sealed credentials, what was pushed where, and the webhook deliveries.
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { crmConnections, crmPushes, crmWebhookDeliveries } from '../../db/schema'

export async function crmForExport(db: Db, userId: string) {
  const connections = await db
    .select({
      id: crmConnections.id,
      provider: crmConnections.provider,
      label: crmConnections.label,
      settings: crmConnections.settings,
      status: crmConnections.status,
      lastError: crmConnections.lastError,
      lastPushedAt: crmConnections.lastPushedAt,
    })
    .from(crmConnections)
    .where(eq(crmConnections.userId, userId))
    .orderBy(asc(crmConnections.provider))
  const pushes = await db
    .select({
      connectionId: crmPushes.connectionId,
      provider: crmPushes.provider,
      leadId: crmPushes.leadId,
      status: crmPushes.status,
      remoteId: crmPushes.remoteId,
      pushedAt: crmPushes.pushedAt,
    })
    .from(crmPushes)
    .where(eq(crmPushes.userId, userId))
    .orderBy(asc(crmPushes.claimedAt))
  const webhookDeliveries = await db
    .select({
      connectionId: crmWebhookDeliveries.connectionId,
      status: crmWebhookDeliveries.status,
      attempts: crmWebhookDeliveries.attempts,
      lastError: crmWebhookDeliveries.lastError,
      deliveredAt: crmWebhookDeliveries.deliveredAt,
    })
    .from(crmWebhookDeliveries)
    .where(eq(crmWebhookDeliveries.userId, userId))
  return { connections, pushes, webhookDeliveries }
}
