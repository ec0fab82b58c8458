/** Every minute: the billing sweep (billing-sweep.service.ts). Cheap when there is nothing to do. */
import { z } from 'zod'
import { defineJob } from '../../jobs/job-definition'
import { jobBillingDeps, type PaymentJobRuntime } from './billing-job-deps'
import { sweepBilling } from './billing-sweep.service'

const payload = z.object({}).passthrough()

export const billingSweepJob = defineJob<typeof payload, PaymentJobRuntime>({
  id: 'billing.sweep',
  payload,
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 300,
  schedule: '* * * * *',
  async handler(_payload, context) {
    const outcome = await sweepBilling(jobBillingDeps(context))
    if (outcome.eventsApplied + outcome.eventsFailed + outcome.cancellationsTried > 0) {
      context.log.info(outcome, 'billing sweep')
    }
  },
})
