/**
 * What makes a lead's stored urgency due (decision 0085) beyond its own row: a case event the
 * records index recorded for its filing (told through the runtime's ingestion listener, beside
 * alerts), and the refresh job working out what is due, for every user.
 */
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLead, keep, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { importRecordsFile } from '../sources'
import { markUrgencyDueOfCases } from './lead-urgency-due.queries'
import { refreshUrgencyJob } from './refresh-urgency.job'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const SOON = inDays(12)

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** A county's sale list imported as a source would be, its events told to the runtime. */
async function ingest(sales: Array<{ case: string; address: string; status: string }>) {
  await importRecordsFile(t.database.db, {
    content: JSON.stringify(
      sales.map((sale) => ({ ...sale, sale: SOON, zip: '08204', filed: '2026-01-12' })),
    ),
    sourceName: 'Test County Sheriff Sales',
    onCaseEventsRecorded: t.runtime.ingestion.onCaseEventsRecorded,
    spec: {
      kind: 'mapping',
      mapping: {
        format: 'json',
        defaults: {
          state: 'NJ',
          county: 'Cape May',
          city: 'Cape May',
          documentType: 'Sheriff Sale',
        },
        fields: {
          caseNumber: 'case',
          propertyAddress: 'address',
          saleDate: 'sale',
          saleStatus: 'status',
          filingDate: 'filed',
          zipCode: 'zip',
        },
      },
    },
  })
}

const stateOf = async (leadId: string) => {
  const { rows } = await t.database.db.execute<{ score: number | null; due: boolean }>(sql`
    select urgency_score as score, urgency_computed_at is null as due from leads
    where id = ${leadId}::uuid`)
  return rows[0]
}

const elite = { subscriptionTier: 'elite', subscriptionStatus: 'active', authProvider: 'paypal' }

describe('a lead goes due', () => {
  it('when the records index records an event of its case, and the list shows the new score', async () => {
    await ingest([
      { case: 'F-000301-26', address: '1 Dune Rd', status: 'Scheduled' },
      { case: 'F-000302-26', address: '2 Dune Rd', status: 'Scheduled' },
    ])
    const { client } = await signInNewUser(t, elite)
    const search = await client.post('/api/public-records/search', {
      state: 'NJ',
      zipCode: '08204',
    })
    const reply = await search.json()
    const ids = reply.results.map((result: { id: string }) => result.id)
    const kept = await (
      await keep(client, { from: 'search', searchId: reply.search.id, filingIds: ids })
    ).json()
    const leadOf = (caseNumber: string) =>
      kept.leads.find((lead: { caseNumber: string }) => lead.caseNumber === caseNumber).id
    const cancelled = leadOf('F-000301-26')
    const untouched = leadOf('F-000302-26')
    expect((await stateOf(cancelled))?.due).toBe(true)

    const before = await listLeads(client, { sort: 'urgency' })
    expect(before.status).toBe(200)
    const scored = await stateOf(cancelled)
    expect(scored).toMatchObject({ due: false })
    expect(scored?.score).toBeGreaterThan(50)

    await ingest([{ case: 'F-000301-26', address: '1 Dune Rd', status: 'Cancelled' }])
    expect(await stateOf(cancelled)).toMatchObject({ due: true })
    expect((await stateOf(untouched))?.due).toBe(false)

    const after = await listLeads(client, { sort: 'urgency', order: 'desc' })
    expect(after.body.leads.map((lead: { id: string }) => lead.id)).toEqual([untouched, cancelled])
    expect(await stateOf(cancelled)).toEqual({ score: 0, due: false })
    expect(after.body.leads[1].urgency.score).toBe(0)
  })
})

describe('an upload of a case', () => {
  it("makes due the user's leads of the same case number, or ZIP and address, and no other", async () => {
    const { user } = await signInNewUser(t)
    const stranger = await signInNewUser(t)
    const lead = (overrides: Parameters<typeof buildLead>[1]) =>
      buildLead(t, { urgencyComputedAt: new Date(), ...overrides })
    const sameNumber = await lead({ userId: user.id, caseNumber: 'F-777-26' })
    const samePlace = await lead({ userId: user.id, zipCode: '08204', propertyAddress: '9 Bay Dr' })
    const elsewhere = await lead({ userId: user.id, zipCode: '08205', propertyAddress: '9 Bay Dr' })
    const theirs = await lead({ userId: stranger.user.id, caseNumber: 'F-777-26' })
    const marked = await markUrgencyDueOfCases(t.database.db, user.id, [
      { caseNumber: 'F-777-26', zipCode: null, propertyAddress: null },
      { caseNumber: null, zipCode: '08204', propertyAddress: '9 Bay Dr' },
    ])
    expect(marked).toBe(2)
    expect((await stateOf(sameNumber.id))?.due).toBe(true)
    expect((await stateOf(samePlace.id))?.due).toBe(true)
    expect((await stateOf(elsewhere.id))?.due).toBe(false)
    expect((await stateOf(theirs.id))?.due).toBe(false)
  })
})

describe('the refresh job', () => {
  it("works out every user's due leads and leaves none due", async () => {
    const users = [await signInNewUser(t), await signInNewUser(t)]
    const ids: string[] = []
    for (const { user } of users) {
      for (let i = 0; i < 3; i++)
        ids.push((await buildLead(t, { userId: user.id, saleDate: inDays(5 + i) })).id)
    }
    await refreshUrgencyJob.handler(
      {},
      {
        runtime: t.runtime,
        log: pino({ level: 'silent' }),
        jobId: 'test',
        sendJob: async () => null,
      },
    )
    for (const id of ids) {
      const state = await stateOf(id)
      expect(state?.due).toBe(false)
      expect(state?.score).toBeGreaterThan(0)
    }
  })
})
