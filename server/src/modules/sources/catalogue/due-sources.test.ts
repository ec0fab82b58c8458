/**
 * The sale-day schedule (docs/decisions/0079): a source that fed a case not ended whose sale is
 * within 48 hours is due every `recheckMinutes` from its last run's start, never sooner than its
 * quota serves a run like its last one, and never while a run of it is pending.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { filings, rateLimits, scraperQueue, sources } from '../../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { storeFilings } from '../../records'
import { startIngestionSession } from '../ingestion/scraper-queue.service'
import { dueSources, saleDayWindow } from './due-sources'
import { njAtlanticCivilView } from './presets-civilview'
import { syncSourcePreset } from './sync-catalogue.service'

const NOW = new Date('2026-11-30T14:00:00Z')
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)
let database: TestDatabase
let sourceId: string

beforeAll(async () => {
  database = await createTestDatabase()
  sourceId = await syncSourcePreset(database.db, njAtlanticCivilView)
  await database.db.update(sources).set({ active: true }).where(eq(sources.id, sourceId))
})
afterAll(() => database.destroy())

beforeEach(async () => {
  await database.db.delete(scraperQueue)
  await database.db.delete(filings)
  await database.db.update(sources).set({ lastChecked: minutesAgo(20) })
})

/** A case of the source with its sale on `saleDate`, as a run stores it. */
async function caseOnSale(saleDate: string, saleStatus: 'scheduled' | 'cancelled' = 'scheduled') {
  await storeFilings(database.db, {
    sourceId,
    sourceName: njAtlanticCivilView.name,
    filings: [
      {
        sourceRecordId: 'F-1',
        documentType: 'Sheriff Sale',
        caseNumber: 'F-000001-26',
        court: null,
        defendantName: 'DOE, JANE',
        plaintiffName: null,
        propertyAddress: '1 Main St',
        city: 'Galloway',
        county: 'Atlantic',
        state: 'NJ',
        zipCode: '08205',
        filingDate: null,
        saleDate,
        loanAmount: null,
        amountKind: null,
        saleStatus,
        documentUrl: null,
        raw: {},
      },
    ],
  })
}

/** A run of the source: started `startedMinutesAgo`, in `status`, having fetched `pages`. */
async function runOf(startedMinutesAgo: number, status: string, pages = 1) {
  const sessionId = await startIngestionSession(database.db, { sourceIds: [sourceId] })
  await database.db.insert(scraperQueue).values({
    sessionId,
    sourceId,
    jobType: 'ingest-source',
    status,
    startedAt: minutesAgo(startedMinutesAgo),
    completedAt: status === 'completed' ? minutesAgo(startedMinutesAgo - 1) : null,
    resultData: { pagesFetched: pages },
  })
}

const due = async (recheckMinutes = 15) =>
  (await dueSources(database.db, NOW, { recheckMinutes })).map((source) => source.presetId)

describe('sale-day re-checks', () => {
  it('the window runs from yesterday to 48 hours ahead (UTC dates)', () => {
    expect(saleDayWindow(NOW)).toEqual({ from: '2026-11-29', to: '2026-12-02' })
  })

  it('a source checked 20 minutes ago is due only while one of its cases has a sale within 48 hours', async () => {
    expect(await due()).toEqual([])
    await caseOnSale('2026-12-01')
    expect(await due()).toEqual([njAtlanticCivilView.id])
    // The deployment's interval decides: 30 minutes have not passed.
    expect(await due(30)).toEqual([])
  })

  it('a sale further out, or a case that ended, does not make a sale day', async () => {
    await caseOnSale('2026-12-05')
    expect(await due()).toEqual([])
    await database.db.delete(filings)
    await caseOnSale('2026-12-01', 'cancelled')
    const [stored] = await database.db.select().from(filings)
    expect(stored).toMatchObject({ stage: 'cancelled' })
    expect(await due()).toEqual([])
  })

  it('counts from the last run’s start, and never while a run is pending or running', async () => {
    await caseOnSale('2026-11-30')
    // Started 16 minutes ago, ended (last checked) 2 minutes ago: due, the run's length is not added.
    await database.db.update(sources).set({ lastChecked: minutesAgo(2) })
    await runOf(16, 'completed')
    expect(await due()).toEqual([njAtlanticCivilView.id])
    await runOf(1, 'pending')
    expect(await due()).toEqual([])
    await database.db
      .update(scraperQueue)
      .set({ status: 'running' })
      .where(eq(scraperQueue.status, 'pending'))
    expect(await due()).toEqual([])
  })

  it('is never sooner than the source’s quota serves a run like its last one', async () => {
    await caseOnSale('2026-12-01')
    // 100 requests at 20 a minute (the CivilView quota): at least 5 minutes between starts.
    await runOf(4, 'completed', 100)
    expect(await due(1)).toEqual([])
    await database.db.delete(scraperQueue)
    await runOf(6, 'completed', 100)
    expect(await due(1)).toEqual([njAtlanticCivilView.id])
    // A quota of 10 a day: 100 requests need 10 days; the daily schedule still runs it.
    await database.db
      .update(rateLimits)
      .set({ window: 'day', quota: 10 })
      .where(eq(rateLimits.sourceId, sourceId))
    expect(await due(1)).toEqual([])
  })

  it('leaves a disabled source alone', async () => {
    await caseOnSale('2026-12-01')
    await database.db.update(sources).set({ active: false }).where(eq(sources.id, sourceId))
    expect(await due()).toEqual([])
    await database.db.update(sources).set({ active: true }).where(eq(sources.id, sourceId))
  })
})
