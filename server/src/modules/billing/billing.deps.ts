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
  /**
   * How long the return page waits for the provider to activate an approved subscription
   * before answering "pending" (the activation webhook grants it then). Default: 4 x 750 ms.
   */
  activationWait?: { attempts: number; intervalMs: number }
}
