import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, parsers, scraperQueue, sources } from '../../../db/schema'
import {
  buildIngestionSource,
  FAKE_DATASET,
  fakeSocrataConfig,
  fakeSodaRows,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../testing/fake-county-fixtures'
import { type FakeSocrata, startFakeSocrata } from '../../../testing/fake-county-socrata'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { type IngestionRuntime, runScrapeJob } from './run-scrape-job.service'
import { enqueueScrapeJob, startIngestionSession } from './scraper-queue.service'

const TOKEN = 'runtime-token-42'
const runtime: IngestionRuntime = {
  userAgent: TEST_USER_AGENT,
  allowHosts: LOOPBACK_ALLOW_LIST,
  socrataAppToken: TOKEN,
}
let database: TestDatabase
let portal: FakeSocrata
let sourceId: string
beforeAll(async () => {
  database = await createTestDatabase()
  portal = await startFakeSocrata({
    datasets: { [FAKE_DATASET]: fakeSodaRows(12) },
    requiredAppToken: TOKEN,
  })
  ;({ sourceId } = await buildIngestionSource(database.db, {
    baseUrl: portal.baseUrl,
    config: fakeSocrataConfig(),
    name: 'Fairview open data (fake)',
  }))
})
afterAll(async () => {
  await portal.close()
  await database.destroy()
})

async function newJob(source = sourceId) {
  const sessionId = await startIngestionSession(database.db, { sourceIds: [source] })
  const { job } = await enqueueScrapeJob({ db: database.db, sessionId, sourceId: source })
  return job.id
}

describe('runScrapeJob', () => {
  it('stores the source, then continues incrementally from the last cursor', async () => {
    const first = await runScrapeJob(database.db, await newJob(), 'w1', runtime)
    expect(first).toEqual({ status: 'completed', inserted: 12, updated: 0, new: 12, rejected: 0 })
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(filings)
    expect(n).toBe(12)

    const before = portal.requests.length
    const second = await runScrapeJob(database.db, await newJob(), 'w2', runtime)
    expect(second).toMatchObject({ status: 'completed', inserted: 0, new: 0 })
    const [request] = portal.requests.slice(before).filter((r) => r.path.startsWith('/resource/'))
    expect(request!.query.get('$where')).toBe("filing_date > '2026-01-12T00:00:00.000'")
    expect(request!.headers['x-app-token']).toBe(TOKEN)
    const [source] = await database.db.select().from(sources).where(eq(sources.id, sourceId))
    expect(source).toMatchObject({ errorCount: 0, lastChecked: expect.any(Date) })
  })

  it('running a finished row again does nothing', async () => {
    const id = await newJob()
    await runScrapeJob(database.db, id, 'w1', runtime)
    const before = portal.requests.length
    expect(await runScrapeJob(database.db, id, 'w2', runtime)).toMatchObject({ status: 'skipped' })
    expect(portal.requests.length).toBe(before)
  })

  it('a broken parser config fails at once (not retryable) with the reason kept', async () => {
    const { sourceId: broken } = await buildIngestionSource(database.db, {
      baseUrl: portal.baseUrl,
      config: { connector: 'socrata', dataset: 'not a dataset', mapping: { fields: {} } },
    })
    const id = await newJob(broken)
    const outcome = await runScrapeJob(database.db, id, 'w', runtime)
    expect(outcome).toMatchObject({ status: 'failed', retryable: false })
    const [row] = await database.db.select().from(scraperQueue).where(eq(scraperQueue.id, id))
    expect(row).toMatchObject({
      status: 'failed',
      retryCount: 0,
      errorMessage: expect.stringContaining('dataset'),
    })
  })

  it('a source without an active parser fails with a clear error', async () => {
    const { sourceId: bare } = await buildIngestionSource(database.db, {
      baseUrl: portal.baseUrl,
      config: fakeSocrataConfig(),
    })
    await database.db.update(parsers).set({ active: false }).where(eq(parsers.sourceId, bare))
    const outcome = await runScrapeJob(database.db, await newJob(bare), 'w', runtime)
    expect(outcome).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('no active parser'),
    })
  })
})
