/** Applies a stored payment webhook event (billing/webhook.service.ts); safe to run twice. */
import { z } from 'zod'
import { defineJob } from '../../jobs/job-definition'
import { jobBillingDeps, type PaymentJobRuntime } from './billing-job-deps'
import { APPLY_WEBHOOK_JOB, applyWebhookEvent } from './webhook.service'

export type { PaymentJobRuntime } from './billing-job-deps'

export const applyPaymentWebhookJob = defineJob<
  z.ZodObject<{ eventId: z.ZodString }>,
  PaymentJobRuntime
>({
  id: APPLY_WEBHOOK_JOB,
  payload: z.object({ eventId: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 120,
  async handler({ eventId }, context) {
    const outcome = await applyWebhookEvent(jobBillingDeps(context), eventId)
    context.log.info({ eventId, outcome }, 'payment webhook applied')
  },
})
