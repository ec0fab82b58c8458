/**
 * Leads made from uploads are enriched like kept search results (issue 31, item 13): a corpus
 * notice uploaded over HTTP and processed by the queued job gives a lead whose property lookup
 * was queued and ran (the enrich-lead job, with the assessor and Census on the loopback fakes),
 * never left 'not_requested'. The leads of an imported list are not queued one by one (0071):
 * thousands of lookups would compete with the import itself.
 */
import type { LeadView } from '@common/contracts/leads'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  approveLoopbackForEnrichment,
  enrichmentRuntimeOn,
} from '../../testing/enrichment-test-runtime'
import {
  type FakeEnrichmentApis,
  startFakeEnrichmentApis,
} from '../../testing/fake-enrichment-apis'
import { loadCorpus } from '../../testing/fixtures/document-corpus/corpus-score'
import type { TestClient } from '../../testing/http-client'
import { listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { importListLeadsJob, processDocumentJob } from '../documents'
import { enrichLeadJob } from '../enrichment'

let t: TestApp
let fake: FakeEnrichmentApis
let client: TestClient

beforeAll(async () => {
  fake = await startFakeEnrichmentApis()
  t = await buildTestApp({
    jobs: [processDocumentJob, importListLeadsJob, enrichLeadJob],
    enrichment: enrichmentRuntimeOn(fake.baseUrl),
  })
  await approveLoopbackForEnrichment(t.database.db)
  ;({ client } = await signInNewUser(t, { subscriptionTier: 'pro', subscriptionStatus: 'active' }))
}, 120_000)
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
  await fake.close()
})

async function upload(pdf: Uint8Array, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name)
  const response = await client.request('/api/documents', { method: 'POST', body: form })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await done()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not happen in time`)
}

const processed = (id: string) =>
  until(async () => {
    const document = await (await client.get(`/api/documents/${id}`)).json()
    return document.processingStatus === 'completed' || document.processingStatus === 'failed'
  }, `processing of ${id}`)

const enrichJobsDone = () =>
  until(async () => {
    const result = await t.database.db.execute<{ left: number }>(
      sql`select count(*)::int as left from pgboss.job where name = 'enrich-lead' and state in ('created', 'retry', 'active')`,
    )
    return result.rows[0]?.left === 0
  }, 'enrichment')

async function leadsOf(documentId: string): Promise<LeadView[]> {
  const { body } = await listLeads(client, { limit: 200, sort: 'updatedAt' })
  return (body.leads as LeadView[]).filter((lead) => lead.source.documentId === documentId)
}

async function enrichmentStatus(leadId: string): Promise<string> {
  const response = await client.get(`/api/leads/${leadId}/enrichment`)
  expect(response.status).toBe(200)
  return (await response.json()).status
}

describe('enrichment of leads made from uploads', () => {
  it('a processed single notice gives a lead whose property lookup ran', async () => {
    const corpusFile = loadCorpus().find(({ truth }) => truth.file === 'il-lis-pendens-cook.pdf')
    if (!corpusFile) throw new Error('corpus file missing')
    const id = await upload(corpusFile.pdf, corpusFile.truth.file)
    await processed(id)
    const [lead, ...others] = await leadsOf(id)
    expect(others).toEqual([])
    if (!lead) throw new Error('the upload made no lead')
    await enrichJobsDone()
    expect(['completed', 'failed']).toContain(await enrichmentStatus(lead.id))
  }, 120_000)
})
