/** Every job the workers run. A later feature adds its job file here. */

import type { JobDefinition } from './jobs/job-definition'
import { purgeExpiredSessionsJob } from './modules/accounts'
import { applyPaymentWebhookJob } from './modules/billing'
import { processDocumentJob, resumeStalledDocumentsJob } from './modules/documents'
import { resumeCampaignsJob, sendCampaignJob } from './modules/outreach'
import { ingestSourceJob } from './modules/records'

export const JOBS: readonly JobDefinition[] = [
  purgeExpiredSessionsJob,
  applyPaymentWebhookJob,
  ingestSourceJob,
  processDocumentJob,
  resumeStalledDocumentsJob,
  sendCampaignJob,
  resumeCampaignsJob,
]
