/**
 * A list's preview and import over HTTP (docs/decisions/0058): a master bid list uploaded and
 * processed by the queued job awaits its import, with a preview of its records (count, the header
 * names found, ten sample rows as their leads will carry them, how many records lack each field);
 * importing it makes one lead per record in the background, once however often and however
 * concurrently it is asked; cancelling leaves the document and its records; a document that is
 * not a list awaiting import is a 409 that says why, another user's a 404.
 */
import type { DocumentImportView } from '@common/contracts/document-import'
import { IMPORT_MESSAGES } from '@common/contracts/document-import'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads, leads } from '../../../db/schema'
import { apiCall, createKey } from '../../../testing/api-test-helpers'
import { buildDocument } from '../../../testing/factories'
import { WORDS_LAYOUT } from '../../../testing/fixtures/pdf/bid-list-layouts'
import { bidListPdf } from '../../../testing/fixtures/pdf/bid-list-pdf'
import { bidListRecords } from '../../../testing/fixtures/pdf/bid-list-records'
import type { TestClient } from '../../../testing/http-client'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { makePdf, uploadForm } from '../../../testing/upload-test-helpers'
import { processDocumentJob } from '../processing/process-document.job'
import { IMPORT_LIST_LEADS_JOB } from './import-leads.contract'
import { importListLeadsJob } from './import-leads.job'

let t: TestApp
let client: TestClient
let userId: string
const RECORDS = 24

beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob, importListLeadsJob] })
  ;({
    client,
    user: { id: userId },
  } = await signInNewUser(t, {
    subscriptionTier: 'pro',
    subscriptionStatus: 'active',
  }))
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('timed out')
}

async function uploadProcessed(
  pdf: Uint8Array,
  as: TestClient = client,
): Promise<{ id: string; processingStatus: string; listImport: unknown; leads: unknown[] }> {
  const response = await as.request('/api/documents', {
    method: 'POST',
    body: uploadForm(pdf, 'master-bid-list.pdf'),
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return until(
    async () => (await as.get(`/api/documents/${id}`)).json(),
    (document) =>
      document.processingStatus === 'completed' || document.processingStatus === 'failed',
  )
}

const uploadList = async () =>
  uploadProcessed(await bidListPdf(bidListRecords(RECORDS), WORDS_LAYOUT))

const preview = async (id: string, as: TestClient = client) => {
  const response = await as.get(`/api/documents/${id}/import`)
  return { status: response.status, body: await response.json() }
}

const leadCount = async (documentId: string) => {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.documentId, documentId))
  return row?.count ?? 0
}

