/**
 * The alert webhook delivery job ('alerts.deliver-webhook'): one attempt a run, retried by
 * pg-boss with exponential backoff (30 s, 60 s, 120 s... in production) until the delivery's
 * attempts are spent. Safe to run twice: a delivered or failed delivery is not sent again.
 */
import { ALERTS } from '@common/alert-plans'
import { defineJob } from '../../../jobs/job-definition'
import type { AlertsRuntime } from '../alerts.deps'
import { ALERT_WEBHOOK_JOB, deliverAlertWebhookPayload } from './deliver-alert-webhook.contract'
import { deliverAlertWebhook } from './webhook-deliveries.service'

export function createDeliverAlertWebhookJob(
  options: { attempts?: number; delaySeconds?: number } = {},
) {
  const attempts = options.attempts ?? ALERTS.webhookAttempts
  return defineJob<typeof deliverAlertWebhookPayload, { alerts: AlertsRuntime }>({
    id: ALERT_WEBHOOK_JOB,
    payload: deliverAlertWebhookPayload,
    // One more retry than attempts need: a run that expired mid-send still gets its last try.
    retry: { limit: attempts, delaySeconds: options.delaySeconds ?? 30, backoff: true },
    expireInSeconds: 60,
    async handler({ deliveryId }, context) {
      const { database, alerts } = context.runtime
      await deliverAlertWebhook({
        db: database.db,
        runtime: alerts,
        deliveryId,
        log: context.log,
        maxAttempts: attempts,
      })
    },
  })
}

export const deliverAlertWebhookJob = createDeliverAlertWebhookJob()
