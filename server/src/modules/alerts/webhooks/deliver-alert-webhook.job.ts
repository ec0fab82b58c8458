/**
 * The alert webhook delivery job ('alerts.deliver-webhook'): one attempt a run, retried by
 * pg-boss with exponential backoff (30 s, 60 s, 120 s... in production) until the delivery's
 * attempts are spent. Safe to run twice: a delivered or failed delivery is not sent again.
 */
import { ALERTS } from '@common/alert-plans'
import { defineDeliveryJob } from '../../../jobs/scheduled-job'
import { ALERT_WEBHOOK_JOB, deliverAlertWebhookPayload } from './deliver-alert-webhook.contract'
import { deliverAlertWebhook } from './webhook-deliveries.service'

export function createDeliverAlertWebhookJob(
  options: { attempts?: number; delaySeconds?: number } = {},
) {
  return defineDeliveryJob({
    id: ALERT_WEBHOOK_JOB,
    payload: deliverAlertWebhookPayload,
    runtimeKey: 'alerts',
    attempts: options.attempts ?? ALERTS.webhookAttempts,
    delaySeconds: options.delaySeconds ?? 30,
    deliver: deliverAlertWebhook,
  })
}

export const deliverAlertWebhookJob = createDeliverAlertWebhookJob()
