/** Applies a stored payment webhook event (billing/webhook.service.ts); safe to run twice. */
import { z } from 'zod'
import { defineJob } from '../../jobs/job-definition'
import type { PaymentProvider } from './providers/payment-provider'
import { APPLY_WEBHOOK_JOB, applyWebhookEvent } from './webhook.service'

/** What this job reads from the worker process: the payment provider (null when payments are off). */
export interface PaymentJobServices {
  payments: PaymentProvider | null
}

export const applyPaymentWebhookJob = defineJob<
  z.ZodObject<{ eventId: z.ZodString }>,
  PaymentJobServices
>({
  id: APPLY_WEBHOOK_JOB,
  payload: z.object({ eventId: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 120,
  async handler({ eventId }, context) {
    const outcome = await applyWebhookEvent(
      {
        db: context.database.db,
        provider: context.payments ?? null,
        publicUrl: context.publicUrl,
        log: context.log,
        jobs: null,
      },
      eventId,
    )
    context.log.info({ eventId, outcome }, 'payment webhook applied')
  },
})
