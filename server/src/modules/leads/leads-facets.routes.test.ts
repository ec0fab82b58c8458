/**
 * GET /api/leads/facets (the board's counts, the list's ZIP headings, the pickers' choices) and
 * GET /api/leads/unkept-documents (the documents tab's documents no lead was kept from), over
 * real HTTP on a real database, each reading the user's own rows only.
 */
import { leadFacetsResponse } from '@common/contracts/leads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDocument, buildSavedRecordResult } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { buildLead } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let client: TestClient
let userId: string

beforeAll(async () => {
  t = await buildTestApp()
  const owner = await signInNewUser(t)
  client = owner.client
  userId = owner.user.id
  const specs = [
    { status: 'new', zipCode: '45202', tags: ['hot'], folder: 'Ohio' },
    { status: 'new', zipCode: '45202', tags: ['hot', 'absentee'], folder: null },
    { status: 'contacted', zipCode: '33130', tags: [], folder: 'Florida' },
    { status: 'contacted', zipCode: null, tags: ['hot'], folder: 'Ohio' },
    { status: 'dead', zipCode: '33130', tags: [], folder: null },
  ] as const
  for (const spec of specs) {
    await buildLead(t, { userId, ...spec, tags: [...spec.tags], state: 'OH', county: 'Hamilton' })
  }
  const stranger = await signInNewUser(t)
  await buildLead(t, { userId: stranger.user.id, tags: ['secret'], zipCode: '10001' })
})
afterAll(() => t.close())

async function facets(query = '') {
  const response = await client.get(`/api/leads/facets${query}`)
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return leadFacetsResponse.parse(body)
}

describe('facets', () => {
  it('counts the user’s leads per status and ZIP, and lists their tags, folders and places', async () => {
    const all = await facets()
    expect(all.total).toBe(5)
    expect(all.byStatus).toEqual({
      new: 2,
      researching: 0,
      contacted: 2,
      negotiating: 0,
      under_contract: 0,
      won: 0,
      dead: 1,
    })
    expect(all.byZip).toEqual([
      { value: '33130', count: 2 },
      { value: '45202', count: 2 },
      { value: null, count: 1 },
    ])
    expect(all.options).toEqual({
      tags: [
        { value: 'absentee', count: 1 },
        { value: 'hot', count: 3 },
      ],
      folders: [
        { value: 'Florida', count: 1 },
        { value: 'Ohio', count: 2 },
      ],
      zips: ['33130', '45202'],
      states: ['OH'],
      counties: ['Hamilton'],
      filingTypes: ['Lis Pendens'],
    })
  })

  it('counts the statuses under every other filter, and the rest under all of them', async () => {
    const hot = await facets('?tag=hot&status=contacted')
    expect(hot.total).toBe(1)
    expect(hot.byStatus).toMatchObject({ new: 2, contacted: 1, dead: 0 })
    expect(hot.byZip).toEqual([{ value: null, count: 1 }])
    // The pickers' choices do not narrow with the filters.
    expect(hot.options.folders.map((folder) => folder.value)).toEqual(['Florida', 'Ohio'])
  })

  it('answers 400 to a bad filter', async () => {
    const response = await client.get('/api/leads/facets?status=sleeping')
    expect(response.status).toBe(400)
  })
})

describe('documents not kept as leads', () => {
  it('lists the uploads without a lead and the saved records not kept, newest first', async () => {
    const pending = await buildDocument(t.database.db, { userId, originalName: 'pending.pdf' })
    const failed = await buildDocument(t.database.db, {
      userId,
      originalName: 'failed.pdf',
      processingStatus: 'failed',
      processingError: 'No readable text was found in this PDF, even with OCR.',
    })
    const processed = await buildDocument(t.database.db, {
      userId,
      originalName: 'processed.pdf',
      processingStatus: 'completed',
    })
    await buildLead(t, { userId, sourceKind: 'upload', resultId: null, documentId: processed.id })
    const keptResult = await buildSavedRecordResult(t.database.db, { userId })
    await buildLead(t, { userId, resultId: keptResult.id })
    const unkeptResult = await buildSavedRecordResult(t.database.db, { userId })
    const stranger = await signInNewUser(t)
    await buildDocument(t.database.db, { userId: stranger.user.id })

    const response = await client.get('/api/leads/unkept-documents')
    expect(response.status).toBe(200)
    const ids = ((await response.json()).documents as { id: string }[]).map((d) => d.id)
    expect(ids.sort()).toEqual([pending.id, failed.id, unkeptResult.id].sort())
  })
})

describe('the leads of a deleted document', () => {
  it('deletes the user’s leads kept from one document, and nobody else’s', async () => {
    const document = await buildDocument(t.database.db, { userId, processingStatus: 'completed' })
    for (const position of [0, 1]) {
      await buildLead(t, {
        userId,
        sourceKind: 'document_record',
        resultId: null,
        documentId: document.id,
        recordPosition: position,
      })
    }
    const stranger = await signInNewUser(t)
    const del = (who: TestClient) =>
      who.request(`/api/leads/of-document/${document.id}`, { method: 'DELETE' })
    expect(await (await del(stranger.client)).json()).toEqual({ deleted: 0 })
    expect(await (await del(client)).json()).toEqual({ deleted: 2 })
    expect(await (await del(client)).json()).toEqual({ deleted: 0 })
    expect((await client.request('/api/leads/of-document/nope', { method: 'DELETE' })).status).toBe(
      400,
    )
  })
})
