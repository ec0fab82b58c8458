import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestionRunEvents, ingestionRuns, scraperQueue } from '../../../db/schema'
import { buildIngestionSource, fakeSiteListingConfig } from '../../../testing/fake-county-fixtures'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import {
  claimScrapeJob,
  completeScrapeJob,
  enqueueScrapeJob,
  failScrapeJobAttempt,
  INGEST_SOURCE_JOB,
  lastCursorOf,
  startIngestionSession,
} from './scraper-queue.service'

let database: TestDatabase
let sourceId: string
beforeAll(async () => {
  database = await createTestDatabase()
  ;({ sourceId } = await buildIngestionSource(database.db, {
    baseUrl: 'https://county.example',
    config: fakeSiteListingConfig(),
  }))
})
afterAll(() => database.destroy())

function fakeQueue() {
  const sent: [string, object][] = []
  return {
    sent,
    send: async (jobId: string, payload: object) => {
      sent.push([jobId, payload])
      return `job-${sent.length}`
    },
  }
}

describe('scraper queue', () => {
  it('enqueueing the same (session, source, jobType) twice yields one row and one job', async () => {
    const db = database.db
    const sessionId = await startIngestionSession(db, { sourceIds: [sourceId] })
    const jobs = fakeQueue()
    const first = await enqueueScrapeJob({ db, sessionId, sourceId, jobs })
    const second = await enqueueScrapeJob({ db, sessionId, sourceId, jobs })
    const both = await Promise.all([
      enqueueScrapeJob({ db, sessionId, sourceId, jobs }),
      enqueueScrapeJob({ db, sessionId, sourceId, jobs }),
    ])
    expect(first.created).toBe(true)
    expect(second).toMatchObject({ created: false, job: { id: first.job.id } })
    expect(both.map((result) => result.job.id)).toEqual([first.job.id, first.job.id])
    const rows = await db.select().from(scraperQueue).where(eq(scraperQueue.sessionId, sessionId))
    expect(rows).toHaveLength(1)
    expect(jobs.sent).toEqual([[INGEST_SOURCE_JOB, { scraperJobId: first.job.id }]])
    const other = await enqueueScrapeJob({
      db,
      sessionId,
      sourceId,
      jobType: 'refresh-details',
      jobs,
    })
    expect(other.created).toBe(true)
    const [session] = await db.select().from(ingestionRuns).where(eq(ingestionRuns.id, sessionId))
    expect(session?.totalSources).toBe(2)
  })

  it('claims, counts retries, keeps the error, and fails for good after 3 retries', async () => {
    const db = database.db
    const sessionId = await startIngestionSession(db, { sourceIds: [sourceId] })
    const { job } = await enqueueScrapeJob({ db, sessionId, sourceId })
    for (let attempt = 0; attempt <= 3; attempt++) {
      const claimed = await claimScrapeJob(db, job.id, `worker-${attempt}`)
      expect(claimed).toMatchObject({
        status: 'running',
        retryCount: attempt,
        workerId: `worker-${attempt}`,
      })
      expect(await claimScrapeJob(db, job.id, 'intruder')).toBeNull()
      const { final } = await failScrapeJobAttempt(db, claimed!, {
        message: `remote answered 503 (attempt ${attempt + 1})`,
        retryable: true,
      })
      expect(final).toBe(attempt === 3)
    }
    const [row] = await db.select().from(scraperQueue).where(eq(scraperQueue.id, job.id))
    expect(row).toMatchObject({
      status: 'failed',
      retryCount: 3,
      maxRetries: 3,
      errorMessage: 'remote answered 503 (attempt 4)',
    })
    expect(row?.completedAt).toBeInstanceOf(Date)
    expect(await claimScrapeJob(db, job.id, 'late')).toBeNull()
    const events = await db
      .select()
      .from(ingestionRunEvents)
      .where(eq(ingestionRunEvents.sessionId, sessionId))
      .orderBy(ingestionRunEvents.id)
    expect(events.map((event) => event.kind)).toEqual(['queued', 'source_started', 'source_failed'])
    const [session] = await db.select().from(ingestionRuns).where(eq(ingestionRuns.id, sessionId))
    expect(session).toMatchObject({ failedSources: 1, status: 'completed' })
  })

  it('a permanent failure is final at once; a completed row keeps its result and cursor', async () => {
    const db = database.db
    const sessionId = await startIngestionSession(db, { sourceIds: [sourceId] })
    const blocked = await enqueueScrapeJob({ db, sessionId, sourceId, jobType: 'blocked' })
    const claimed = await claimScrapeJob(db, blocked.job.id, 'w')
    const outcome = await failScrapeJobAttempt(db, claimed!, {
      message: 'blocked_robots: robots.txt disallows /sales',
      retryable: false,
    })
    expect(outcome.final).toBe(true)

    const done = await enqueueScrapeJob({ db, sessionId, sourceId, jobType: 'ok' })
    const running = await claimScrapeJob(db, done.job.id, 'w')
    await completeScrapeJob(db, running!, { inserted: 3, cursor: '2026-02-01T00:00:00' })
    const [row] = await db.select().from(scraperQueue).where(eq(scraperQueue.id, done.job.id))
    expect(row).toMatchObject({
      status: 'completed',
      resultData: { inserted: 3 },
      errorMessage: null,
    })
    expect(await lastCursorOf(db, sourceId)).toBe('2026-02-01T00:00:00')
    expect(await claimScrapeJob(db, done.job.id, 'again')).toBeNull()
  })
})
