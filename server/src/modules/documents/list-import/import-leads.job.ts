/**
 * Makes the leads of a list the user chose to import (list-import/import-run.service.ts), in
 * batches, in the background. Retried for passing failures (the database); a run killed mid-way
 * leaves the import 'importing' under a claim whose batches stopped: `documents.resume-stalled`
 * sends the job again within about two minutes, and the new run goes on where the last batch
 * ended.
 */
import { defineJob } from '../../../jobs/job-definition'
import type { DocumentJobRuntime } from '../processing/document-job-runtime'
import { IMPORT_LIST_LEADS_JOB, importListLeadsPayload } from './import-leads.contract'
import { IMPORT_LIMITS, runListImport } from './import-run.service'

export const importListLeadsJob = defineJob<typeof importListLeadsPayload, DocumentJobRuntime>({
  id: IMPORT_LIST_LEADS_JOB,
  payload: importListLeadsPayload,
  retry: { limit: 3, delaySeconds: 15, backoff: true },
  expireInSeconds: IMPORT_LIMITS.jobExpiryMs / 1000,
  async handler({ documentId }, context) {
    const { database, documents } = context.runtime
    const outcome = await runListImport(
      { db: database.db, log: context.log, keepRecordLeads: documents.keepRecordLeads },
      documentId,
    )
    context.log.info({ documentId, outcome }, 'list import run')
  },
})
