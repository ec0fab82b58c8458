/**
 * `npm run bench freshness` (issue 30; docs/decisions/0079): how fresh the index stays. Atlantic
 * County's recorded CivilView sales are served from a loopback site in sequence (listed, then
 * postponed while a new filing appears, then cancelled: testing/sale-day-replay.ts) and read by
 * the real preset through the ingestion job on pg-boss, the polite fetcher and storeFilings; the
 * alerts evaluation job fires the user's alert. Printed, for a normal source (its sale 10 days
 * out: the daily schedule) and on sale day (its sale today: every SALE_DAY_RECHECK_MINUTES):
 * - from a record appearing at the source to being searchable (POST /api/public-records/search),
 * - from a status change to the user's lead showing it (GET /api/leads/:id) and its alert
 *   (GET /api/notifications).
 * Each figure is the schedule's wait plus the work. The wait is found on a simulated clock: the
 * scheduler's own query (dueSources) is asked at every minute's tick from the last run's start
 * until it says the source is due (a day of ticks takes seconds, not a day); the change is put
 * just after the last run read the source, the worst case (the mean case waits half as long).
 * The work is measured in real time: queue the run, fetch, store, evaluate, and the user's
 * requests see it. Prints figures; asserts nothing.
 */
import { desc, eq } from 'drizzle-orm'
import { scraperQueue, sources } from '../server/src/db/schema'
import { evaluateAlertsJob } from '../server/src/modules/alerts'
import {
  approveDomainForIngestion,
  ingestSourceJob,
  syncSourceCatalogue,
} from '../server/src/modules/sources'
import { dueSources } from '../server/src/modules/sources/catalogue/due-sources'
import {
  enqueueScrapeJob,
  startIngestionSession,
} from '../server/src/modules/sources/ingestion/scraper-queue.service'
import { tierFields } from '../server/src/testing/factories'
import type { TestClient } from '../server/src/testing/http-client'
import { hasRealData } from '../server/src/testing/real-data'
import {
  NEW_FILING_CASE,
  REPLAYED_CASE,
  type ReplayStep,
  startSaleDayReplay,
} from '../server/src/testing/sale-day-replay'
import { signInNewUser } from '../server/src/testing/signed-in'
import { buildTestApp, type TestApp } from '../server/src/testing/test-app'

const ATLANTIC = 'nj-atlantic-civilview'
const RECHECK_MINUTES = 15
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

