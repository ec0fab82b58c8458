/**
 * Alert webhook deliveries: a row per match (or test event) and a job per row. One attempt a
 * run: counted first (a crash mid-send still counts), the signed POST, then delivered, or thrown
 * for pg-boss to retry with exponential backoff, or failed after the last attempt. Failed
 * attempts in a row over all deliveries disable the webhook with an in-app notification.
 */
import { ALERTS } from '@common/alert-plans'
import type { AlertMatchedEvent } from '@common/contracts/webhook-events'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { type AlertMonitorRow, alertWebhookDeliveries, alertWebhooks } from '../../../db/schema'
import { postSignedWebhook } from '../../../lib/signed-webhook'
import type { CaseEventForAlerts } from '../../records'
import type { AlertsRuntime } from '../alerts.deps'
import { eventTitle } from '../evaluation/event-text'
import { addNotification } from '../notifications/notifications.service'
import { ALERT_WEBHOOK_JOB } from './deliver-alert-webhook.contract'
import { insertDelivery, webhookOf } from './webhook.queries'
import { openWebhookSecret } from './webhook-secret-store'

class AlertWebhookAttemptFailed extends Error {
  override name = 'AlertWebhookAttemptFailed'
}

type SendJob = (jobId: string, payload: object) => Promise<unknown>

/** The JSON an alert posts: what matched, the event and the filing. */
function matchPayload(
  matchId: string,
  monitor: AlertMonitorRow,
  event: CaseEventForAlerts,
): AlertMatchedEvent {
  return {
    id: `evt_${matchId.replaceAll('-', '')}`,
    type: 'alert.matched',
    createdAt: new Date().toISOString(),
    data: {
      alert: { id: monitor.id, name: monitor.name },
      event: {
        kind: event.kind,
        title: eventTitle(event),
        saleDate: event.saleDate,
        recordedAt: event.createdAt.toISOString(),
      },
      filing: {
        id: event.filingId,
        documentType: event.documentType,
        caseNumber: event.caseNumber,
        defendantName: event.defendantName,
        propertyAddress: event.propertyAddress,
        city: event.city,
        county: event.county,
        state: event.state,
        zipCode: event.zipCode,
        filingDate: event.filingDate,
        nextSaleDate: event.nextSaleDate,
      },
    },
  }
}

export async function queueMatchDelivery(
  options: { db: Db; sendJob: SendJob | undefined },
  input: { userId: string; matchId: string; monitor: AlertMonitorRow; event: CaseEventForAlerts },
): Promise<void> {
  const webhook = await webhookOf(options.db, input.userId)
  if (webhook?.status !== 'active') return
  const deliveryId = await insertDelivery(options.db, {
    userId: input.userId,
    matchId: input.matchId,
    event: 'alert.matched',
    body: JSON.stringify(matchPayload(input.matchId, input.monitor, input.event)),
  })
  if (deliveryId && options.sendJob) await options.sendJob(ALERT_WEBHOOK_JOB, { deliveryId })
}

export async function deliverAlertWebhook(options: {
  db: Db
  runtime: AlertsRuntime
  deliveryId: string
  log: FastifyBaseLogger
  maxAttempts: number
}): Promise<'delivered' | 'failed' | 'skipped'> {
  const { db, deliveryId } = options
  const [delivery] = await db
    .update(alertWebhookDeliveries)
    .set({ attempts: sql`${alertWebhookDeliveries.attempts} + 1` })
    .where(
      and(eq(alertWebhookDeliveries.id, deliveryId), eq(alertWebhookDeliveries.status, 'pending')),
    )
    .returning()
  if (!delivery) return 'skipped'
  const webhook = await webhookOf(db, delivery.userId)
  if (webhook?.status !== 'active') {
    await db
      .update(alertWebhookDeliveries)
      .set({ status: 'failed', lastError: 'the webhook was disabled or removed' })
      .where(eq(alertWebhookDeliveries.id, deliveryId))
    return 'failed'
  }
  const secret = openWebhookSecret(options.runtime.secrets, webhook.secret)
  if (secret === null) {
    await db
      .update(alertWebhookDeliveries)
      .set({
        status: 'failed',
        lastError: 'this server cannot open the signing secret (SECRETS_SEALING_KEY)',
      })
      .where(eq(alertWebhookDeliveries.id, deliveryId))
    return 'failed'
  }
  const outcome = await postSignedWebhook({
    url: webhook.url,
    secret,
    id: deliveryId,
    body: delivery.body,
    userAgent: 'ForeclosureLeads-Alerts/1',
    allowPrivateTargets: options.runtime.allowPrivateTargets,
  })
  if (outcome.ok) {
    await db
      .update(alertWebhookDeliveries)
      .set({
        status: 'delivered',
        deliveredAt: sql`now()`,
        responseStatus: outcome.status,
        lastError: null,
      })
      .where(eq(alertWebhookDeliveries.id, deliveryId))
    await db
      .update(alertWebhooks)
      .set({ consecutiveFailures: 0, lastError: null })
      .where(eq(alertWebhooks.userId, delivery.userId))
    return 'delivered'
  }
  const final = delivery.attempts >= options.maxAttempts
  await db
    .update(alertWebhookDeliveries)
    .set({
      lastError: outcome.reason,
      responseStatus: outcome.status ?? null,
      ...(final ? { status: 'failed' } : {}),
    })
    .where(eq(alertWebhookDeliveries.id, deliveryId))
  const limit = options.runtime.webhookFailuresToDisable ?? ALERTS.webhookFailuresToDisable
  const [disabled] = await db
    .update(alertWebhooks)
    .set({
      consecutiveFailures: sql`${alertWebhooks.consecutiveFailures} + 1`,
      lastError: outcome.reason,
      status: sql`case when ${alertWebhooks.consecutiveFailures} + 1 >= ${limit} then 'disabled' else ${alertWebhooks.status} end`,
    })
    .where(and(eq(alertWebhooks.userId, delivery.userId), eq(alertWebhooks.status, 'active')))
    .returning({ status: alertWebhooks.status, failures: alertWebhooks.consecutiveFailures })
  if (disabled?.status === 'disabled') {
    options.log.warn({ deliveryId, reason: outcome.reason }, 'alert webhook disabled')
    await addNotification(db, {
      userId: delivery.userId,
      kind: 'webhook_disabled',
      title: 'Your alerts webhook was disabled',
      body: `${disabled.failures} deliveries in a row failed (last: ${outcome.reason}). Save its URL again in Alerts to re-enable it.`,
      link: '/alerts',
    })
    await db
      .update(alertWebhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(alertWebhookDeliveries.id, deliveryId))
    return 'failed'
  }
  if (final) return 'failed'
  throw new AlertWebhookAttemptFailed(`attempt ${delivery.attempts}: ${outcome.reason}`)
}
