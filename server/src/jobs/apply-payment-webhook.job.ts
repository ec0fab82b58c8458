/** Applies a stored payment webhook event (billing/webhook.service.ts); safe to run twice. */
import { z } from 'zod'
import { APPLY_WEBHOOK_JOB, applyWebhookEvent } from '../modules/billing/webhook.service'
import { defineJob } from './job-definition'

export const applyPaymentWebhookJob = defineJob({
  id: APPLY_WEBHOOK_JOB,
  payload: z.object({ eventId: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 120,
  async handler({ eventId }, context) {
    const outcome = await applyWebhookEvent(
      {
        db: context.database.db,
        provider: context.payments,
        publicUrl: context.publicUrl,
        log: context.log,
        jobs: null,
      },
      eventId,
    )
    context.log.info({ eventId, outcome }, 'payment webhook applied')
  },
})
