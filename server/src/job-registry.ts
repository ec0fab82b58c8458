/** Every job the workers run. A later feature adds its job file here. */

import type { JobDefinition } from './jobs/job-definition'
import { purgeExpiredSessionsJob } from './modules/accounts'
import { deliverAlertWebhookJob, evaluateAlertsJob, sendDigestsJob } from './modules/alerts'
import { purgeApiIdempotencyJob } from './modules/api'
import {
  applyPaymentWebhookJob,
  billingSweepJob,
  cancelReplacedSubscriptionJob,
} from './modules/billing'
import { skipTraceBatchJob } from './modules/contacts'
import { deliverWebhookJob } from './modules/crm'
import {
  type DocumentProcessedHook,
  processDocumentJob,
  removeDeletedObjectsJob,
  resumeStalledDocumentsJob,
} from './modules/documents'
import { enrichLeadJob } from './modules/enrichment'
import { keepLeadsOfProcessedDocument } from './modules/leads'
import { resumeCampaignsJob, sendCampaignJob } from './modules/outreach'
import { ingestSourceJob, refreshFilingDayCountsJob, runDueSourcesJob } from './modules/records'

export const JOBS: readonly JobDefinition[] = [
  purgeExpiredSessionsJob,
  applyPaymentWebhookJob,
  cancelReplacedSubscriptionJob,
  billingSweepJob,
  ingestSourceJob,
  runDueSourcesJob,
  refreshFilingDayCountsJob,
  processDocumentJob,
  resumeStalledDocumentsJob,
  removeDeletedObjectsJob,
  skipTraceBatchJob,
  sendCampaignJob,
  resumeCampaignsJob,
  deliverWebhookJob,
  evaluateAlertsJob,
  deliverAlertWebhookJob,
  sendDigestsJob,
  enrichLeadJob,
  purgeApiIdempotencyJob,
]

/**
 * What document processing runs in the transaction that completes a document: the document's
 * leads (one, or one per record of a sheriff-sale list; docs/decisions/0019). The documents module
 * cannot import leads (leads reads documents), so the processes hand this to
 * createProcessingServices.
 */
export const onDocumentProcessed: DocumentProcessedHook = (tx, document) =>
  keepLeadsOfProcessedDocument(tx, document)
