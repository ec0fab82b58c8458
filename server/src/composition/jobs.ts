/**
 * Every job the workers run, taken from the modules' faces. A later feature adds its job here.
 * The list is typed against the Runtime: a job naming a part the runtime does not have (or has
 * with another type) does not compile, so no handler needs to check what it was given.
 */
import type { z } from 'zod'
import type { JobDefinition } from '../jobs/job-definition'
import { purgeExpiredSessionsJob } from '../modules/accounts'
import { deliverAlertWebhookJob, evaluateAlertsJob, sendDigestsJob } from '../modules/alerts'
import { purgeApiIdempotencyJob } from '../modules/api'
import {
  applyPaymentWebhookJob,
  billingSweepJob,
  cancelReplacedSubscriptionJob,
} from '../modules/billing'
import { skipTraceBatchJob } from '../modules/contacts'
import { deliverWebhookJob } from '../modules/crm'
import {
  importListLeadsJob,
  processDocumentJob,
  removeDeletedObjectsJob,
  resumeStalledDocumentsJob,
} from '../modules/documents'
import { enrichLeadJob } from '../modules/enrichment'
import { refreshUrgencyJob } from '../modules/leads'
import { purgeOAuthStatesJob, resumeCampaignsJob, sendCampaignJob } from '../modules/outreach'
import { refreshFilingDayCountsJob } from '../modules/records'
import { ingestSourceJob, runDueSourcesJob } from '../modules/sources'
import { purgeExpiredThrottlesJob } from '../modules/throttle'
import type { Runtime } from './runtime'

/** A job that runs with the process's runtime (any payload). */
export type RuntimeJob = JobDefinition<z.ZodType, Runtime>

export const JOBS: readonly RuntimeJob[] = [
  purgeExpiredSessionsJob,
  applyPaymentWebhookJob,
  cancelReplacedSubscriptionJob,
  billingSweepJob,
  ingestSourceJob,
  runDueSourcesJob,
  refreshFilingDayCountsJob,
  processDocumentJob,
  resumeStalledDocumentsJob,
  importListLeadsJob,
  removeDeletedObjectsJob,
  skipTraceBatchJob,
  sendCampaignJob,
  resumeCampaignsJob,
  deliverWebhookJob,
  evaluateAlertsJob,
  deliverAlertWebhookJob,
  sendDigestsJob,
  enrichLeadJob,
  refreshUrgencyJob,
  purgeApiIdempotencyJob,
  purgeExpiredThrottlesJob,
  purgeOAuthStatesJob,
]
