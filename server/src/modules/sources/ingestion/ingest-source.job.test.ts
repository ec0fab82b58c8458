import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { filingProvenance, filings, scraperQueue } from '../../../db/schema'
import { createJobQueue, type JobQueue } from '../../../jobs/job-queue'
import {
  buildIngestionSource,
  fakeSiteListingConfig,
  LOOPBACK_ALLOW_LIST,
} from '../../../testing/fake-county-fixtures'
import { reply, startRecordingServer } from '../../../testing/fake-county-server'
import { startFakeCountySite } from '../../../testing/fake-county-site'
import { createTestDatabase } from '../../../testing/test-database'
import { createIngestSourceJob } from './ingest-source.job'
import { ingestionUserAgent } from './run-scrape-job.service'
import { enqueueScrapeJob, INGEST_SOURCE_JOB, startIngestionSession } from './scraper-queue.service'

const log = pino({ level: 'silent' })
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setUp() {
  const database = await createTestDatabase()
  cleanups.push(() => database.destroy())
  const job = createIngestSourceJob({
    allowHosts: LOOPBACK_ALLOW_LIST,
    retry: { limit: 3, delaySeconds: 0, backoff: false },
  })
  const queue = createJobQueue({
    database,
    jobs: [job],
    workers: 1,
    log,
    pollingIntervalSeconds: 0.5,
  })
  await queue.start({
    database,
    ingestion: { userAgent: ingestionUserAgent('http://localhost') },
  })
  cleanups.push(() => queue.stop(2000))
  return { database, queue, job }
}

async function waitForQueueState(queue: JobQueue, jobId: string, state: string) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const job = await queue.boss.getJobById(INGEST_SOURCE_JOB, jobId)
    if (job?.state === state) return job
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`queue job ${jobId} did not reach ${state}`)
}

async function waitForRow(
  database: { db: import('../../../db/client').Db },
  id: string,
  status: string,
) {
  const deadline = Date.now() + 40_000
  while (Date.now() < deadline) {
    const [row] = await database.db.select().from(scraperQueue).where(eq(scraperQueue.id, id))
    if (row?.status === status) return row
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`scraper job ${id} did not reach ${status}`)
}

describe('sources.ingest-source job', () => {
  it('ingests the fake county site into the records index with provenance', async () => {
    const { database, queue } = await setUp()
    const site = await startFakeCountySite()
    cleanups.push(() => site.close())
    const { sourceId } = await buildIngestionSource(database.db, {
      baseUrl: site.baseUrl,
      config: fakeSiteListingConfig(),
    })
    const sessionId = await startIngestionSession(database.db, { sourceIds: [sourceId] })
    const { job } = await enqueueScrapeJob({ db: database.db, sessionId, sourceId, jobs: queue })
    const row = await waitForRow(database, job.id, 'completed')
    expect(row.resultData).toMatchObject({
      inserted: 8,
      new: 8,
      updated: 0,
      rejected: 0,
      pagesFetched: 11,
    })
    const stored = await database.db
      .select()
      .from(filings)
      .where(eq(filings.caseNumber, 'CV-2025-04417'))
    expect(stored).toEqual([
      expect.objectContaining({
        defendantName: 'Trina Marlowe',
        zipCode: '45123',
        loanAmount: '123456.78',
        saleDate: '2026-03-05',
        sourceDatabase: 'Fairview County Sheriff (fake)',
      }),
    ])
    const provenance = await database.db
      .select()
      .from(filingProvenance)
      .where(eq(filingProvenance.filingId, stored[0]!.id))
    expect(provenance).toEqual([expect.objectContaining({ sourceId, sourceRecordId: '2026-0101' })])
  })

  it('a job that fails every attempt is retried 3 times, then ends failed with its error', async () => {
    const { database, queue } = await setUp()
    const broken = await startRecordingServer((request, response) => {
      if (request.path === '/robots.txt')
        reply(response, 404, 'none', { 'content-type': 'text/plain' })
      else reply(response, 500, '<h1>Internal Server Error</h1>')
    })
    cleanups.push(() => broken.close())
    const { sourceId } = await buildIngestionSource(database.db, {
      baseUrl: broken.baseUrl,
      config: fakeSiteListingConfig(),
    })
    const sessionId = await startIngestionSession(database.db, { sourceIds: [sourceId] })
    const { job, queueJobId } = await enqueueScrapeJob({
      db: database.db,
      sessionId,
      sourceId,
      jobs: queue,
    })
    const row = await waitForRow(database, job.id, 'failed')
    expect(row).toMatchObject({
      retryCount: 3,
      errorMessage: expect.stringContaining('answered 500'),
    })
    const pgJob = await waitForQueueState(queue, queueJobId!, 'failed')
    expect(pgJob.retryCount).toBe(3)
    expect(broken.pageRequests()).toHaveLength(4)
  })

  it('does not retry a refusal that would only repeat (robots.txt disallows everything)', async () => {
    const { database, queue } = await setUp()
    const site = await startFakeCountySite({ robots: { body: 'User-agent: *\nDisallow: /\n' } })
    cleanups.push(() => site.close())
    const { sourceId } = await buildIngestionSource(database.db, {
      baseUrl: site.baseUrl,
      config: fakeSiteListingConfig(),
    })
    const sessionId = await startIngestionSession(database.db, { sourceIds: [sourceId] })
    const { job, queueJobId } = await enqueueScrapeJob({
      db: database.db,
      sessionId,
      sourceId,
      jobs: queue,
    })
    const row = await waitForRow(database, job.id, 'failed')
    expect(row).toMatchObject({
      retryCount: 0,
      errorMessage: expect.stringContaining('blocked_robots'),
    })
    const pgJob = await waitForQueueState(queue, queueJobId!, 'completed')
    expect(pgJob.retryCount).toBe(0)
    expect(site.pageRequests()).toHaveLength(0)
  })
})
