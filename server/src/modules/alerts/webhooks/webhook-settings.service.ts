/**
 * The user's webhook in settings: save a URL (checked by the SSRF guard; a new secret each time,
 * shown once; saving again re-enables a disabled webhook), read it with its recent deliveries,
 * remove it, and send a test event through the same signed, retried delivery.
 */

import { randomUUID } from 'node:crypto'
import type {
  GetWebhookResponse,
  SaveWebhookResponse,
  WebhookDelivery,
} from '@common/contracts/alerts'
import type { AlertTestEvent } from '@common/contracts/webhook-events'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  type AlertWebhookRow,
  alertMonitors,
  alertWebhooks,
  type SessionUser,
} from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { postTargetProblem } from '../../../lib/guarded-post'
import { generateWebhookSecret } from '../../../lib/signed-webhook'
import type { AlertsDeps } from '../alerts.deps'
import { allowanceOf } from '../monitors/alert-plan'
import { ALERT_WEBHOOK_JOB } from './deliver-alert-webhook.contract'
import { insertDelivery, recentDeliveries, webhookOf } from './webhook.queries'

function requireWebhooksInPlan(user: SessionUser) {
  if (!allowanceOf(user).webhooks) {
    throw AppError.forbidden(
      'ALERT_FEATURE_NOT_IN_PLAN',
      'Webhooks (Zapier and other automation tools) are part of the Elite plan.',
      { requiresUpgrade: true },
    )
  }
}

const present = (row: AlertWebhookRow) => ({
  url: row.url,
  status: row.status as 'active' | 'disabled',
  consecutiveFailures: row.consecutiveFailures,
  lastError: row.lastError,
})

export async function saveWebhook(
  deps: AlertsDeps,
  user: SessionUser,
  url: string,
): Promise<SaveWebhookResponse> {
  requireWebhooksInPlan(user)
  const problem = await postTargetProblem(url, deps.allowPrivateTargets)
  if (problem) {
    throw AppError.badRequest(
      'ALERT_WEBHOOK_TARGET_REFUSED',
      `This webhook URL cannot be used: ${problem}`,
    )
  }
  if (!deps.secrets) {
    throw new AppError(
      'ALERTS_UNAVAILABLE',
      'Webhooks need SECRETS_SEALING_KEY on this server to keep their signing secrets encrypted.',
      503,
    )
  }
  const secret = generateWebhookSecret()
  const sealed = deps.secrets.seal(secret)
  const values = { url, secret: sealed, status: 'active', consecutiveFailures: 0, lastError: null }
  const [row] = await deps.db
    .insert(alertWebhooks)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: alertWebhooks.userId, set: values })
    .returning()
  return { ...present(row!), secret }
}

export async function getWebhook(db: Db, user: SessionUser): Promise<GetWebhookResponse> {
  const row = await webhookOf(db, user.id)
  const deliveries = await recentDeliveries(db, user.id)
  return {
    webhook: row ? present(row) : null,
    deliveries: deliveries.map((d) => ({
      id: d.id,
      event: d.event,
      status: d.status as WebhookDelivery['status'],
      attempts: d.attempts,
      responseStatus: d.responseStatus,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
    })),
  }
}

/** Removes the webhook and the webhook channel from the user's monitors. */
export async function removeWebhook(db: Db, user: SessionUser): Promise<void> {
  await db.delete(alertWebhooks).where(eq(alertWebhooks.userId, user.id))
  await db
    .update(alertMonitors)
    .set({
      channels: sql`coalesce(nullif(array_remove(${alertMonitors.channels}, 'webhook'), '{}'), '{in_app}')`,
    })
    .where(eq(alertMonitors.userId, user.id))
}

/**
 * Goes on when the user's webhook is active; otherwise 409 ALERT_WEBHOOK_NOT_SET, saying what to do and
 * `where` (' in Alerts > Webhook' from elsewhere; '' on the webhook's own page).
 */
export async function requireActiveWebhook(db: Db, userId: string, where: string) {
  const row = await webhookOf(db, userId)
  if (row?.status !== 'active') {
    throw AppError.conflict(
      'ALERT_WEBHOOK_NOT_SET',
      row
        ? `Your webhook is disabled after failed deliveries. Save its URL again${where} to re-enable it.`
        : `Save a webhook URL${where} first.`,
    )
  }
}

export async function sendTestEvent(
  deps: AlertsDeps,
  user: SessionUser,
): Promise<{ deliveryId: string }> {
  requireWebhooksInPlan(user)
  await requireActiveWebhook(deps.db, user.id, '')
  if (!deps.jobs) {
    throw new AppError(
      'ALERTS_UNAVAILABLE',
      'Webhook deliveries are not available on this server right now.',
      503,
    )
  }
  const event: AlertTestEvent = {
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    type: 'test',
    createdAt: new Date().toISOString(),
    data: { message: 'A test event from Foreclosure Leads alerts. Nothing happened to any case.' },
  }
  const body = JSON.stringify(event)
  const deliveryId = await insertDelivery(deps.db, {
    userId: user.id,
    matchId: null,
    event: 'test',
    body,
  })
  await deps.jobs.send(ALERT_WEBHOOK_JOB, { deliveryId })
  return { deliveryId: deliveryId! }
}
