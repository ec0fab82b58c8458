/**
 * One case seen by the records index and by a user's uploads (issue 16, docs/decisions/0044),
 * through the real app: an upload lead whose case is a filing in the index shows the index's
 * lifecycle merged with the owner's own upload events, and a search-result lead shows the owner's
 * uploads of its case; the lead history lists both, each saying where it came from. Matched by
 * case number (formatted differently, in the county the court names), else by street and ZIP
 * ('Ct' is 'Court'). Another user's uploads never change a lead or its history. The lead list's
 * stage filters find exactly what is shown. Filings and events are made up (not real records);
 * upload events carry the keys the upload's processing gives them (uploadCaseKey,
 * uploadCaseLocation).
 */
import { randomUUID } from 'node:crypto'
import { getLeadResponse, listLeadsResponse } from '@common/contracts/leads'
import { CASE_STAGES, type CaseStage, effectiveStage } from '@common/lifecycle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseEvents, documentCaseEvents, documents, filings, sources } from '../../db/schema'
import { insertTestLead } from '../../db/test-factories/leads'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { type UploadCaseRecord, uploadCaseKey, uploadCaseLocation } from './upload-case-key'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const ago = (days: number) => new Date(Date.now() - days * DAY_MS)
const elite = { subscriptionTier: 'elite', subscriptionStatus: 'active', authProvider: 'paypal' }
const COURT = 'SUPERIOR COURT OF NEW JERSEY, CHANCERY DIVISION, ATLANTIC COUNTY'

let t: TestApp
let alice: { client: TestClient; user: { id: string } }
let bob: { client: TestClient; user: { id: string } }
let carol: { client: TestClient; user: { id: string } }
const carolLead = new Map<string, string>()
/** Alice's leads by name, and Bob's. */
const lead = new Map<string, string>()
const bobLead = new Map<string, string>()
const docId = new Map<string, string>()

type Record = Pick<UploadCaseRecord, 'caseNumber' | 'court' | 'propertyAddress' | 'zipCode'>
type Event = [CaseStage, string | null, number | null, Date]

/** A filing in the index (NJ, Atlantic, 08330) with the events a source reported, oldest first. */
async function filing(
  caseNumber: string | null,
  street: string,
  state: { stage: CaseStage; nextSaleDate: string | null; postponementCount: number },
  events: Event[],
  sourceId: string,
) {
  const [row] = await t.database.db
    .insert(filings)
    .values({
      dedupeKey: `t:join:${randomUUID()}`,
      documentType: 'Sheriff Sale',
      caseNumber,
      propertyAddress: street,
      city: 'Mays Landing',
      county: 'Atlantic',
      state: 'NJ',
      zipCode: '08330',
      sourceDatabase: 'Join test source',
      ...state,
    })
    .returning()
  if (!row) throw new Error('no filing')
  for (const [kind, saleDate, postponementCount, createdAt] of events) {
    await t.database.db.insert(caseEvents).values({
      filingId: row.id,
      kind,
      saleDate,
      postponementCount,
      sourceId,
      sourceName: 'Atlantic sheriff',
      createdAt,
    })
  }
  return row.id
}

/** An uploaded document of `record` with the events its processing recorded, and its lead. */
async function upload(userId: string, name: string, record: Record, events: Event[]) {
  const [doc] = await t.database.db
    .insert(documents)
    .values({
      userId,
      filename: `${randomUUID()}.pdf`,
      originalName: `${name}.pdf`,
      objectPath: `test/${randomUUID()}`,
      fileSize: 1000,
      mimeType: 'application/pdf',
      processingStatus: 'completed',
      caseNumber: record.caseNumber,
      court: record.court,
      propertyAddress: record.propertyAddress,
      zipCode: record.zipCode,
    })
    .returning()
  if (!doc) throw new Error('no document')
  const caseKey = uploadCaseKey(record)
  if (!caseKey) throw new Error('no case key')
  for (const [kind, saleDate, postponementCount, createdAt] of events) {
    await t.database.db.insert(documentCaseEvents).values({
      userId,
      documentId: doc.id,
      position: null,
      caseKey,
      sourceName: `Your upload: ${name}.pdf`,
      ...uploadCaseLocation(record),
      kind,
      saleDate,
      postponementCount,
      createdAt,
    })
  }
  const row = await insertTestLead(t.database.db, {
    userId,
    sourceKind: 'upload',
    resultId: null,
    documentId: doc.id,
    dedupeKey: `upload:${doc.id}`,
    caseNumber: record.caseNumber,
  })
  docId.set(name, doc.id)
  return row.id
}

