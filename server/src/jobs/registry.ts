/** Every job the workers run. A later feature adds its job file here. */

import { applyPaymentWebhookJob } from './apply-payment-webhook.job'
import { ingestSourceJob } from './ingest-source.job'
import type { JobDefinition } from './job-definition'
import { processDocumentJob } from './process-document.job'
import { purgeExpiredSessionsJob } from './purge-expired-sessions.job'
import { resumeStalledDocumentsJob } from './resume-stalled-documents.job'

export const JOBS: readonly JobDefinition[] = [
  purgeExpiredSessionsJob,
  applyPaymentWebhookJob,
  ingestSourceJob,
  processDocumentJob,
  resumeStalledDocumentsJob,
]