const importJobsSent = async (documentId: string) => {
  const result = await t.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pgboss.job
        where name = ${IMPORT_LIST_LEADS_JOB} and data->>'documentId' = ${documentId}`,
  )
  return result.rows[0]?.count ?? 0
}

describe('a processed list', () => {
  it('awaits its import with a preview: count, header columns, ten sample rows, the fill', async () => {
    const truth = bidListRecords(RECORDS)
    const document = await uploadList()
    expect(document).toMatchObject({
      processingStatus: 'completed',
      listImport: { status: 'awaiting', total: RECORDS, done: 0, created: 0 },
      // The records are shown by the preview, not carried by every view of the document.
      leads: [],
    })
    expect(await leadCount(document.id)).toBe(0)

    const { status, body } = await preview(document.id)
    expect(status).toBe(200)
    const view = body as DocumentImportView
    expect(view).toMatchObject({
      documentId: document.id,
      status: 'awaiting',
      total: RECORDS,
      leadsToImport: RECORDS,
      columnsFrom: 'header',
      startedAt: null,
    })
    expect(view.columns).toEqual([
      'Docket Number',
      'Address',
      'Sale Date',
      'Sale Status',
      'Defendant',
      'Plaintiff',
      'Attorney',
      'Cost/Tax Bid',
      'Cost Bid',
      'Sale Type',
    ])
    expect(view.sample).toHaveLength(10)
    view.sample.forEach((row, i) => {
      const want = truth[i]!
      expect(row).toMatchObject({
        position: i,
        caseNumber: want.docket,
        zipCode: want.zip,
        // As the list prints them ('STREET, , CITY, PA ZIP').
        city: want.city,
        state: want.state,
        saleDate: want.saleDate,
        saleStatus: want.status,
      })
      for (const name of want.defendants)
        expect(row.defendantName?.toLowerCase()).toContain(name.toLowerCase())
      expect(row.propertyAddress?.toLowerCase()).toContain(want.street.toLowerCase())
    })
    // Every record has its docket, place and sale date (0059: its city and state too).
    expect(view.missing).toMatchObject({
      caseNumber: 0,
      city: 0,
      state: 0,
      zipCode: 0,
      saleDate: 0,
      defendantName: 0,
    })
    // The documents list shows the state too, without the records.
    const list = await (await client.get('/api/documents')).json()
    const listed = list.documents.find((d: { id: string }) => d.id === document.id)
    expect(listed).toMatchObject({ listImport: { status: 'awaiting' }, leads: [] })
  })

  it('imports once under parallel requests, with progress, and makes one lead per record', async () => {
    const document = await uploadList()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.request(`/api/documents/${document.id}/import`, { method: 'POST' }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202])
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as DocumentImportView[]
    // One start: every answer names the same moment the import started.
    expect(new Set(bodies.map((body) => body.startedAt)).size).toBe(1)
    for (const body of bodies) expect(['importing', 'imported']).toContain(body.status)

    const done = await until(
      async () => (await preview(document.id)).body as DocumentImportView,
      (view) => view.status === 'imported',
    )
    expect(done).toMatchObject({ total: RECORDS, done: RECORDS, created: RECORDS })
    expect(done.finishedAt).not.toBeNull()
    expect(await leadCount(document.id)).toBe(RECORDS)
    expect(await importJobsSent(document.id)).toBe(1)
    // Each lead carries its record's city, state and ZIP (0059).
    const places = await t.database.db
      .select({ city: leads.city, state: leads.state, zipCode: leads.zipCode })
      .from(leads)
      .where(eq(leads.documentId, document.id))
      .orderBy(leads.recordPosition)
    expect(places).toEqual(
      bidListRecords(RECORDS).map((want) => ({
        city: want.city,
        state: want.state,
        zipCode: want.zip,
      })),
    )

    // Clicking again once it is done answers the finished import and makes nothing.
    const again = await client.request(`/api/documents/${document.id}/import`, { method: 'POST' })
    expect(again.status).toBe(202)
    expect(((await again.json()) as DocumentImportView).status).toBe('imported')
    expect(await leadCount(document.id)).toBe(RECORDS)
    expect(await importJobsSent(document.id)).toBe(1)

    // Imported, the document's view carries its records again, and it is no longer cancellable.
    const view = await (await client.get(`/api/documents/${document.id}`)).json()
    expect(view.leads).toHaveLength(RECORDS)
    const [first] = bidListRecords(RECORDS)
    expect(view.leads[0]).toMatchObject({ city: first!.city, state: first!.state })
    expect(view.listImport).toMatchObject({ status: 'imported', done: RECORDS })
    const cancel = await client.post(`/api/documents/${document.id}/import/cancel`)
    expect(cancel.status).toBe(409)
    expect(await cancel.json()).toEqual({
      code: 'IMPORT_ALREADY_STARTED',
      message: IMPORT_MESSAGES.alreadyStarted,
    })
  })

  it('is cancelled: no lead, the document and its records stay, and it can be imported later', async () => {
    const document = await uploadList()
    const cancel = await client.post(`/api/documents/${document.id}/import/cancel`)
    expect(cancel.status).toBe(200)
    expect(await cancel.json()).toMatchObject({ status: 'cancelled', total: RECORDS })
    // Cancelling twice is the same cancel.
    expect((await client.post(`/api/documents/${document.id}/import/cancel`)).status).toBe(200)
    expect(await leadCount(document.id)).toBe(0)
    const records = await t.database.db
      .select({ id: documentLeads.id })
      .from(documentLeads)
      .where(eq(documentLeads.documentId, document.id))
    expect(records).toHaveLength(RECORDS)
    const view = await (await client.get(`/api/documents/${document.id}`)).json()
    expect(view).toMatchObject({
      processingStatus: 'completed',
      listImport: { status: 'cancelled' },
    })
    // 'Keep as Lead' on the whole list is refused: the list is imported from its preview.
    const keep = await client.post('/api/leads', { from: 'document', documentId: document.id })
    expect(keep.status).toBe(409)
    expect(await keep.json()).toEqual({
      code: 'DOCUMENT_IMPORTED_FROM_PREVIEW',
      message: IMPORT_MESSAGES.fromPreview,
    })
    expect(await leadCount(document.id)).toBe(0)

    const later = await client.request(`/api/documents/${document.id}/import`, { method: 'POST' })
    expect(later.status).toBe(202)
    await until(
      async () => (await preview(document.id)).body as DocumentImportView,
      (view) => view.status === 'imported',
    )
    expect(await leadCount(document.id)).toBe(RECORDS)
  })
})

describe('bad requests', () => {
  it('refuses to import a document of one record, or one still being analysed, with a 409', async () => {
    const single = await uploadProcessed(await makePdf('NOTICE OF LIS PENDENS'))
    expect(single.listImport).toBeNull()
    for (const [method, path] of [
      ['GET', `/api/documents/${single.id}/import`],
      ['POST', `/api/documents/${single.id}/import`],
      ['POST', `/api/documents/${single.id}/import/cancel`],
    ] as const) {
      const response = await client.request(path, { method })
      expect(response.status, `${method} ${path}`).toBe(409)
      expect(await response.json()).toEqual({
        code: 'DOCUMENT_NOT_AWAITING_IMPORT',
        message: IMPORT_MESSAGES.notAList,
      })
    }
    // A document not processed yet says so.
    const pending = await buildDocument(t.database.db, { userId })
    const early = await client.request(`/api/documents/${pending.id}/import`, { method: 'POST' })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      code: 'DOCUMENT_NOT_AWAITING_IMPORT',
      message: IMPORT_MESSAGES.notProcessed,
    })
  })

  it("answers another user's list like one that does not exist, and changes nothing", async () => {
    const theirs = await uploadList()
    const { client: other } = await signInNewUser(t, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    for (const [method, path] of [
      ['GET', `/api/documents/${theirs.id}/import`],
      ['POST', `/api/documents/${theirs.id}/import`],
      ['POST', `/api/documents/${theirs.id}/import/cancel`],
      ['POST', `/api/documents/${crypto.randomUUID()}/import`],
    ] as const) {
      const response = await other.request(path, { method })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect((await response.json()).code).toBe('DOCUMENT_NOT_FOUND')
    }
    expect((await preview(theirs.id)).body.status).toBe('awaiting')
    expect(await leadCount(theirs.id)).toBe(0)
  })

  it('refuses a malformed id with a 400 and an anonymous caller with a 401', async () => {
    const bad = await client.request('/api/documents/not-an-id/import', { method: 'POST' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('VALIDATION_FAILED')
    const anonymous = await t.request(`/api/documents/${crypto.randomUUID()}/import`)
    expect(anonymous.status).toBe(401)
  })
})

describe('records of a list kept one by one', () => {
  it('are not made again by the import, which counts only the leads it made', async () => {
    const document = await uploadList()
    const [first] = await t.database.db
      .select({ id: documentLeads.id })
      .from(documentLeads)
      .where(and(eq(documentLeads.documentId, document.id), eq(documentLeads.position, 0)))
    const keep = await client.post('/api/leads', {
      from: 'document',
      documentId: document.id,
      recordIds: [first?.id],
    })
    expect(keep.status).toBe(200)
    await client.request(`/api/documents/${document.id}/import`, { method: 'POST' })
    const done = await until(
      async () => (await preview(document.id)).body as DocumentImportView,
      (view) => view.status === 'imported',
    )
    expect(done).toMatchObject({ done: RECORDS, created: RECORDS - 1 })
    expect(await leadCount(document.id)).toBe(RECORDS)
  })
})

describe('the public API (/api/v1)', () => {
  it("reads a list's preview and imports it with an API key, as the app does", async () => {
    const { client: elite } = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    const { key } = await createKey(elite)
    const upload = await apiCall(t.baseUrl, key, '/api/v1/documents', {
      body: uploadForm(
        await bidListPdf(bidListRecords(RECORDS), WORDS_LAYOUT),
        'master-bid-list.pdf',
      ),
    })
    expect(upload.status).toBe(201)
    const { id } = (await upload.json()) as { id: string }
    const processed = await until(
      async () => (await apiCall(t.baseUrl, key, `/api/v1/documents/${id}`)).json(),
      (document) => document.processingStatus === 'completed',
    )
    expect(processed.listImport).toMatchObject({ status: 'awaiting', total: RECORDS })
    const preview = await apiCall(t.baseUrl, key, `/api/v1/documents/${id}/import`)
    expect(preview.status).toBe(200)
    expect((await preview.json()).sample).toHaveLength(10)

    const start = await apiCall(t.baseUrl, key, `/api/v1/documents/${id}/import`, {
      method: 'POST',
      headers: { 'idempotency-key': `import-${id}` },
    })
    expect(start.status).toBe(202)
    await until(
      async () => (await apiCall(t.baseUrl, key, `/api/v1/documents/${id}/import`)).json(),
      (view) => view.status === 'imported',
    )
    const leadsOfList = await apiCall(t.baseUrl, key, `/api/v1/documents/${id}/leads`)
    expect((await leadsOfList.json()).leads).toHaveLength(RECORDS)
    const cancel = await apiCall(t.baseUrl, key, `/api/v1/documents/${id}/import/cancel`, {
      method: 'POST',
    })
    expect(cancel.status).toBe(409)
    expect((await cancel.json()).code).toBe('IMPORT_ALREADY_STARTED')
  })
})