/** Polls `probe` every 100 ms until it holds; the real milliseconds it took. */
async function timeUntil(what: string, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now()
  while (!(await probe())) {
    if (performance.now() - started > 120_000) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return performance.now() - started
}

const minutes = (ms: number) =>
  ms >= 120 * MINUTE ? `${(ms / 3_600_000).toFixed(2)} h` : `${(ms / MINUTE).toFixed(1)} min`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

interface Scenario {
  label: string
  /** The aim for this scenario, in words. */
  aim: string
  dates: { saleDate: string; postponedTo: string; cancelledOn: string }
}

async function runScenario(scenario: Scenario): Promise<void> {
  const t: TestApp = await buildTestApp({
    jobs: [ingestSourceJob, evaluateAlertsJob],
    config: { SEARCH_RATE_LIMIT_PER_MINUTE: 1_000_000 },
  })
  const replay = await startSaleDayReplay({
    ...scenario.dates,
    newFilingSaleDate: scenario.dates.postponedTo,
  })
  try {
    const { db } = t.database
    t.runtime.ingestion.allowHosts = ['127.0.0.1']
    const sourceId = (await syncSourceCatalogue(db)).get(ATLANTIC)!
    await db
      .update(sources)
      .set({
        baseUrl: replay.site.baseUrl,
        active: true,
        reviewedAt: new Date(),
        reviewedBy: 'bench',
      })
      .where(eq(sources.id, sourceId))
    await approveDomainForIngestion(db, '127.0.0.1', {
      tosUrl: 'https://salesweb.civilview.com/',
      notes: 'bench: the sale-day replay',
    })
    const { client } = await signInNewUser(t, tierFields('elite'))
    await client.post('/api/alerts', { name: 'Atlantic', state: 'NJ', counties: ['Atlantic'] })

    let simulated = Date.now()
    /** Runs the source once (queued at simulated `at`); its run is dated in simulated time. */
    async function runAt(at: number, until: () => Promise<boolean>, what: string) {
      const sessionId = await startIngestionSession(db, { sourceIds: [sourceId] })
      await enqueueScrapeJob({ db, sessionId, sourceId, jobs: t.jobs })
      const ms = await timeUntil(what, until)
      await timeUntil('the run to end', async () => (await lastRun())?.status === 'completed')
      const run = (await lastRun())!
      const length = run.completedAt!.getTime() - run.startedAt!.getTime()
      await db
        .update(scraperQueue)
        .set({ startedAt: new Date(at), completedAt: new Date(at + length) })
        .where(eq(scraperQueue.id, run.id))
      await db
        .update(sources)
        .set({ lastChecked: new Date(at + length) })
        .where(eq(sources.id, sourceId))
      return ms
    }
    async function lastRun() {
      const [row] = await db
        .select()
        .from(scraperQueue)
        .where(eq(scraperQueue.sourceId, sourceId))
        .orderBy(desc(scraperQueue.createdAt))
        .limit(1)
      return row
    }
    /** The first minute's tick after `from` at which the scheduler finds the source due. */
    async function nextDueTick(from: number): Promise<number> {
      let tick = Math.ceil((from + 1) / MINUTE) * MINUTE
      for (;;) {
        const due = await dueSources(db, new Date(tick), { recheckMinutes: RECHECK_MINUTES })
        if (due.some((source) => source.id === sourceId)) return tick
        tick += MINUTE
        if (tick - from > 3 * DAY) throw new Error('the source never came due')
      }
    }
    const search = async (zipCode: string, caseNumber: string) => {
      const reply = await (
        await client.post('/api/public-records/search', { state: 'NJ', zipCode })
      ).json()
      return (reply.results ?? []).some((r: { caseNumber: string }) => r.caseNumber === caseNumber)
    }
    const titles = async (c: TestClient) =>
      ((await (await c.get('/api/notifications')).json()).notifications as { title: string }[]).map(
        (n) => n.title,
      )

    // Listed: the new source's first run.
    await runAt(simulated, () => search(REPLAYED_CASE.zipCode, REPLAYED_CASE.caseNumber), 'listing')
    const reply = await (
      await client.post('/api/public-records/search', {
        state: 'NJ',
        zipCode: REPLAYED_CASE.zipCode,
      })
    ).json()
    const result = reply.results.find(
      (r: { caseNumber: string }) => r.caseNumber === REPLAYED_CASE.caseNumber,
    )
    const kept = await (
      await client.post('/api/leads', {
        from: 'search',
        searchId: reply.search.id,
        filingIds: [result.id],
      })
    ).json()
    const leadId: string = kept.leads[0].id
    const stageOfLead = async () => (await (await client.get(`/api/leads/${leadId}`)).json()).stage

    const steps: { step: ReplayStep; stage: string; alert: string }[] = [
      { step: 'postponed', stage: 'postponed', alert: 'Sale postponed' },
      { step: 'cancelled', stage: 'cancelled', alert: 'Sale cancelled' },
    ]
    console.log(
      `\n${scenario.label}: sale ${scenario.dates.saleDate}, postponed to ${scenario.dates.postponedTo}; aim <= ${scenario.aim}`,
    )
    for (const { step, stage, alert } of steps) {
      const lastStart = (await lastRun())!.startedAt!.getTime()
      // The change lands just after the last run read the source: the longest wait.
      const changedAt = lastStart + 1000
      replay.show(step, { newFiling: true })
      const tick = await nextDueTick(changedAt)
      const wait = tick - changedAt
      const started = performance.now()
      let searchable = Number.NaN
      let alerted = Number.NaN
      const onLead = await runAt(
        tick,
        async () => {
          if (
            Number.isNaN(searchable) &&
            (await search(NEW_FILING_CASE.zipCode, NEW_FILING_CASE.caseNumber))
          ) {
            searchable = performance.now() - started
          }
          if (
            Number.isNaN(alerted) &&
            (await titles(client)).some((title) => title.includes(alert))
          ) {
            alerted = performance.now() - started
          }
          return (await stageOfLead()) === stage && !Number.isNaN(alerted)
        },
        `${step} on the lead and its alert`,
      )
      simulated = tick
      console.log(
        `  ${step.padEnd(9)} schedule wait ${minutes(wait)} (next run at the tick ${minutes(tick - lastStart)} after the last run's start) + work: lead ${seconds(onLead)}, alert ${seconds(alerted)}` +
          ` -> status change to lead and alert: ${minutes(wait + Math.max(onLead, alerted))}` +
          (step === 'postponed'
            ? `; new filing searchable after ${minutes(wait + searchable)} (work ${seconds(searchable)})`
            : ''),
      )
    }
  } finally {
    await replay.close()
    await t.close()
  }
}

export async function run(): Promise<void> {
  if (!hasRealData) {
    console.log('no recorded data under ../shared/data/real: nothing to replay')
    return
  }
  console.log(
    `scheduler tick every minute; sale-day re-check every ${RECHECK_MINUTES} min; the job queue is polled every 0.5 s here (production: 2 s, so add up to 3 s)`,
  )
  await runScenario({
    label: 'Normal source (daily schedule; sale 10 days out)',
    aim: 'the source interval (24 h) + 5 min',
    dates: { saleDate: inDays(10), postponedTo: inDays(24), cancelledOn: inDays(0) },
  })
  await runScenario({
    label: 'Sale day (sale today; re-checked every 15 minutes)',
    aim: '20 min',
    dates: { saleDate: inDays(0), postponedTo: inDays(2), cancelledOn: inDays(0) },
  })
}
