/**
 * Every minute: resumes documents whose processing stalled (documents/processing/
 * stalled-documents.service.ts), so a worker that died mid-way is replaced within about two
 * minutes and a job that ran out of retries does not leave a document 'pending' for ever; sends
 * the job of list imports whose run stopped again (0058); and removes the temporary files of
 * uploads a killed process left behind. Each run is three indexed queries and a look at the
 * upload directory when nothing stalled; running twice at once is safe (a document or an import
 * is claimed by one run).
 */
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import { resumeStalledImports } from '../list-import/stalled-imports.service'
import type { DocumentJobRuntime } from './document-job-runtime'
import { resumeStalledDocuments } from './stalled-documents.service'

export const resumeStalledDocumentsJob = defineScheduledJob<DocumentJobRuntime>({
  id: 'documents.resume-stalled',
  expireInSeconds: 1800,
  schedule: '* * * * *',
  async run(context) {
    const { database, documents } = context.runtime
    try {
      const removed = await documents.removeAbandonedUploads()
      if (removed > 0) context.log.info({ removed }, 'removed files of unfinished uploads')
    } catch (error) {
      context.log.warn({ err: error }, 'could not remove the files of unfinished uploads')
    }
    const outcome = await resumeStalledDocuments({
      db: database.db,
      log: context.log,
      ...documents,
    })
    if (outcome.resumed > 0 || outcome.gaveUp > 0) {
      context.log.info(outcome, 'resumed stalled documents')
    }
    const imports = await resumeStalledImports(database.db, context.sendJob)
    if (imports > 0) context.log.info({ imports }, 'resumed stalled list imports')
  },
})
