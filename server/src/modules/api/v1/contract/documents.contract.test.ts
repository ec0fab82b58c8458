/**
 * The Documents operations of /api/v1 against their OpenAPI document (docs/decisions/0072): a bid
 * list uploaded and read by the real processing job, then previewed, cancelled and imported; a
 * document of one record corrected; bad uploads, unknown ids, missing scopes
 * and documents in the wrong state, every answer checked by the harness.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ContractSetup,
  openContractSetup,
} from '../../../../testing/api-contract/contract-harness'
import { buildDocument, buildUser } from '../../../../testing/factories'
import { WORDS_LAYOUT } from '../../../../testing/fixtures/pdf/bid-list-layouts'
import { bidListPdf } from '../../../../testing/fixtures/pdf/bid-list-pdf'
import { bidListRecords } from '../../../../testing/fixtures/pdf/bid-list-records'
import { uploadForm } from '../../../../testing/upload-test-helpers'
import { importListLeadsJob, processDocumentJob } from '../../../documents'

let s: ContractSetup
let sheetId: string
let listId: string

async function uploadProcessed(pdf: Uint8Array, name: string): Promise<string> {
  const upload = await s.call({
    path: '/api/v1/documents',
    body: uploadForm(pdf, name),
    expect: 201,
  })
  const { id } = upload.json<{ id: string }>()
  for (let i = 0; i < 300; i++) {
    const read = await s.call({ path: `/api/v1/documents/${id}`, expect: 200 })
    const status = read.json<{ processingStatus: string }>().processingStatus
    if (status === 'completed') return id
    expect(status).not.toBe('failed')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} was not processed in time`)
}

beforeAll(async () => {
  // The API's per-minute limit is well above what polling two documents spends.
  s = await openContractSetup({
    jobs: [processDocumentJob, importListLeadsJob],
    config: { API_RATE_LIMIT_PER_MINUTE: 1000 },
  })
  // One real upload read by the processing job (a list); a document of one record read already.
  listId = await uploadProcessed(await bidListPdf(bidListRecords(12), WORDS_LAYOUT), 'list.pdf')
  const sheet = await buildDocument(s.t.database.db, {
    userId: s.user.id,
    processingStatus: 'completed',
    defendantName: 'Pat Reader',
  })
  sheetId = sheet.id
}, 180_000)
afterAll(() => s.close())

describe('Documents as documented', () => {
  it('reads a document of one record, its leads and its corrections, and corrects a field', async () => {
    await s.call({ path: `/api/v1/documents/${sheetId}/leads`, expect: 200 })
    await s.call({
      path: `/api/v1/documents/${sheetId}/corrections`,
      json: { field: 'defendantName', value: 'Pat Corrected' },
      expect: 200,
    })
    const listed = await s.call({ path: `/api/v1/documents/${sheetId}/corrections`, expect: 200 })
    expect(listed.json<{ corrections: unknown[] }>().corrections).toHaveLength(1)
    await s.call({ path: `/api/v1/documents/${sheetId}/import`, expect: 409 })
    await s.call({ method: 'POST', path: `/api/v1/documents/${sheetId}/import`, expect: 409 })
  })

  it("previews a list's import, cancels it, imports it, and refuses to cancel it then", async () => {
    const preview = await s.call({ path: `/api/v1/documents/${listId}/import`, expect: 200 })
    expect(preview.json()).toMatchObject({ status: 'awaiting', total: 12 })
    const path = `/api/v1/documents/${listId}/import`
    await s.call({ method: 'POST', path: `${path}/cancel`, expect: 200 })
    await s.call({ method: 'POST', path, expect: 202 })
    await s.call({ method: 'POST', path: `${path}/cancel`, expect: 409 })
  })

  it("pages a list's leads in document order, and refuses a bad page as documented", async () => {
    const leadsOf = `/api/v1/documents/${listId}/leads`
    type Page = {
      leads: { id: string; source: { recordPosition: number } }[]
      nextCursor: string | null
    }
    // The import above runs as a job: its 12 leads come a batch at a time.
    for (let i = 0; i < 300; i++) {
      const all = await s.call({ path: `${leadsOf}?limit=200`, expect: 200 })
      if (all.json<Page>().leads.length === 12) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const positions: number[] = []
    const sizes: number[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor === null ? '?limit=5' : `?limit=5&cursor=${cursor}`
      const page: Page = (await s.call({ path: `${leadsOf}${query}`, expect: 200 })).json<Page>()
      sizes.push(page.leads.length)
      positions.push(...page.leads.map((lead) => lead.source.recordPosition))
      cursor = page.nextCursor
    } while (cursor !== null)
    expect(sizes).toEqual([5, 5, 2])
    expect(positions).toEqual(Array.from({ length: 12 }, (_, i) => i))
    await s.call({ path: `${leadsOf}?limit=0`, expect: 400 })
    await s.call({ path: `${leadsOf}?limit=201`, expect: 400 })
    await s.call({ path: `${leadsOf}?cursor=abc`, expect: 400 })
  })

  it("pages a document's records, and refuses a bad page as documented", async () => {
    const records = `/api/v1/documents/${listId}/records`
    const page = await s.call({ path: `${records}?from=0&limit=5`, expect: 200 })
    expect(page.json<{ records: unknown[] }>().records.length).toBeLessThanOrEqual(5)
    await s.call({ path: `/api/v1/documents/${sheetId}/records`, expect: 200 })
    await s.call({ path: `${records}?limit=201`, expect: 400 })
    await s.call({ path: `${records}?from=-1`, expect: 400 })
  })

  it('refuses bad uploads and bad corrections as documented', async () => {
    await s.call({ path: '/api/v1/documents', json: { file: 'x' }, expect: 415 })
    const text = new TextEncoder().encode('not a pdf at all')
    await s.call({ path: '/api/v1/documents', body: uploadForm(text, 'notes.pdf'), expect: 415 })
    const noFile = new FormData()
    noFile.append('zipCode', '33130')
    await s.call({ path: '/api/v1/documents', body: noFile, expect: 400 })
    const corrections = `/api/v1/documents/${sheetId}/corrections`
    await s.call({ path: corrections, json: { field: 'zipCode', value: '4540' }, expect: 400 })
    await s.call({ path: corrections, json: { field: 'parcelNumber', value: '1' }, expect: 400 })
    const pending = await buildDocument(s.t.database.db, { userId: s.user.id })
    await s.call({
      path: `/api/v1/documents/${pending.id}/corrections`,
      json: { field: 'zipCode', value: '45409' },
      expect: 409,
    })
  })

  it("answers unknown, malformed and another user's ids as documented", async () => {
    const unknown = randomUUID()
    for (const suffix of ['', '/records', '/leads', '/corrections', '/import']) {
      await s.call({ path: `/api/v1/documents/${unknown}${suffix}`, expect: 404 })
      await s.call({ path: `/api/v1/documents/not-an-id${suffix}`, expect: 400 })
    }
    await s.call({ method: 'POST', path: `/api/v1/documents/${unknown}/import`, expect: 404 })
    await s.call({ method: 'POST', path: `/api/v1/documents/nope/import/cancel`, expect: 400 })
    const other = await buildUser(s.t.database.db, {})
    const theirs = await buildDocument(s.t.database.db, { userId: other.id })
    await s.call({ path: `/api/v1/documents/${theirs.id}`, expect: 404 })
    await s.call({ path: `/api/v1/documents/${theirs.id}/records`, expect: 404 })
    await s.call({
      method: 'POST',
      path: `/api/v1/documents/${theirs.id}/import/cancel`,
      expect: 404,
    })
    await s.call({
      path: `/api/v1/documents/${theirs.id}/corrections`,
      json: { field: 'zipCode', value: '45409' },
      expect: 404,
    })
  })

  it('refuses a key without the scopes and a request without a key', async () => {
    const readOnly = await s.keyWith(['documents:read'])
    await s.call({ path: `/api/v1/documents/${sheetId}/leads`, key: readOnly, expect: 403 })
    await s.call({
      path: '/api/v1/documents',
      body: uploadForm(text()),
      key: readOnly,
      expect: 403,
    })
    const importPath = `/api/v1/documents/${listId}/import`
    await s.call({ method: 'POST', path: importPath, key: readOnly, expect: 403 })
    await s.call({ method: 'POST', path: `${importPath}/cancel`, key: readOnly, expect: 403 })
    const leadsOnly = await s.keyWith(['leads:read'])
    await s.call({ path: `/api/v1/documents/${sheetId}`, key: leadsOnly, expect: 403 })
    await s.call({ path: `/api/v1/documents/${sheetId}/records`, key: leadsOnly, expect: 403 })
    await s.call({ path: `/api/v1/documents/${sheetId}/corrections`, key: leadsOnly, expect: 403 })
    await s.call({ path: importPath, key: null, expect: 401 })
  })

  it('exercised every Documents operation with a good and a bad request', () => {
    expect(s.uncovered('Documents')).toEqual([])
  })
})

const text = () => new TextEncoder().encode('%PDF-1.4 not much of one')
