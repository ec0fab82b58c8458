/**
 * The lead list's stage filters (issue 16): stage, saleWithinDays and excludeEnded on GET
 * /api/leads and /api/v1/leads, the same meaning as a search's. A search-result lead's stage is
 * its filing's; an upload lead's is what its owner's uploads of the case recorded, never another
 * user's. The filters agree with common/lifecycle.ts's effectiveStage (a passed sale date is
 * 'unknown') and page with the cursor. Bad values are a 400 with the reason.
 */
import { createApiKeyResponse } from '@common/contracts/api-keys'
import { listLeadsResponse } from '@common/contracts/leads'
import { CASE_STAGES, type CaseStage, effectiveStage } from '@common/lifecycle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentCaseEvents, filings } from '../../db/schema'
import { buildDocument } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { allPages, buildLead, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const today = () => inDays(0)
const elite = { subscriptionTier: 'elite', subscriptionStatus: 'active', authProvider: 'paypal' }

let t: TestApp
let client: TestClient
let other: TestClient
/** The user's leads by name: the case number of a search-result lead, else the upload's name. */
const leadIds = new Map<string, string>()
const nameOf = new Map<string, string>()

async function upload(userId: string, name: string) {
  return (await buildDocument(t.database.db, { userId, originalName: `${name}.pdf` })).id
}

/**
 * Events as the upload's processing would have recorded them, oldest first (made up). Each gets
 * its own later time, as processing gives them (PGlite's clock can repeat within a millisecond,
 * and then the random id would decide which is newest).
 */
let eventClock = Date.now() - DAY_MS
async function events(
  userId: string,
  documentId: string,
  caseKey: string,
  list: Array<[CaseStage, string | null]>,
) {
  for (const [kind, saleDate] of list) {
    eventClock += 1000
    await t.database.db.insert(documentCaseEvents).values({
      userId,
      documentId,
      caseKey,
      sourceName: 'Your upload: notice.pdf',
      kind,
      saleDate,
      position: null,
      createdAt: new Date(eventClock),
    })
  }
}

beforeAll(async () => {
  t = await buildTestApp()
  const me = await signInNewUser(t, elite)
  const them = await signInNewUser(t, elite)
  client = me.client
  other = them.client
  // Search-result leads: one case per stage in the records index (made up; the number names it).
  const cases: Array<[string, string | null, string | null, string | null]> = [
    ['SOON', 'sale_scheduled', inDays(10), 'scheduled'],
    ['LATER', 'sale_scheduled', inDays(45), 'scheduled'],
    ['PASSED', 'sale_scheduled', inDays(-3), 'scheduled'],
    ['CANCELLED', 'cancelled', null, 'cancelled'],
    ['STAYED', 'bankruptcy_stay', inDays(7), 'stayed'],
    ['SOLD', 'sold', null, 'sold'],
    ['FILED', 'filed', null, null],
    ['STATUS-ONLY-CANCELLED', null, inDays(12), 'cancelled'],
    ['NO-STAGE', null, null, null],
  ]
  const rows = await t.database.db
    .insert(filings)
    .values(
      cases.map(([caseNumber, stage, nextSaleDate, saleStatus]) => ({
        state: 'NJ',
        county: 'Atlantic',
        city: 'Mays Landing',
        zipCode: '08330',
        sourceDatabase: 'test-source',
        documentType: 'Sheriff Sale',
        dedupeKey: `t:lead-stage:${caseNumber}`,
        caseNumber,
        stage,
        nextSaleDate,
        saleStatus,
        filingDate: '2026-01-10',
      })),
    )
    .returning()
  for (const row of rows) {
    const lead = await buildLead(t, {
      userId: me.user.id,
      filingId: row.id,
      caseNumber: row.caseNumber,
    })
    leadIds.set(row.caseNumber ?? '', lead.id)
  }
  // Upload leads. UP-MOVED: a notice of sale, then a later upload postponing it (same case).
  const uploadLead = async (name: string, documentId: string) => {
    const lead = await buildLead(t, {
      userId: me.user.id,
      sourceKind: 'upload',
      resultId: null,
      documentId,
      caseNumber: name,
    })
    leadIds.set(name, lead.id)
  }
  const notice = await upload(me.user.id, 'notice')
  await events(me.user.id, notice, 'case:up1', [['sale_scheduled', inDays(5)]])
  const postponement = await upload(me.user.id, 'postponement')
  await events(me.user.id, postponement, 'case:up1', [['postponed', inDays(40)]])
  await uploadLead('UP-MOVED', notice)
  const stale = await upload(me.user.id, 'stale')
  await events(me.user.id, stale, 'case:up2', [['sale_scheduled', inDays(-10)]])
  await uploadLead('UP-PASSED', stale)
  const ended = await upload(me.user.id, 'ended')
  await events(me.user.id, ended, 'case:up3', [
    ['sale_scheduled', inDays(3)],
    ['cancelled', null],
  ])
  await uploadLead('UP-CANCELLED', ended)
  await uploadLead('UP-NO-EVENTS', await upload(me.user.id, 'no events'))
  // The other user uploaded the same case number: a sale set in 2 days, then sold. Theirs only.
  const theirs = await upload(them.user.id, 'their notice')
  await events(them.user.id, theirs, 'case:up1', [
    ['sale_scheduled', inDays(2)],
    ['sold', null],
  ])
  await buildLead(t, {
    userId: them.user.id,
    sourceKind: 'upload',
    resultId: null,
    documentId: theirs,
    caseNumber: 'THEIR-UP',
  })
  for (const [name, id] of leadIds) nameOf.set(id, name)
})
afterAll(() => t.close())

async function names(query: Record<string, string | number | boolean>, as = client) {
  const { status, body } = await listLeads(as, { limit: 100, ...query })
  expect(status, JSON.stringify(body)).toBe(200)
  return listLeadsResponse
    .parse(body)
    .leads.map((lead) => nameOf.get(lead.id) ?? lead.caseNumber ?? '')
    .sort()
}

describe('lead list stage filters', () => {
  it('a sale in the next N days: live sales only, from filings and uploads alike', async () => {
    expect(await names({ saleWithinDays: 30 })).toEqual(['SOON'])
    expect(await names({ saleWithinDays: 60 })).toEqual(['LATER', 'SOON', 'UP-MOVED'])
  })

  it('not ended leaves out cancelled and sold cases, by stage or by the source status', async () => {
    expect(await names({ excludeEnded: true })).toEqual([
      'FILED',
      'LATER',
      'NO-STAGE',
      'PASSED',
      'SOON',
      'STAYED',
      'UP-MOVED',
      'UP-NO-EVENTS',
      'UP-PASSED',
    ])
  })

  it('stage: the stage today, a passed sale date with no news being unknown', async () => {
    expect(await names({ stage: 'sale_scheduled' })).toEqual(['LATER', 'SOON'])
    expect(await names({ stage: 'unknown' })).toEqual(['PASSED', 'UP-PASSED'])
    expect(await names({ stage: 'postponed' })).toEqual(['UP-MOVED'])
    expect(await names({ stage: 'cancelled,sold' })).toEqual(['CANCELLED', 'SOLD', 'UP-CANCELLED'])
    expect(await names({ stage: 'postponed', saleWithinDays: 30 })).toEqual([])
  })

  it('every stage finds exactly the leads whose shown stage is it (effectiveStage)', async () => {
    const { body } = await listLeads(client, { limit: 100 })
    const all = listLeadsResponse.parse(body).leads
    expect(all).toHaveLength(13)
    for (const stage of CASE_STAGES) {
      const expected = all
        .filter((lead) => effectiveStage(lead.stage, lead.nextSaleDate, today()) === stage)
        .map((lead) => nameOf.get(lead.id) ?? '')
        .sort()
      expect(await names({ stage }), stage).toEqual(expected)
    }
  })

  it("another user's uploads of the same case never move the user's lead", async () => {
    const { body } = await listLeads(client, { stage: 'postponed' })
    const [lead] = listLeadsResponse.parse(body).leads
    expect(lead).toMatchObject({ stage: 'postponed', nextSaleDate: inDays(40) })
    expect(await names({ stage: 'sold' })).toEqual(['SOLD'])
    // Theirs is sold by their own upload, and not a sale within 30 days for them.
    expect(await names({ stage: 'sold' }, other)).toEqual(['THEIR-UP'])
    expect(await names({ saleWithinDays: 30 }, other)).toEqual([])
  })

  it('pages with the cursor, and the facets count the filtered leads', async () => {
    const { ids, pages } = await allPages(client, {
      excludeEnded: true,
      limit: 2,
      sort: 'saleDate',
    })
    expect(pages).toBe(5)
    expect(ids.map((id) => nameOf.get(id)).sort()).toEqual(await names({ excludeEnded: true }))
    const facets = await (await client.get('/api/leads/facets?stage=unknown')).json()
    expect(facets.total).toBe(2)
  })

  it('the public API list takes the same filters', async () => {
    const response = await client.post('/api/api-keys', { name: 'Test', scopes: ['leads:read'] })
    const { key } = createApiKeyResponse.parse(await response.json())
    const call = (query: string) =>
      fetch(`${t.baseUrl}/api/v1/leads?${query}`, { headers: { authorization: `Bearer ${key}` } })
    const good = listLeadsResponse.parse(await (await call('stage=unknown')).json())
    expect(good.leads.map((lead) => nameOf.get(lead.id)).sort()).toEqual(['PASSED', 'UP-PASSED'])
    const bad = await call('stage=adjourned')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toContain('Unknown stage "adjourned"')
  })

  it.each([
    [{ stage: 'adjourned' }, 'Unknown stage \\"adjourned\\": stage must be among filed, judgment'],
    [{ stage: 'sold,Sold' }, 'Unknown stage \\"Sold\\"'],
    [{ saleWithinDays: 0 }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ saleWithinDays: 366 }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ saleWithinDays: 2.5 }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ saleWithinDays: 'soon' }, 'saleWithinDays must be a whole number of days from 1 to 365'],
    [{ excludeEnded: 'yes' }, 'excludeEnded must be true or false'],
  ])('bad filter %j -> 400 with a message', async (query, message) => {
    const { status, body } = await listLeads(client, query)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(message)
  })
})
