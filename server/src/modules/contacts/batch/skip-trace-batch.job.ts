/**
 * The batch trace job (id 'contacts.skip-trace-batch'): runs one batch with the process's
 * contact providers (the runtime's `contactProviders`). Safe to run twice: a batch
 * resumes after the leads it recorded as done, and the 90-day cache stops a person being bought
 * again.
 */
import { defineJob } from '../../../jobs/job-definition'
import type { ContactProviders } from '../providers/contact-providers'
import {
  SKIP_TRACE_BATCH_JOB,
  SKIP_TRACE_BATCH_RUN_SECONDS,
  skipTraceBatchPayload,
} from './skip-trace-batch.contract'
import { runBatchTrace } from './skip-trace-batch.service'

export const skipTraceBatchJob = defineJob<
  typeof skipTraceBatchPayload,
  { contactProviders: ContactProviders }
>({
  id: SKIP_TRACE_BATCH_JOB,
  payload: skipTraceBatchPayload,
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: SKIP_TRACE_BATCH_RUN_SECONDS,
  async handler({ batchId }, context) {
    const { database, contactProviders } = context.runtime
    await runBatchTrace({ db: database.db, providers: contactProviders, log: context.log }, batchId)
  },
})
