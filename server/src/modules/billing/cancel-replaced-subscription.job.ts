/**
 * Tries one cancellation of a replaced provider subscription now (provider-cancellations.service
 * .ts). A failure is recorded with its backoff and tried again by the billing sweep until the
 * provider confirms, so the job itself does not retry.
 */
import { z } from 'zod'
import { defineJob } from '../../jobs/job-definition'
import { jobBillingDeps, type PaymentJobRuntime } from './billing-job-deps'
import { CANCEL_SUBSCRIPTION_JOB, runCancellation } from './provider-cancellations.service'

const payload = z.object({ subscriptionId: z.string().min(1) })

export const cancelReplacedSubscriptionJob = defineJob<typeof payload, PaymentJobRuntime>({
  id: CANCEL_SUBSCRIPTION_JOB,
  payload,
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 120,
  async handler({ subscriptionId }, context) {
    const outcome = await runCancellation(jobBillingDeps(context), subscriptionId)
    context.log.info({ subscriptionId, outcome }, 'replaced subscription cancellation tried')
  },
})