beforeAll(async () => {
  t = await buildTestApp()
  alice = await signInNewUser(t, elite)
  bob = await signInNewUser(t, elite)
  const [source] = await t.database.db
    .insert(sources)
    .values({
      state: 'NJ',
      county: 'Atlantic',
      kind: 'court',
      name: 'Atlantic sheriff',
      baseUrl: 'http://127.0.0.1/',
    })
    .returning()
  const sourceId = source!.id
  // BY-NUMBER: set, then postponed by the index; Alice's notice (older) spells the number apart.
  const byNumber = await filing(
    'F-012345-25',
    '18 EXAMPLE CT.',
    { stage: 'postponed', nextSaleDate: inDays(34), postponementCount: 1 },
    [
      ['sale_scheduled', inDays(20), null, ago(3)],
      ['postponed', inDays(34), 1, ago(1)],
    ],
    sourceId,
  )
  // BY-ADDRESS: the index has it postponed twice; Alice's later adjournment names no number.
  const byAddress = await filing(
    'F-099999-24',
    '22 HARBOR CT.',
    { stage: 'postponed', nextSaleDate: inDays(50), postponementCount: 2 },
    [
      ['sale_scheduled', inDays(10), null, ago(30)],
      ['postponed', inDays(30), 1, ago(20)],
      ['postponed', inDays(50), 2, ago(10)],
    ],
    sourceId,
  )
  // SOLD: the index says sold; Alice's adjournment, uploaded after, cannot move it back.
  await filing(
    'F-077777-25',
    '5 Mill Road',
    { stage: 'sold', nextSaleDate: null, postponementCount: 0 },
    [
      ['sale_scheduled', inDays(-5), null, ago(20)],
      ['sold', null, null, ago(2)],
    ],
    sourceId,
  )
  const notice = (caseNumber: string | null, street: string, court = COURT): Record => ({
    caseNumber,
    court,
    propertyAddress: `${street}, Mays Landing, NJ 08330`,
    zipCode: '08330',
  })
  lead.set(
    'UP-BY-NUMBER',
    await upload(alice.user.id, 'notice', notice('f 012345 25', '18 Example Court'), [
      ['judgment', null, null, ago(5.01)],
      ['sale_scheduled', inDays(20), null, ago(5)],
    ]),
  )
  lead.set(
    'UP-BY-ADDRESS',
    await upload(alice.user.id, 'adjournment', notice(null, '22 Harbor Court'), [
      ['postponed', inDays(70), 1, ago(0.5)],
    ]),
  )
  lead.set(
    'UP-AFTER-SOLD',
    await upload(alice.user.id, 'late adjournment', notice('F-077777-25', '5 Mill Rd'), [
      ['postponed', inDays(40), 1, ago(0.2)],
    ]),
  )
  // The same number in another county's court: another case, not the index's. (Carol's: within
  // one user's uploads a case number joins them without a county, as before: 0044.)
  carol = await signInNewUser(t, elite)
  carolLead.set(
    'UP-OTHER-COUNTY',
    await upload(
      carol.user.id,
      'cape may notice',
      notice('F-012345-25', '3 Shore Road', 'SUPERIOR COURT OF NEW JERSEY, CAPE MAY COUNTY'),
      [['sale_scheduled', inDays(15), null, ago(4)]],
    ),
  )
  // Alice kept the by-address case from a search too.
  lead.set(
    'FILING-BY-ADDRESS',
    (await insertTestLead(t.database.db, { userId: alice.user.id, filingId: byAddress })).id,
  )
  lead.set(
    'FILING-BY-NUMBER',
    (await insertTestLead(t.database.db, { userId: alice.user.id, filingId: byNumber })).id,
  )
  // Bob: the same by-address filing kept; his own newer upload says the by-number case is sold.
  bobLead.set(
    'FILING-BY-ADDRESS',
    (await insertTestLead(t.database.db, { userId: bob.user.id, filingId: byAddress })).id,
  )
  bobLead.set(
    'UP-SOLD',
    await upload(bob.user.id, 'report of sale', notice('F-012345-25', '18 Example Ct'), [
      ['sold', null, null, ago(0.1)],
    ]),
  )
})
afterAll(() => t.close())

