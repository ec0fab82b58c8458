/**
 * Sale day through the whole chain (issue 30, docs/decisions/0079): Atlantic County's recorded
 * CivilView sale, served from loopback in sequence (listed, postponed, cancelled) with its sale
 * today, is read by the real preset through the schedule's tick, the ingestion job on pg-boss and
 * the polite fetcher; each change reaches the user's lead (stage, next sale, postponements), fires
 * the user's alert, and once cancelled the outreach guard refuses a campaign message about it.
 * The schedule's clock is moved by moving the last run back 16 minutes: before that, the tick
 * queues nothing.
 */
import { getLeadResponse, type KeepLeadsResponse } from '@common/contracts/leads'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scraperQueue, sources } from '../db/schema'
import { evaluateAlertsJob } from '../modules/alerts'
import type { FindLeadEmails } from '../modules/outreach'
import {
  approveDomainForIngestion,
  ingestSourceJob,
  runDueSourcesJob,
  syncSourceCatalogue,
} from '../modules/sources'
import { inDays, until } from '../testing/alerts-test-helpers'
import { tierFields } from '../testing/factories'
import type { TestClient } from '../testing/http-client'
import { hasRealData } from '../testing/real-data'
import { REPLAYED_CASE, type SaleDayReplay, startSaleDayReplay } from '../testing/sale-day-replay'
import { signInNewUser } from '../testing/signed-in'
import { buildTestApp, type TestApp } from '../testing/test-app'

const ATLANTIC = 'nj-atlantic-civilview'
const emails = new Map<string, string>()
const findLeadEmails: FindLeadEmails = async (_userId, leadIds) =>
  leadIds.flatMap((leadId) => {
    const email = emails.get(leadId)
    return email ? [{ leadId, email, name: 'Owner', simulated: false }] : []
  })

let t: TestApp
let replay: SaleDayReplay
let sourceId: string
const today = inDays(0)
// Adjourned by two days: still within the 48 hours, so the source stays on sale day and the
// cancellation is read 15 minutes later (a sale moved weeks away goes back to the daily check).
const postponedTo = inDays(2)

beforeAll(async () => {
  t = await buildTestApp({
    jobs: [ingestSourceJob, evaluateAlertsJob],
    outreach: { findLeadEmails },
  })
  // The loopback replay stands in for salesweb.civilview.com.
  t.runtime.ingestion.allowHosts = ['127.0.0.1']
  t.runtime.ingestion.maxWaitMs = 10_000
  replay = await startSaleDayReplay({ saleDate: today, postponedTo, cancelledOn: today })
  sourceId = (await syncSourceCatalogue(t.database.db)).get(ATLANTIC)!
  await t.database.db
    .update(sources)
    .set({ baseUrl: replay.site.baseUrl, active: true, reviewedAt: new Date(), reviewedBy: 'test' })
    .where(eq(sources.id, sourceId))
  await approveDomainForIngestion(t.database.db, '127.0.0.1', {
    tosUrl: 'https://salesweb.civilview.com/',
    notes: 'test: the sale-day replay',
  })
})
afterAll(async () => {
  await replay?.close()
  await t?.close()
})

/** The source's newest run row. */
async function lastRun() {
  const [row] = await t.database.db
    .select()
    .from(scraperQueue)
    .where(eq(scraperQueue.sourceId, sourceId))
    .orderBy(desc(scraperQueue.createdAt))
    .limit(1)
  return row
}

/** One tick of the schedule; the run it queued, once it has ended (none: undefined). */
async function tick() {
  const before = (await lastRun())?.id
  await runDueSourcesJob.handler(
    {},
    {
      runtime: t.runtime,
      log: t.runtime.log,
      jobId: 'tick',
      sendJob: (jobId, payload) => t.jobs!.send(jobId, payload),
    },
  )
  const queued = await lastRun()
  if (!queued || queued.id === before) return undefined
  return until('the run', async () => {
    const row = await lastRun()
    return row && ['completed', 'failed'].includes(row.status) ? row : undefined
  })
}

/** As if 16 minutes had passed since the last run (the sale-day interval is 15). */
async function sixteenMinutesLater() {
  const run = await lastRun()
  const back = (date: Date | null) => (date ? new Date(date.getTime() - 16 * 60_000) : null)
  await t.database.db
    .update(scraperQueue)
    .set({ startedAt: back(run!.startedAt), completedAt: back(run!.completedAt) })
    .where(eq(scraperQueue.id, run!.id))
  const [source] = await t.database.db.select().from(sources).where(eq(sources.id, sourceId))
  await t.database.db
    .update(sources)
    .set({ lastChecked: back(source!.lastChecked) })
    .where(eq(sources.id, sourceId))
}

