/**
 * Every five minutes: removes from storage the files of deleted accounts that the deletion
 * itself could not remove (storage down, S3 refusing), until storage confirms each
 * (documents/account/account-documents.queries.ts). Idle runs are one indexed read.
 */
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import type { DocumentJobRuntime } from '../processing/document-job-runtime'
import { removePendingObjects } from './account-documents.queries'

export const removeDeletedObjectsJob = defineScheduledJob<DocumentJobRuntime>({
  id: 'documents.remove-deleted-objects',
  expireInSeconds: 1800,
  schedule: '*/5 * * * *',
  async run(context) {
    const { database, documents } = context.runtime
    const outcome = await removePendingObjects(database.db, documents.removeObject, {
      log: context.log,
    })
    if (outcome.removed > 0 || outcome.remaining > 0) {
      context.log.info(outcome, 'removed files of deleted accounts')
    }
  },
})
