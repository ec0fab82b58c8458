import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../jobs/job-queue'
import type { PaymentProvider } from './providers/payment-provider'

/** What the billing services need; `provider` is null when payments are off. */
export interface BillingDeps {
  db: Db
  provider: PaymentProvider | null
  publicUrl: string
  log: FastifyBaseLogger
  jobs: JobQueue | null
}
