/**
 * Leads from uploads (docs/decisions/0019, 0058): corpus PDFs uploaded over HTTP and processed by
 * the queued job: a single notice becomes one lead by itself; a sale list of three notices awaits
 * the user's import and, imported, gives three leads, each under its own ZIP. Processing the same
 * document again makes no second lead and leaves the user's work on it alone; a failure while
 * keeping the leads leaves the document unfinished (to be retried), never completed without them.
 */
import type { LeadView } from '@common/contracts/leads'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads, documents } from '../../db/schema'
import {
  saleListPdf,
  saleListTruths,
} from '../../testing/fixtures/document-corpus/corpus-sale-list'
import { loadCorpus, loose } from '../../testing/fixtures/document-corpus/corpus-score'
import type { TestClient } from '../../testing/http-client'
import { listLeads, patchLead } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import {
  createProcessingServices,
  importListLeadsJob,
  PROCESS_DOCUMENT_JOB,
  processDocumentJob,
} from '../documents'
import { keepLeadsOfDocumentRecords } from './document-leads.service'

let t: TestApp
let client: TestClient

beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob, importListLeadsJob] })
  ;({ client } = await signInNewUser(t, { subscriptionTier: 'pro', subscriptionStatus: 'active' }))
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

async function upload(pdf: Uint8Array, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name)
  const response = await client.request('/api/documents', { method: 'POST', body: form })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

async function settled(id: string): Promise<{ processingStatus: string }> {
  for (let i = 0; i < 400; i++) {
    const document = await (await client.get(`/api/documents/${id}`)).json()
    if (document.processingStatus === 'completed' || document.processingStatus === 'failed') {
      return document
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`document ${id} was not processed in time`)
}

/** Imports a list awaiting its import, as 'Import N leads' does, and waits for the leads. */
async function importList(id: string): Promise<void> {
  const started = await client.request(`/api/documents/${id}/import`, { method: 'POST' })
  expect(started.status).toBe(202)
  for (let i = 0; i < 400; i++) {
    const state = await (await client.get(`/api/documents/${id}/import`)).json()
    if (state.status === 'imported') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`list ${id} was not imported in time`)
}

async function leadsOf(documentId: string): Promise<LeadView[]> {
  const { status, body } = await listLeads(client, { limit: 200, sort: 'updatedAt' })
  expect(status).toBe(200)
  return (body.leads as LeadView[])
    .filter((lead) => lead.source.documentId === documentId)
    .sort((a, b) => (a.source.recordPosition ?? -1) - (b.source.recordPosition ?? -1))
}

async function processAgain(documentId: string): Promise<void> {
  await t.database.db
    .update(documents)
    .set({ processingStatus: 'pending' })
    .where(eq(documents.id, documentId))
  await t.jobs?.send(PROCESS_DOCUMENT_JOB, { documentId })
  await settled(documentId)
}

describe('leads made when an upload is processed', () => {
  it('gives a single-notice corpus PDF one lead with its case', async () => {
    const corpusFile = loadCorpus().find(({ truth }) => truth.file === 'il-lis-pendens-cook.pdf')
    if (!corpusFile) throw new Error('corpus file missing')
    const { truth, pdf } = corpusFile
    const id = await upload(pdf, truth.file)
    expect((await settled(id)).processingStatus).toBe('completed')
    const leads = await leadsOf(id)
    expect(leads).toHaveLength(1)
    const [lead] = leads
    expect(lead).toMatchObject({
      sourceKind: 'upload',
      source: { documentId: id, recordPosition: null, resultId: null },
      zipCode: truth.zip,
      state: truth.state,
      status: 'new',
      downloadPath: `/api/documents/${id}/download`,
    })
    expect(loose(lead?.caseNumber ?? '')).toBe(loose(truth.caseNumber))
  })

  it('gives a sale list of three notices three leads once imported, each under its own ZIP', async () => {
    const truths = saleListTruths()
    const id = await upload(await saleListPdf(), 'sheriff-sale-list.pdf')
    const processed = await settled(id)
    expect(processed).toMatchObject({
      processingStatus: 'completed',
      listImport: { status: 'awaiting', total: 3, done: 0 },
    })
    // Nothing is a lead before the user's look at the preview.
    expect(await leadsOf(id)).toEqual([])
    await importList(id)
    const leads = await leadsOf(id)
    expect(leads.map((lead) => [lead.source.recordPosition, lead.zipCode])).toEqual(
      truths.map((truth, position) => [position, truth.zip]),
    )
    expect(new Set(leads.map((lead) => lead.zipCode)).size).toBe(3)
    for (const [i, lead] of leads.entries()) {
      expect(lead.sourceKind).toBe('document_record')
      expect(loose(lead.caseNumber ?? '')).toBe(loose(truths[i]?.caseNumber ?? ''))
    }
    // The list's ZIP filter finds each record under its own ZIP, not the document's first one.
    const second = truths[1]?.zip ?? ''
    const { body } = await listLeads(client, { zip: second })
    expect(body.leads.map((lead: LeadView) => lead.id)).toEqual([leads[1]?.id])
  })

  it('makes no second lead when a document is processed again, and keeps the work on it', async () => {
    const id = await upload(await saleListPdf(), 'again.pdf')
    await settled(id)
    await importList(id)
    const first = await leadsOf(id)
    expect(first).toHaveLength(3)
    const worked = first[0]
    if (!worked) throw new Error('no lead')
    expect(
      (await patchLead(client, worked.id, { status: 'contacted', note: 'Called the owner' }))
        .status,
    ).toBe(200)

    // Processed again, the list the user imported stays imported: its leads are kept at once.
    await processAgain(id)
    expect((await (await client.get(`/api/documents/${id}/import`)).json()).status).toBe('imported')
    const second = await leadsOf(id)
    expect(second.map((lead) => lead.id)).toEqual(first.map((lead) => lead.id))
    expect(second[0]?.status).toBe('contacted')
    const notes = await (await client.get(`/api/leads/${worked.id}`)).json()
    expect(notes.notes.map((note: { body: string }) => note.body)).toEqual(['Called the owner'])
  })

  it('leaves the document unfinished when keeping its leads fails, so the job retries', async () => {
    const id = await upload(await saleListPdf(), 'hook-fails.pdf')
    await settled(id)
    await importList(id)
    const before = await leadsOf(id)
    expect(before).toHaveLength(3)
    const recordIds = async () =>
      (
        await t.database.db
          .select({ id: documentLeads.id })
          .from(documentLeads)
          .where(eq(documentLeads.documentId, id))
      )
        .map((record) => record.id)
        .sort()
    const recordsBefore = await recordIds()
    expect(recordsBefore).toHaveLength(3)
    await t.database.db
      .update(documents)
      .set({ processingStatus: 'pending' })
      .where(eq(documents.id, id))
    const failing = createProcessingServices(t.storage, {
      ocrWorkers: 1,
      onProcessed: async () => {
        throw new Error('the leads could not be written')
      },
      keepRecordLeads: keepLeadsOfDocumentRecords,
    })
    await expect(
      processDocumentJob.handler(
        { documentId: id },
        {
          runtime: { database: t.database, documents: failing },
          log: pino({ level: 'silent' }),
          jobId: 'test',
          sendJob: async () => null,
        },
      ),
    ).rejects.toThrow('the leads could not be written')
    await failing.close()
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id))
    expect(row?.processingStatus).toBe('pending')
    // The records this run replaced before the hook failed were rolled back with it.
    expect(await recordIds()).toEqual(recordsBefore)
    expect((await leadsOf(id)).map((lead) => lead.id)).toEqual(before.map((lead) => lead.id))
  })
})
