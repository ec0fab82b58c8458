import type { Config } from '../../config'
import type { JobContext } from '../../jobs/job-definition'
import type { BillingDeps } from './billing.deps'
import type { PaymentProvider } from './providers/payment-provider'

/** What billing's jobs read from the process's runtime: the payment provider (null when off). */
export interface PaymentJobRuntime {
  payments: PaymentProvider | null
  config: Pick<Config, 'PUBLIC_URL'>
}

/** The billing services' dependencies inside a job. */
export function jobBillingDeps(context: JobContext<PaymentJobRuntime>): BillingDeps {
  const { runtime } = context
  return {
    db: runtime.database.db,
    provider: runtime.payments,
    publicUrl: runtime.config.PUBLIC_URL,
    log: context.log,
    jobs: null,
  }
}
