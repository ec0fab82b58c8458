/** Every minute: the billing sweep (billing-sweep.service.ts). Cheap when there is nothing to do. */
import { defineScheduledJob } from '../../jobs/scheduled-job'
import { jobBillingDeps, type PaymentJobRuntime } from './billing-job-deps'
import { sweepBilling } from './billing-sweep.service'

export const billingSweepJob = defineScheduledJob<PaymentJobRuntime>({
  id: 'billing.sweep',
  expireInSeconds: 300,
  schedule: '* * * * *',
  async run(context) {
    const outcome = await sweepBilling(jobBillingDeps(context))
    if (outcome.eventsApplied + outcome.eventsFailed + outcome.cancellationsTried > 0) {
      context.log.info(outcome, 'billing sweep')
    }
  },
})