async function detail(client: TestClient, id: string) {
  const response = await client.get(`/api/leads/${id}`)
  expect(response.status).toBe(200)
  return getLeadResponse.parse(await response.json())
}

const stateOf = (view: { stage: unknown; nextSaleDate: unknown; postponementCount: unknown }) => ({
  stage: view.stage,
  nextSaleDate: view.nextSaleDate,
  postponementCount: view.postponementCount,
})

describe('an upload lead whose case is a filing in the index', () => {
  it('by case number (formatted otherwise): the newest of both, the history from both with origins', async () => {
    const view = await detail(alice.client, lead.get('UP-BY-NUMBER')!)
    expect(stateOf(view)).toEqual({
      stage: 'postponed',
      nextSaleDate: inDays(34),
      postponementCount: 1,
    })
    expect(view.caseEvents.map((e) => [e.kind, e.origin, e.sourceName])).toEqual([
      ['judgment', 'upload', 'Your upload: notice.pdf'],
      ['sale_scheduled', 'upload', 'Your upload: notice.pdf'],
      ['sale_scheduled', 'index', 'Atlantic sheriff'],
      ['postponed', 'index', 'Atlantic sheriff'],
    ])
  })

  it("by street and ZIP ('Court' is 'Ct'): the user's newer adjournment wins, the count is the index's", async () => {
    const view = await detail(alice.client, lead.get('UP-BY-ADDRESS')!)
    expect(stateOf(view)).toEqual({
      stage: 'postponed',
      nextSaleDate: inDays(70),
      postponementCount: 2,
    })
    expect(view.caseEvents.map((e) => [e.kind, e.saleDate, e.origin])).toEqual([
      ['sale_scheduled', inDays(10), 'index'],
      ['postponed', inDays(30), 'index'],
      ['postponed', inDays(50), 'index'],
      ['postponed', inDays(70), 'upload'],
    ])
  })

  it('a sold case stays sold: an upload recorded after cannot move it back', async () => {
    const view = await detail(alice.client, lead.get('UP-AFTER-SOLD')!)
    expect(stateOf(view)).toMatchObject({ stage: 'sold', nextSaleDate: null })
    expect(view.caseEvents.map((e) => e.kind)).toEqual(['sale_scheduled', 'sold', 'postponed'])
  })

  it("the same number in another county's court is not the index's case", async () => {
    const view = await detail(carol.client, carolLead.get('UP-OTHER-COUNTY')!)
    expect(stateOf(view)).toEqual({
      stage: 'sale_scheduled',
      nextSaleDate: inDays(15),
      postponementCount: 0,
    })
    expect(view.caseEvents.map((e) => e.origin)).toEqual(['upload'])
  })

  it('the documents list shows the merged stage on the uploaded document too', async () => {
    const list = (await (await alice.client.get('/api/documents?zip=all')).json()) as {
      documents: Array<{ id: string; stage: string | null; nextSaleDate: string | null }>
    }
    const notice = list.documents.find((doc) => doc.id === docId.get('notice'))
    expect(notice).toMatchObject({ stage: 'postponed', nextSaleDate: inDays(34) })
  })
})

