/**
 * A kept lead shows its case's stage, next sale date and history, read live from the records
 * index (issue 16): a re-ingest that postpones or cancels the sale shows on the lead without
 * keeping it again; another user's lead is a 404; a result the trial masked reveals no stage.
 */
import { getLeadResponse, listLeadsResponse } from '@common/contracts/leads'
import { publicRecordsSearchResponse } from '@common/contracts/records'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestClient } from '../../testing/http-client'
import { keep, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { importRecordsFile } from '../sources'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const SOON = inDays(20)
const LATER = inDays(50)
const FURTHER = inDays(80)

/** A county's sale list as a JSON export (made up for the test), imported as a source would be. */
async function ingest(
  t: TestApp,
  sales: Array<{ case: string; address: string; sale: string; status: string }>,
) {
  await importRecordsFile(t.database.db, {
    content: JSON.stringify(
      sales.map((sale, i) => ({ ...sale, zip: '08204', filed: `2026-01-1${i}` })),
    ),
    sourceName: 'Test County Sheriff Sales',
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

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const elite = { subscriptionTier: 'elite', subscriptionStatus: 'active', authProvider: 'paypal' }

async function searchCapeMay(client: TestClient) {
  const response = await client.post('/api/public-records/search', {
    state: 'NJ',
    zipCode: '08204',
  })
  expect(response.status).toBe(200)
  return publicRecordsSearchResponse.parse(await response.json())
}

async function getLead(client: TestClient, id: string) {
  const response = await client.get(`/api/leads/${id}`)
  return { status: response.status, body: await response.json() }
}

describe('the case behind a lead', () => {
  it('shows the stage kept, then what a re-ingest found, with the history, without keeping again', async () => {
    await ingest(t, [
      { case: 'F-000101-26', address: '1 Beach Ave', sale: SOON, status: 'Scheduled' },
      { case: 'F-000102-26', address: '2 Beach Ave', sale: SOON, status: 'Scheduled' },
      { case: 'F-000103-26', address: '3 Beach Ave', sale: SOON, status: 'Scheduled' },
    ])
    const { client } = await signInNewUser(t, elite)
    const reply = await searchCapeMay(client)
    const byCase = new Map(reply.results.map((result) => [result.caseNumber, result]))
    expect(byCase.get('F-000101-26')).toMatchObject({ stage: 'sale_scheduled', nextSaleDate: SOON })
    const kept = await keep(client, {
      from: 'search',
      searchId: reply.search.id,
      filingIds: ['F-000101-26', 'F-000102-26'].map((c) => byCase.get(c)?.id),
    })
    expect(kept.status).toBe(200)
    const keptBody = await kept.json()
    const leadOf = (caseNumber: string) =>
      keptBody.leads.find((lead: { caseNumber: string }) => lead.caseNumber === caseNumber).id
    const cancelledLead = leadOf('F-000101-26')
    const postponedLead = leadOf('F-000102-26')
    expect(keptBody.leads[0]).toMatchObject({ stage: 'sale_scheduled', nextSaleDate: SOON })

    // The next run: one sale cancelled, one adjourned twice over two runs.
    await ingest(t, [
      { case: 'F-000101-26', address: '1 Beach Ave', sale: SOON, status: 'Cancelled' },
      { case: 'F-000102-26', address: '2 Beach Ave', sale: LATER, status: 'Adjourned' },
    ])
    await ingest(t, [
      { case: 'F-000102-26', address: '2 Beach Ave', sale: FURTHER, status: 'Adjourned' },
    ])

    const cancelled = await getLead(client, cancelledLead)
    expect(cancelled.status).toBe(200)
    expect(getLeadResponse.parse(cancelled.body)).toMatchObject({
      stage: 'cancelled',
      postponementCount: 0,
    })
    expect(
      cancelled.body.caseEvents.map((e: { kind: string; sourceName: string }) => [
        e.kind,
        e.sourceName,
      ]),
    ).toEqual([
      ['sale_scheduled', 'Test County Sheriff Sales'],
      ['cancelled', 'Test County Sheriff Sales'],
    ])

    const postponed = getLeadResponse.parse((await getLead(client, postponedLead)).body)
    expect(postponed).toMatchObject({
      stage: 'postponed',
      nextSaleDate: FURTHER,
      postponementCount: 2,
    })
    expect(postponed.caseEvents.map((e) => [e.kind, e.saleDate, e.postponementCount])).toEqual([
      ['sale_scheduled', SOON, null],
      ['postponed', LATER, 1],
      ['postponed', FURTHER, 2],
    ])

    // The list and its board read the same, live.
    const list = await listLeads(client)
    expect(list.status).toBe(200)
    const listed = listLeadsResponse.parse(list.body).leads
    expect(listed.find((lead) => lead.id === cancelledLead)).toMatchObject({ stage: 'cancelled' })
    expect(listed.find((lead) => lead.id === postponedLead)).toMatchObject({
      stage: 'postponed',
      nextSaleDate: FURTHER,
      postponementCount: 2,
    })
    // The documents tab lists the kept results with the case as it stands now, too.
    const documents = (await (await client.get('/api/documents?zip=all')).json()) as {
      documents: Array<{ caseNumber: string; stage: string; nextSaleDate: string | null }>
    }
    const saved = new Map(documents.documents.map((doc) => [doc.caseNumber, doc]))
    expect(saved.get('F-000101-26')).toMatchObject({ stage: 'cancelled', nextSaleDate: null })
    expect(saved.get('F-000102-26')).toMatchObject({ stage: 'postponed', nextSaleDate: FURTHER })

    // Another user's lead is not found, events and all.
    const other = await signInNewUser(t, elite)
    const stranger = await getLead(other.client, cancelledLead)
    expect(stranger.status).toBe(404)
    expect(JSON.stringify(stranger.body)).not.toContain('caseEvents')
  })

  it('a lead kept after the first run has its one event', async () => {
    const { client } = await signInNewUser(t, elite)
    await ingest(t, [
      { case: 'F-000201-26', address: '9 Ocean St', sale: SOON, status: 'Scheduled' },
    ])
    const reply = await searchCapeMay(client)
    const id = reply.results.find((r) => r.caseNumber === 'F-000201-26')?.id
    const kept = await (
      await keep(client, { from: 'search', searchId: reply.search.id, filingIds: [id] })
    ).json()
    const lead = getLeadResponse.parse((await getLead(client, kept.leads[0].id)).body)
    expect(lead.caseEvents.map((e) => e.kind)).toEqual(['sale_scheduled'])
  })

  it('a trial user: masked results carry no stage or sale date, and cannot be kept', async () => {
    const { client } = await signInNewUser(t)
    const reply = await searchCapeMay(client)
    const masked = reply.results.filter((result) => !result.isAccessibleInTrial)
    expect(masked.length).toBeGreaterThan(0)
    for (const result of masked) {
      expect(result).toMatchObject({ stage: null, nextSaleDate: null })
      expect(result).not.toHaveProperty('caseNumber')
    }
    const shown = reply.results.filter((result) => result.isAccessibleInTrial)
    expect(shown.every((result) => result.stage !== null)).toBe(true)
    const refused = await keep(client, {
      from: 'search',
      searchId: reply.search.id,
      filingIds: [masked[0]?.id],
    })
    expect(refused.status).toBe(403)
    // Opened again, the masked ones still say nothing of their stage.
    const opened = publicRecordsSearchResponse.parse(
      await (await client.get(`/api/public-records/searches/${reply.search.id}`)).json(),
    )
    for (const result of opened.results.filter((r) => !r.isAccessibleInTrial)) {
      expect(result).toMatchObject({ stage: null, nextSaleDate: null })
    }
  })
})
