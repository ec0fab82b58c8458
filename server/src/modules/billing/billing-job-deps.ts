import type { JobContext } from '../../jobs/job-definition'
import type { BillingDeps } from './billing.deps'
import type { PaymentProvider } from './providers/payment-provider'

/** What billing's jobs read from the worker process: the payment provider (null when off). */
export interface PaymentJobServices {
  payments: PaymentProvider | null
}

/** The billing services' dependencies inside a job. */
export function jobBillingDeps(context: JobContext & Partial<PaymentJobServices>): BillingDeps {
  return {
    db: context.database.db,
    provider: context.payments ?? null,
    publicUrl: context.publicUrl,
    log: context.log,
    jobs: null,
  }
}
