/**
 * The webhook delivery job ('crm.deliver-webhook'): one attempt a run, retried by pg-boss with
 * exponential backoff (30 s, 60 s, 120 s... in production) until the delivery's attempts are
 * spent. Safe to run twice: a delivered or failed delivery is not sent again.
 */
import { CRM } from '@common/limits'
import { defineJob } from '../../../jobs/job-definition'
import type { CrmRuntime } from '../crm.deps'
import { CRM_WEBHOOK_JOB, deliverWebhookPayload } from './deliver-webhook.contract'
import { deliverWebhook } from './deliver-webhook.service'

export function createDeliverWebhookJob(
  options: { attempts?: number; delaySeconds?: number } = {},
) {
  const attempts = options.attempts ?? CRM.webhookAttempts
  return defineJob<typeof deliverWebhookPayload, { crm: CrmRuntime }>({
    id: CRM_WEBHOOK_JOB,
    payload: deliverWebhookPayload,
    // One more retry than attempts need: a run that expired mid-send still gets its last try.
    retry: { limit: attempts, delaySeconds: options.delaySeconds ?? 30, backoff: true },
    expireInSeconds: 60,
    async handler({ deliveryId }, context) {
      const { database, crm } = context.runtime
      await deliverWebhook({
        db: database.db,
        runtime: crm,
        deliveryId,
        log: context.log,
        maxAttempts: attempts,
      })
    },
  })
}

export const deliverWebhookJob = createDeliverWebhookJob()