describe('a search-result lead of a case the user uploaded', () => {
  it("shows the user's own upload events in its stage and history", async () => {
    const view = await detail(alice.client, lead.get('FILING-BY-ADDRESS')!)
    expect(stateOf(view)).toEqual({
      stage: 'postponed',
      nextSaleDate: inDays(70),
      postponementCount: 2,
    })
    expect(view.caseEvents.at(-1)).toMatchObject({
      kind: 'postponed',
      origin: 'upload',
      sourceName: 'Your upload: adjournment.pdf',
    })
  })

  it("another user's uploads never change the lead or its history", async () => {
    // Bob's lead on the same filing: the index only, none of Alice's upload.
    const bobs = await detail(bob.client, bobLead.get('FILING-BY-ADDRESS')!)
    expect(stateOf(bobs)).toEqual({
      stage: 'postponed',
      nextSaleDate: inDays(50),
      postponementCount: 2,
    })
    expect(bobs.caseEvents.map((e) => e.origin)).toEqual(['index', 'index', 'index'])
    // Bob's newer 'sold' upload of the by-number case is his alone.
    expect((await detail(bob.client, bobLead.get('UP-SOLD')!)).stage).toBe('sold')
    for (const name of ['FILING-BY-NUMBER', 'UP-BY-NUMBER']) {
      const mine = await detail(alice.client, lead.get(name)!)
      expect(mine.stage, name).toBe('postponed')
      expect(
        mine.caseEvents.some((e) => e.sourceName === 'Your upload: report of sale.pdf'),
        name,
      ).toBe(false)
    }
    // And Alice's uploads are not in Bob's view of the by-number case either.
    const bobSold = await detail(bob.client, bobLead.get('UP-SOLD')!)
    expect(
      bobSold.caseEvents.filter((e) => e.origin === 'upload').map((e) => e.sourceName),
    ).toEqual(['Your upload: report of sale.pdf'])
  })
})

describe('the lead list filters agree with what is shown', () => {
  async function shown(client: TestClient) {
    const response = await client.get('/api/leads?limit=100')
    return listLeadsResponse.parse(await response.json()).leads
  }
  async function ids(client: TestClient, query: string) {
    const response = await client.get(`/api/leads?limit=100&${query}`)
    expect(response.status).toBe(200)
    return listLeadsResponse
      .parse(await response.json())
      .leads.map((one) => one.id)
      .sort()
  }

  it('every stage, a sale horizon and "not ended" find exactly the leads shown so', async () => {
    for (const who of [alice, bob, carol]) {
      const all = await shown(who.client)
      const today = inDays(0)
      for (const stage of CASE_STAGES) {
        const expected = all
          .filter((one) => effectiveStage(one.stage, one.nextSaleDate, today) === stage)
          .map((one) => one.id)
          .sort()
        expect(await ids(who.client, `stage=${stage}`), stage).toEqual(expected)
      }
      const ended = ['cancelled', 'sold', 'redeemed', 'reo']
      expect(await ids(who.client, 'excludeEnded=true')).toEqual(
        all
          .filter((one) => !ended.includes(one.stage ?? ''))
          .map((one) => one.id)
          .sort(),
      )
      expect(await ids(who.client, 'saleWithinDays=60')).toEqual(
        all
          .filter(
            (one) =>
              one.nextSaleDate !== null &&
              one.nextSaleDate >= today &&
              one.nextSaleDate <= inDays(60) &&
              !ended.includes(one.stage ?? '') &&
              one.stage !== 'bankruptcy_stay',
          )
          .map((one) => one.id)
          .sort(),
      )
    }
    // What that means here: Alice's two postponed-by-the-index leads and the by-address pair.
    expect(await ids(alice.client, 'stage=postponed')).toEqual(
      ['UP-BY-NUMBER', 'UP-BY-ADDRESS', 'FILING-BY-ADDRESS', 'FILING-BY-NUMBER']
        .map((name) => lead.get(name)!)
        .sort(),
    )
    expect(await ids(alice.client, 'stage=sold')).toEqual([lead.get('UP-AFTER-SOLD')!])
    expect(await ids(bob.client, 'stage=postponed')).toEqual([bobLead.get('FILING-BY-ADDRESS')!])
  })
})