async function leadOf(client: TestClient, id: string) {
  const response = await client.get(`/api/leads/${id}`)
  expect(response.status).toBe(200)
  return getLeadResponse.parse(await response.json())
}

async function notificationTitles(client: TestClient): Promise<string[]> {
  const body = await (await client.get('/api/notifications')).json()
  return (body.notifications as { title: string }[]).map((n) => n.title)
}

const campaignAbout = (client: TestClient, leadId: string) =>
  client.post('/api/email-campaigns', {
    name: 'Sale day',
    subject: 'About your home',
    body: 'Hello, this is [Your Name].',
    leadIds: [leadId],
  })

describe.skipIf(!hasRealData)('sale day, replayed from a recorded source', () => {
  it('a postponement and a cancellation reach the lead, fire the alert, and the guard refuses outreach', async () => {
    const { client } = await signInNewUser(t, tierFields('elite'))
    const monitor = await client.post('/api/alerts', {
      name: 'Atlantic sales',
      state: 'NJ',
      counties: ['Atlantic'],
    })
    expect(monitor.status).toBe(201)

    // Listed: the first tick runs the new source; the sale is today.
    expect(await tick()).toMatchObject({ status: 'completed' })
    const search = await client.post('/api/public-records/search', {
      state: 'NJ',
      zipCode: REPLAYED_CASE.zipCode,
    })
    const reply = await search.json()
    const result = reply.results.find(
      (r: { caseNumber: string }) => r.caseNumber === REPLAYED_CASE.caseNumber,
    )
    expect(result).toBeDefined()
    const kept = (await (
      await client.post('/api/leads', {
        from: 'search',
        searchId: reply.search.id,
        filingIds: [result.id],
      })
    ).json()) as KeepLeadsResponse
    const leadId = kept.leads[0]!.id
    emails.set(leadId, 'owner@homes.test')
    expect(await leadOf(client, leadId)).toMatchObject({
      stage: 'sale_scheduled',
      nextSaleDate: today,
      postponementCount: 0,
    })
    await until('the listing alert', async () => {
      const titles = await notificationTitles(client)
      return titles.some((title) => title.includes(`Sale scheduled for ${today}`)) || undefined
    })
    expect((await campaignAbout(client, leadId)).status).toBe(201)

    // Postponed at the source: not re-checked before its interval, then it is.
    replay.show('postponed')
    expect(await tick()).toBeUndefined()
    await sixteenMinutesLater()
    expect(await tick()).toMatchObject({ status: 'completed' })
    expect(await leadOf(client, leadId)).toMatchObject({
      stage: 'postponed',
      nextSaleDate: postponedTo,
      postponementCount: 1,
    })
    await until('the postponement alert', async () => {
      const titles = await notificationTitles(client)
      return (
        titles.includes(
          `Atlantic sales: Sale postponed to ${postponedTo}: Sheriff Sale in 08205`,
        ) || undefined
      )
    })

    // Cancelled: the lead says so, the alert fires, and no campaign message goes to the case.
    replay.show('cancelled')
    await sixteenMinutesLater()
    expect(await tick()).toMatchObject({ status: 'completed' })
    const cancelled = await leadOf(client, leadId)
    expect(cancelled).toMatchObject({ stage: 'cancelled', nextSaleDate: null })
    expect(cancelled.caseEvents.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['sale_scheduled', 'postponed', 'cancelled']),
    )
    await until('the cancellation alert', async () => {
      const titles = await notificationTitles(client)
      return titles.includes('Atlantic sales: Sale cancelled: Sheriff Sale in 08205') || undefined
    })
    // An ended case makes no sale day: the source is back on its daily check.
    await sixteenMinutesLater()
    expect(await tick()).toBeUndefined()
    const refused = await campaignAbout(client, leadId)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'CASE_STATUS_CONFIRMATION_REQUIRED',
      reasons: expect.arrayContaining(['sale_cancelled']),
    })
    // Typed in by hand and attached to the lead: refused alike.
    const typed = await client.post('/api/email-campaigns', {
      name: 'Sale day, by hand',
      subject: 'About your home',
      body: 'Hello.',
      recipients: [{ email: 'owner@homes.test', leadId }],
    })
    expect(typed.status).toBe(409)
  })
})
