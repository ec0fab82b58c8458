/**
 * The webhook delivery job ('crm.deliver-webhook'): one attempt a run, retried by pg-boss with
 * exponential backoff (30 s, 60 s, 120 s... in production) until the delivery's attempts are
 * spent. Safe to run twice: a delivered or failed delivery is not sent again.
 */
import { CRM } from '@common/limits'
import { defineDeliveryJob } from '../../../jobs/scheduled-job'
import { CRM_WEBHOOK_JOB, deliverWebhookPayload } from './deliver-webhook.contract'
import { deliverWebhook } from './deliver-webhook.service'

export function createDeliverWebhookJob(
  options: { attempts?: number; delaySeconds?: number } = {},
) {
  return defineDeliveryJob({
    id: CRM_WEBHOOK_JOB,
    payload: deliverWebhookPayload,
    runtimeKey: 'crm',
    attempts: options.attempts ?? CRM.webhookAttempts,
    delaySeconds: options.delaySeconds ?? 30,
    deliver: deliverWebhook,
  })
}

export const deliverWebhookJob = createDeliverWebhookJob()
