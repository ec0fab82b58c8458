import { describe, expect, it } from 'vitest'
import { APPLY_WEBHOOK_JOB } from '../modules/billing'
import { PROCESS_DOCUMENT_JOB } from '../modules/documents'
import { INGEST_SOURCE_JOB } from '../modules/sources'
import { JOBS } from './jobs'

describe('job registry', () => {
  it('registers every job some code sends, once', () => {
    const ids = JOBS.map((job) => job.id)
    for (const id of [
      APPLY_WEBHOOK_JOB,
      INGEST_SOURCE_JOB,
      PROCESS_DOCUMENT_JOB,
      'maintenance.purge-expired-sessions',
      'maintenance.purge-expired-throttles',
      'maintenance.purge-oauth-states',
      'documents.resume-stalled',
    ]) {
      expect(ids).toContain(id)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })
})
