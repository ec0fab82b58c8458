/**
 * Case events from uploads (issue 16), through the real app, queue and worker: a notice of
 * sheriff's sale sets the case's sale, a notice of adjournment of the same case uploaded later
 * postpones it; the stage and next sale date show on both documents and on the leads kept from
 * them, the lead's history names the uploads, and another user's uploads never count.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseEvents, documentCaseEvents, filings } from '../../db/schema'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { textPdf } from '../../testing/fixtures/pdf/sample-pdfs'
import { createTestClient, type TestClient } from '../../testing/http-client'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { uploadForm } from '../../testing/upload-test-helpers'
import { processDocumentJob } from './processing/process-document.job'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob] })
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

const CASE = [
  'SUPERIOR COURT OF NEW JERSEY, CHANCERY DIVISION, ATLANTIC COUNTY',
  'DOCKET NO. F-012345-25',
  'SAMPLE SAVINGS BANK, Plaintiff, v. JORDAN Q. TESTCASE, Defendant.',
  'Property Address: 18 Example Court, Mays Landing, NJ 08330',
]
const NOTICE_OF_SALE = [
  "NOTICE OF SHERIFF'S SALE",
  ...CASE,
  'The sale will be held on Wednesday, January 13, 2027 at 2:00 PM.',
  'Approximate judgment amount: $212,400.00',
]
const ADJOURNMENT = [
  "NOTICE OF ADJOURNMENT OF SHERIFF'S SALE",
  ...CASE,
  'The sale has been adjourned to Wednesday, February 10, 2027 at 2:00 PM.',
]

type Doc = Record<string, unknown> & { id: string }

async function signedIn(): Promise<TestClient> {
  const user = await buildUser(t.database.db)
  const client = createTestClient(t.baseUrl)
  await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
  return client
}

/** Uploads the lines as a PDF and waits until it is processed; the document's id. */
async function upload(client: TestClient, lines: string[], name: string): Promise<string> {
  const response = await client.request('/api/documents', {
    method: 'POST',
    body: uploadForm(await textPdf(lines), name),
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  for (let i = 0; i < 150; i++) {
    const doc = (await (await client.get(`/api/documents/${id}`)).json()) as Doc
    if (doc.processingStatus === 'completed') return id
    expect(doc.processingStatus).not.toBe('failed')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${name} was not processed`)
}

async function documentsById(client: TestClient): Promise<Map<string, Doc>> {
  const list = (await (await client.get('/api/documents?zip=all')).json()) as { documents: Doc[] }
  return new Map(list.documents.map((doc) => [doc.id, doc]))
}

async function leadOf(client: TestClient, documentId: string): Promise<Doc> {
  const list = (await (await client.get('/api/leads')).json()) as { leads: Doc[] }
  const lead = list.leads.find(
    (candidate) => (candidate.source as { documentId: string }).documentId === documentId,
  )
  expect(lead).toBeDefined()
  return lead as Doc
}

describe('case events from uploaded documents', () => {
  it('a notice of sale sets the sale; an adjournment of the same case postpones it everywhere', async () => {
    const client = await signedIn()
    const noticeId = await upload(client, NOTICE_OF_SALE, 'notice-of-sale.pdf')
    let docs = await documentsById(client)
    expect(docs.get(noticeId)).toMatchObject({
      caseNumber: 'F-012345-25',
      stage: 'sale_scheduled',
      nextSaleDate: '2027-01-13',
      postponementCount: 0,
    })
    expect(await leadOf(client, noticeId)).toMatchObject({
      stage: 'sale_scheduled',
      nextSaleDate: '2027-01-13',
    })
    // Where the case is, for the join with the records index (0044): from the court and address.
    const located = await t.database.db
      .select({
        state: documentCaseEvents.state,
        county: documentCaseEvents.county,
        zipCode: documentCaseEvents.zipCode,
        streetKey: documentCaseEvents.streetKey,
      })
      .from(documentCaseEvents)
      .where(eq(documentCaseEvents.documentId, noticeId))
    expect(located).toHaveLength(2)
    for (const row of located) {
      expect(row).toEqual({
        state: 'NJ',
        county: 'atlantic',
        zipCode: '08330',
        streetKey: '18 example ct',
      })
    }

    const adjournedId = await upload(client, ADJOURNMENT, 'adjournment.pdf')
    docs = await documentsById(client)
    const postponed = { stage: 'postponed', nextSaleDate: '2027-02-10', postponementCount: 1 }
    // Both documents name the case: both show it as it stands now.
    expect(docs.get(noticeId)).toMatchObject(postponed)
    expect(docs.get(adjournedId)).toMatchObject(postponed)
    expect(await (await client.get(`/api/documents/${noticeId}`)).json()).toMatchObject(postponed)
    const lead = await leadOf(client, noticeId)
    expect(lead).toMatchObject(postponed)
    // The lead keeps what its document said when kept; the stage is the case today.
    expect(lead.saleDate).toBe('2027-01-13')
    const detail = (await (await client.get(`/api/leads/${lead.id}`)).json()) as {
      caseEvents: Array<Record<string, unknown>>
    }
    // The notice states the judgment amount: the judgment, then the sale it set.
    expect(detail.caseEvents).toMatchObject([
      { kind: 'judgment', sourceName: 'Your upload: notice-of-sale.pdf' },
      {
        kind: 'sale_scheduled',
        saleDate: '2027-01-13',
        sourceName: 'Your upload: notice-of-sale.pdf',
      },
      {
        kind: 'postponed',
        saleDate: '2027-02-10',
        postponementCount: 1,
        sourceName: 'Your upload: adjournment.pdf',
      },
    ])

    // Another user's upload of the same notice sees only their own uploads.
    const other = await signedIn()
    const theirs = await upload(other, NOTICE_OF_SALE, 'same-notice.pdf')
    expect((await documentsById(other)).get(theirs)).toMatchObject({
      stage: 'sale_scheduled',
      nextSaleDate: '2027-01-13',
      postponementCount: 0,
    })
    expect((await documentsById(client)).get(noticeId)).toMatchObject(postponed)

    // Deleting the adjournment takes its event away: the notice's sale stands again.
    expect(
      (await client.request(`/api/documents/${adjournedId}`, { method: 'DELETE' })).status,
    ).toBe(200)
    expect((await documentsById(client)).get(noticeId)).toMatchObject({
      stage: 'sale_scheduled',
      nextSaleDate: '2027-01-13',
      postponementCount: 0,
    })
  }, 120_000)

  it('a document that names no case (no case number, no street and ZIP) has no stage', async () => {
    const client = await signedIn()
    const id = await upload(client, ['NOTICE OF LIS PENDENS', 'Nothing else legible.'], 'blank.pdf')
    expect((await documentsById(client)).get(id)).toMatchObject({
      stage: null,
      nextSaleDate: null,
      postponementCount: 0,
    })
  }, 60_000)

  it('a processed upload whose case is a filing in the records index shows its public lifecycle too', async () => {
    // Made up, not a real record: the index has the notice's case (its number written otherwise)
    // with a postponement recorded after the upload will be processed.
    const [filing] = await t.database.db
      .insert(filings)
      .values({
        dedupeKey: 't:flow-join',
        documentType: 'Sheriff Sale',
        caseNumber: 'F 012345 25',
        propertyAddress: '18 EXAMPLE CT',
        city: 'Mays Landing',
        county: 'Atlantic',
        state: 'NJ',
        zipCode: '08330',
        sourceDatabase: 'Flow test source',
        stage: 'postponed',
        nextSaleDate: '2027-03-10',
        postponementCount: 1,
      })
      .returning()
    const client = await signedIn()
    const id = await upload(client, NOTICE_OF_SALE, 'joined-notice.pdf')
    await t.database.db.insert(caseEvents).values({
      filingId: filing!.id,
      kind: 'postponed',
      saleDate: '2027-03-10',
      postponementCount: 1,
    })
    const joined = { stage: 'postponed', nextSaleDate: '2027-03-10', postponementCount: 1 }
    expect((await documentsById(client)).get(id)).toMatchObject(joined)
    const lead = await leadOf(client, id)
    expect(lead).toMatchObject(joined)
    const detail = (await (await client.get(`/api/leads/${lead.id}`)).json()) as {
      caseEvents: Array<Record<string, unknown>>
    }
    expect(detail.caseEvents.map((event) => [event.kind, event.origin])).toEqual([
      ['judgment', 'upload'],
      ['sale_scheduled', 'upload'],
      ['postponed', 'index'],
    ])
  }, 60_000)
})
