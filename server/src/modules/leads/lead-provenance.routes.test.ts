/**
 * Provenance and freshness on search results and leads (issue 30, docs/decisions/0078): a result
 * and the lead kept from it say their source, its list URL, first seen, last checked and when the
 * stage was set; a record not re-checked within its source's interval (plus 2 hours) is stale on
 * the result, in the lead list and on the lead; a lead from an upload names its document.
 */
import { getLeadResponse, listLeadsResponse } from '@common/contracts/leads'
import { publicRecordsSearchResponse } from '@common/contracts/records'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDocument } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { keep, kept, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { importRecordsFile } from '../sources'

const SALE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
const LIST_URL = 'https://sheriff.example.gov/sales'
const ISO_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await importRecordsFile(t.database.db, {
    content: JSON.stringify([
      { case: 'F-000301-26', address: '1 Dune Rd', sale: SALE, status: 'Scheduled', zip: '08299' },
      { case: 'F-000302-26', address: '2 Dune Rd', sale: SALE, status: 'Scheduled', zip: '08299' },
    ]),
    sourceName: 'Dune County Sheriff Sales',
    sourceUrl: LIST_URL,
    spec: {
      kind: 'mapping',
      mapping: {
        format: 'json',
        defaults: { state: 'NJ', county: 'Dune', city: 'Dune', documentType: 'Sheriff Sale' },
        fields: {
          caseNumber: 'case',
          propertyAddress: 'address',
          saleDate: 'sale',
          saleStatus: 'status',
          zipCode: 'zip',
        },
      },
    },
  })
})
afterAll(() => t.close())

const elite = { subscriptionTier: 'elite', subscriptionStatus: 'active', authProvider: 'paypal' }

async function search(client: TestClient) {
  const response = await client.post('/api/public-records/search', {
    state: 'NJ',
    zipCode: '08299',
  })
  expect(response.status).toBe(200)
  const body = publicRecordsSearchResponse.parse(await response.json())
  return {
    searchId: body.search.id,
    byCase: new Map(body.results.map((result) => [result.caseNumber, result])),
  }
}

describe('provenance and freshness', () => {
  it('shows a record stale on its result and its lead once its source has not re-checked it', async () => {
    const { client } = await signInNewUser(t, elite)
    const { searchId, byCase: fresh } = await search(client)
    expect(fresh.get('F-000301-26')).toMatchObject({
      sourceName: 'Dune County Sheriff Sales',
      sourceUrl: LIST_URL,
      firstSeenAt: expect.stringMatching(ISO_SECONDS),
      lastCheckedAt: expect.stringMatching(ISO_SECONDS),
      stage: 'sale_scheduled',
      stageAsOf: expect.stringMatching(ISO_SECONDS),
      checkEveryHours: 24,
      stale: false,
    })
    const body = await kept(
      await keep(client, {
        from: 'search',
        searchId,
        filingIds: ['F-000301-26', 'F-000302-26'].map((c) => fresh.get(c)?.id),
      }),
    )
    const leadOf = (caseNumber: string) =>
      body.leads.find((lead) => lead.caseNumber === caseNumber)?.id ?? ''

    // Its source has not seen one of them for 27 hours: past its daily interval and the grace.
    const staleId = fresh.get('F-000301-26')?.id ?? ''
    await t.database.db.execute(
      sql`update filings set last_seen_at = now() - interval '27 hours' where id = ${staleId}::uuid`,
    )
    const { byCase: later } = await search(client)
    expect(later.get('F-000301-26')?.stale).toBe(true)
    expect(later.get('F-000302-26')?.stale).toBe(false)

    const list = listLeadsResponse.parse((await listLeads(client, {})).body)
    const inList = new Map(list.leads.map((lead) => [lead.caseNumber, lead.provenance]))
    expect(inList.get('F-000301-26')).toMatchObject({ origin: 'index', stale: true })
    expect(inList.get('F-000302-26')).toMatchObject({ origin: 'index', stale: false })

    const one = await client.get(`/api/leads/${leadOf('F-000301-26')}`)
    expect(one.status).toBe(200)
    const lead = getLeadResponse.parse(await one.json())
    expect(lead.provenance).toEqual({
      origin: 'index',
      sourceName: 'Dune County Sheriff Sales',
      sourceUrl: LIST_URL,
      firstSeenAt: fresh.get('F-000301-26')?.firstSeenAt,
      lastCheckedAt: later.get('F-000301-26')?.lastCheckedAt,
      stageAsOf: fresh.get('F-000301-26')?.stageAsOf,
      checkEveryHours: 24,
      stale: true,
    })
  })

  it('names an uploaded document and its upload time as the source of its lead, never stale', async () => {
    const { client, user } = await signInNewUser(t, elite)
    const doc = await buildDocument(t.database.db, {
      userId: user.id,
      originalName: 'dune-notice.pdf',
      processingStatus: 'completed',
      documentType: 'Notice of Sheriff Sale',
      caseNumber: '26CV000777',
      zipCode: '08299',
      propertyAddress: '7 Dune Rd, Dune, NJ 08299',
    })
    const body = await kept(await keep(client, { from: 'document', documentId: doc.id }))
    const id = body.leads[0]?.id ?? ''
    const lead = getLeadResponse.parse(await (await client.get(`/api/leads/${id}`)).json())
    expect(lead.provenance).toEqual({
      origin: 'upload',
      sourceName: 'dune-notice.pdf',
      sourceUrl: null,
      firstSeenAt: expect.stringMatching(ISO_SECONDS),
      lastCheckedAt: null,
      stageAsOf: null,
      checkEveryHours: null,
      stale: false,
    })
    const list = listLeadsResponse.parse((await listLeads(client, {})).body)
    expect(list.leads[0]?.provenance).toEqual(lead.provenance)
  })
})
