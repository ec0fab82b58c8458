/**
 * Issue 30, done-when: "a postponement replayed on sale day shows on the lead and fires its
 * alert". Atlantic County's recorded CivilView sale, with its sale today, is served from loopback
 * (testing/sale-day-replay.ts) and read by the real preset through the schedule's tick and the
 * worker; the user keeps it as a lead and watches the county. The source then adjourns the sale;
 * once the sale-day interval (15 minutes, simulated by moving the last run back) has passed, the
 * next tick re-checks it, and the lead shows the postponed stage, the new sale date and the
 * postponement, and the bell shows the alert.
 */
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scraperQueue, sources } from '../server/src/db/schema'
import {
  approveDomainForIngestion,
  runDueSourcesJob,
  syncSourceCatalogue,
} from '../server/src/modules/sources'
import { hasRealData } from '../server/src/testing/real-data'
import {
  REPLAYED_CASE,
  type SaleDayReplay,
  startSaleDayReplay,
} from '../server/src/testing/sale-day-replay'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'

const ATLANTIC = 'nj-atlantic-civilview'
const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const today = inDays(0)
const postponedTo = inDays(14)

let app: E2eApp
let page: Page
let errors: string[]
let replay: SaleDayReplay
let sourceId: string

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

beforeAll(async () => {
  replay = await startSaleDayReplay({ saleDate: today, postponedTo, cancelledOn: today })
})
afterAll(() => replay?.close())

/** Completed runs of the source. */
async function completedRuns() {
  const rows = await app.database.db
    .select()
    .from(scraperQueue)
    .where(eq(scraperQueue.sourceId, sourceId))
  return rows.filter((row) => row.status === 'completed').length
}

/**
 * One tick of the schedule (the worker's own minute's tick may come first: a run is never queued
 * twice), then waits for run number `runs` to have completed.
 */
async function tickUntilRun(runs: number) {
  await runDueSourcesJob.handler(
    {},
    {
      runtime: app.runtime,
      log: app.runtime.log,
      jobId: 'e2e-tick',
      sendJob: (jobId, payload) => app.runtime.jobs!.send(jobId, payload),
    },
  )
  await expect.poll(completedRuns, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(runs)
}

/** As if 16 minutes had passed since the source's runs (the sale-day interval is 15). */
async function sixteenMinutesLater() {
  const { db } = app.database
  const back = (date: Date | null) => (date ? new Date(date.getTime() - 16 * 60_000) : null)
  for (const run of await db
    .select()
    .from(scraperQueue)
    .where(eq(scraperQueue.sourceId, sourceId))) {
    await db
      .update(scraperQueue)
      .set({ startedAt: back(run.startedAt), completedAt: back(run.completedAt) })
      .where(eq(scraperQueue.id, run.id))
  }
  const [source] = await db.select().from(sources).where(eq(sources.id, sourceId))
  await db
    .update(sources)
    .set({ lastChecked: back(source!.lastChecked) })
    .where(eq(sources.id, sourceId))
}

/** A calendar day as the browser's formatDate writes it. */
const shownDay = (iso: string) =>
  page.evaluate(
    ([y, m, d]) => new Date(y!, m! - 1, d!).toLocaleDateString(),
    iso.split('-').map(Number),
  )

describe.skipIf(!hasRealData)('sale day', () => {
  it('a postponement replayed on sale day shows on the lead and fires its alert', async () => {
    const { db } = app.database
    // The loopback replay stands in for salesweb.civilview.com.
    app.runtime.ingestion.allowHosts = ['127.0.0.1']
    app.runtime.ingestion.maxWaitMs = 10_000
    sourceId = (await syncSourceCatalogue(db)).get(ATLANTIC)!
    await db
      .update(sources)
      .set({
        baseUrl: replay.site.baseUrl,
        active: true,
        reviewedAt: new Date(),
        reviewedBy: 'e2e',
      })
      .where(eq(sources.id, sourceId))
    await approveDomainForIngestion(db, '127.0.0.1', {
      tosUrl: 'https://salesweb.civilview.com/',
      notes: 'e2e: the sale-day replay',
    })

    await login(page, { tier: 'pro' })
    const origin = { origin: app.baseUrl }
    const monitor = await page.request.post(`${app.baseUrl}/api/alerts`, {
      data: { name: 'Atlantic sales', state: 'NJ', zipCodes: [REPLAYED_CASE.zipCode] },
      headers: origin,
    })
    expect(monitor.status(), await monitor.text()).toBe(201)

    // Listed, the sale today: the first run; the user keeps the sale as a lead.
    await tickUntilRun(1)
    const search = await page.request.post(`${app.baseUrl}/api/public-records/search`, {
      data: { state: 'NJ', zipCode: REPLAYED_CASE.zipCode },
      headers: origin,
    })
    const found = await search.json()
    const result = found.results.find(
      (r: { caseNumber: string }) => r.caseNumber === REPLAYED_CASE.caseNumber,
    )
    const kept = await page.request.post(`${app.baseUrl}/api/leads`, {
      data: { from: 'search', searchId: found.search.id, filingIds: [result.id] },
      headers: origin,
    })
    const leadId: string = (await kept.json()).leads[0].id
    await page.goto(`${app.baseUrl}/dashboard?lead=${leadId}`)
    const lead = page.getByRole('article').filter({ hasText: REPLAYED_CASE.caseNumber }).first()
    const stage = lead.getByTestId('case-stage').first()
    await stage.waitFor()
    expect(await stage.textContent()).toContain('Sale scheduled')
    expect(await stage.textContent()).toContain(`Next sale: ${await shownDay(today)}`)

    // The source adjourns the sale; 15 minutes on, the schedule re-checks it.
    replay.show('postponed')
    await sixteenMinutesLater()
    await tickUntilRun(2)
    await page.reload()
    await expect
      .poll(async () => (await stage.textContent()) ?? '', { timeout: 15_000 })
      .toContain('Sale postponed')
    expect(await stage.textContent()).toContain(`Next sale: ${await shownDay(postponedTo)}`)
    const history = lead.getByTestId('case-history')
    await history.getByText('1st postponement', { exact: false }).waitFor()

    // Its alert fired: the bell shows it.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ })
    await expect
      .poll(
        async () => {
          await page.reload()
          await page
            .getByRole('button', { name: /^Notifications/ })
            .first()
            .waitFor()
          return bell.count()
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1)
    await bell.click()
    const panel = page.getByRole('region', { name: 'Notifications' })
    await panel
      .getByRole('button', {
        name: new RegExp(`Atlantic sales: Sale postponed to ${postponedTo}: Sheriff Sale in 08205`),
      })
      .waitFor()
    expect(errors).toEqual([])
  })
})
