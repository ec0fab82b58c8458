import { describe, expect, it } from 'vitest'
import { APPLY_WEBHOOK_JOB } from '../modules/billing/webhook.service'
import { INGEST_SOURCE_JOB } from '../modules/records/ingestion/scraper-queue.service'
import { PROCESS_DOCUMENT_JOB } from './process-document.job'
import { JOBS } from './registry'

describe('job registry', () => {
  it('registers every job some code sends, once', () => {
    const ids = JOBS.map((job) => job.id)
    for (const id of [
      APPLY_WEBHOOK_JOB,
      INGEST_SOURCE_JOB,
      PROCESS_DOCUMENT_JOB,
      'maintenance.purge-expired-sessions',
      'documents.resume-stalled',
    ]) {
      expect(ids).toContain(id)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })
})
