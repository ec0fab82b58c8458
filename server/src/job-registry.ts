/** Every job the workers run. A later feature adds its job file here. */

import type { JobDefinition } from './jobs/job-definition'
import { purgeExpiredSessionsJob } from './modules/accounts'
import {
  applyPaymentWebhookJob,
  billingSweepJob,
  cancelReplacedSubscriptionJob,
} from './modules/billing'
import { skipTraceBatchJob } from './modules/contacts'
import { processDocumentJob, resumeStalledDocumentsJob } from './modules/documents'
import { ingestSourceJob } from './modules/records'

export const JOBS: readonly JobDefinition[] = [
  purgeExpiredSessionsJob,
  applyPaymentWebhookJob,
  cancelReplacedSubscriptionJob,
  billingSweepJob,
  ingestSourceJob,
  processDocumentJob,
  resumeStalledDocumentsJob,
  skipTraceBatchJob,
]
