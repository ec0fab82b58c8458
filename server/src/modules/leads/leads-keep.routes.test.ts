/**
 * POST /api/leads: keeping saved search results, a search's results and uploaded documents as
 * leads, over real HTTP on a real database. Searches run through the real search route, so
 * what a trial user was not shown is masked exactly as in production.
 */
import { keepLeadsResponse } from '@common/contracts/leads'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads, filings, leads, users } from '../../db/schema'
import { buildDocument, buildSavedRecordResult } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { keep } from './leads-test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Five filings in ZIP 33130, made up for the test; the newest ones have a sale date.
  await t.database.db.insert(filings).values(
    [1, 2, 3, 4, 5].map((i) => ({
      dedupeKey: `case:FL:miami dade:2026ca00${i}`,
      documentType: 'Lis Pendens',
      caseNumber: `2026-CA-00${i}`,
      court: 'Circuit Court',
      defendantName: `Pat Tester ${i}`,
      plaintiffName: 'Example Bank, N.A.',
      propertyAddress: `${i}00 Example Ave`,
      city: 'Miami',
      county: 'Miami-Dade',
      state: 'FL',
      zipCode: '33130',
      filingDate: `2026-0${i}-15`,
      saleDate: i >= 4 ? `2026-1${i - 4}-01` : null,
      loanAmount: `${i}00000.00`,
      amountKind: 'judgment',
      documentUrl: `https://records.example.gov/${i}.pdf`,
      isDocumentAvailable: true,
      sourceDatabase: 'test-source',
    })),
  )
})
afterAll(() => t.close())

const PRO = { subscriptionTier: 'pro', subscriptionStatus: 'active' } as const

interface SearchReply {
  search: { id: string }
  results: { id: string; caseNumber?: string; isAccessibleInTrial: boolean }[]
}

async function searchMiami(client: TestClient): Promise<SearchReply> {
  const response = await client.post('/api/public-records/search', {
    state: 'FL',
    zipCode: '33130',
  })
  expect(response.status).toBe(200)
  return response.json()
}

/** The user's saved public-records results as the documents list shows them. */
async function savedResults(client: TestClient) {
  const body = await (await client.get('/api/documents')).json()
  return (
    body.documents as { id: string; documentType: string; caseNumber: string | null }[]
  ).filter((doc) => doc.documentType === 'public_records')
}

/** A 200 reply, checked against the contract (no key the contract does not name). */
async function kept(response: Response) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(keepLeadsResponse.parse(body)).toEqual(body)
  return body as ReturnType<typeof keepLeadsResponse.parse>
}

const leadRowsOf = (userId: string) =>
  t.database.db.select().from(leads).where(eq(leads.userId, userId))

describe('keeping saved search results', () => {
  it('copies the case into a new lead with a saved copy for the documents list, and keeping it again gives the same lead unchanged', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const reply = await searchMiami(client)
    // A search alone puts nothing in the documents list (docs/decisions/0018).
    expect(await savedResults(client)).toEqual([])
    const newest = reply.results.find((r) => r.caseNumber === '2026-CA-005')
    const first = await kept(
      await keep(client, { from: 'search', searchId: reply.search.id, filingIds: [newest?.id] }),
    )
    expect(first).toMatchObject({ created: 1, alreadyKept: 0, skippedMasked: 0 })
    const [copy] = await savedResults(client)
    expect(copy).toMatchObject({ caseNumber: '2026-CA-005' })
    expect(first.leads[0]).toMatchObject({
      sourceKind: 'search_result',
      source: { resultId: copy?.id, documentId: null, recordPosition: null },
      filingType: 'Lis Pendens',
      caseNumber: '2026-CA-005',
      court: 'Circuit Court',
      defendantName: 'Pat Tester 5',
      plaintiffName: 'Example Bank, N.A.',
      propertyAddress: '500 Example Ave',
      city: 'Miami',
      county: 'Miami-Dade',
      state: 'FL',
      zipCode: '33130',
      filingDate: '2026-05-15',
      saleDate: '2026-11-01',
      loanAmount: '500000.00',
      amountKind: 'judgment',
      saleStatus: null,
      documentUrl: 'https://records.example.gov/5.pdf',
      downloadPath: null,
      isDocumentAvailable: true,
      isSample: false,
      status: 'new',
      tags: [],
      folder: null,
      nextActionAt: null,
      contactCount: 0,
    })

    // Again from the search, and from the saved copy: the same lead, unchanged.
    const again = await kept(
      await keep(client, { from: 'search', searchId: reply.search.id, filingIds: [newest?.id] }),
    )
    expect(again).toMatchObject({ created: 0, alreadyKept: 1 })
    expect(again.leads).toEqual(first.leads)
    const fromCopy = await kept(await keep(client, { from: 'results', resultIds: [copy?.id] }))
    expect(fromCopy).toMatchObject({ created: 0, alreadyKept: 1 })
    expect(fromCopy.leads).toEqual(first.leads)
    expect(await leadRowsOf(user.id)).toHaveLength(1)
    expect(await savedResults(client)).toHaveLength(1)
  })

  it('keeps the selected results of a search by the ids its reply carries, then all of it', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const reply = await searchMiami(client)
    const chosen = reply.results.slice(0, 2).map((r) => r.id)
    const two = await kept(
      await keep(client, { from: 'search', searchId: reply.search.id, filingIds: chosen }),
    )
    expect(two.created).toBe(2)
    expect(two.leads.map((lead) => lead.caseNumber)).toEqual(
      reply.results.slice(0, 2).map((r) => r.caseNumber),
    )

    const all = await kept(await keep(client, { from: 'search', searchId: reply.search.id }))
    expect(all).toMatchObject({ created: 3, alreadyKept: 2, skippedMasked: 0 })
    expect(all.leads.map((lead) => lead.caseNumber).sort()).toEqual([
      '2026-CA-001',
      '2026-CA-002',
      '2026-CA-003',
      '2026-CA-004',
      '2026-CA-005',
    ])
    expect(await leadRowsOf(user.id)).toHaveLength(5)
    expect(await savedResults(client)).toHaveLength(5)
  })

  it('gives one lead and one saved copy to 20 parallel keeps of the same result', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const reply = await searchMiami(client)
    const body = { from: 'search', searchId: reply.search.id, filingIds: [reply.results[0]?.id] }
    const responses = await Promise.all(Array.from({ length: 20 }, () => keep(client, body)))
    const bodies = await Promise.all(responses.map(kept))
    expect(new Set(bodies.map((b) => b.leads[0]?.id)).size).toBe(1)
    expect(bodies.reduce((sum, b) => sum + b.created, 0)).toBe(1)
    expect(await leadRowsOf(user.id)).toHaveLength(1)
    expect(await savedResults(client)).toHaveLength(1)
  })

  it("starts a lead whose sale the record says was cancelled as 'dead', with its sale status", async () => {
    const { client } = await signInNewUser(t, PRO)
    const reply = await searchMiami(client)
    const cancelled = reply.results.find((r) => r.caseNumber === '2026-CA-003')
    await t.database.db
      .update(filings)
      .set({ saleStatus: 'cancelled' })
      .where(eq(filings.id, cancelled?.id ?? ''))
    const all = await kept(await keep(client, { from: 'search', searchId: reply.search.id }))
    const byCase = new Map(all.leads.map((lead) => [lead.caseNumber, lead]))
    expect(byCase.get('2026-CA-003')).toMatchObject({ saleStatus: 'cancelled', status: 'dead' })
    expect(byCase.get('2026-CA-004')).toMatchObject({ saleStatus: null, status: 'new' })
    await t.database.db
      .update(filings)
      .set({ saleStatus: null })
      .where(eq(filings.id, cancelled?.id ?? ''))
  })
})

describe('what the trial did not see', () => {
  it('leaves masked results out of a keep-all and refuses them by name, keeping nothing', async () => {
    const { client, user } = await signInNewUser(t)
    const reply = await searchMiami(client)
    const masked = reply.results.filter((r) => !r.isAccessibleInTrial).map((r) => r.id)
    expect(masked).toHaveLength(3)

    const all = await kept(await keep(client, { from: 'search', searchId: reply.search.id }))
    expect(all).toMatchObject({ created: 2, skippedMasked: 3 })
    // In the search's order, newest filing first (before 0018: oldest first).
    expect(all.leads.map((lead) => lead.caseNumber)).toEqual(['2026-CA-005', '2026-CA-004'])

    const byFiling = await keep(client, {
      from: 'search',
      searchId: reply.search.id,
      filingIds: [reply.results[0]?.id, masked[0]],
    })
    expect(byFiling.status).toBe(403)
    const refusal = await byFiling.json()
    expect(refusal.code).toBe('RESULT_MASKED')
    expect(refusal.maskedResultIds).toEqual([masked[0]])
    expect(refusal.message).toBe(
      '1 of the selected results is hidden on your plan, so it cannot be kept as leads. Subscribe or upgrade to see it, then open the search again. Nothing was kept.',
    )

    // The documents list holds the two kept results only: nothing masked was ever saved.
    const listed = await savedResults(client)
    expect(listed.map((r) => r.caseNumber).sort()).toEqual(['2026-CA-004', '2026-CA-005'])
    // A masked copy saved before 0018 is still refused by id.
    const legacy = await buildSavedRecordResult(t.database.db, {
      userId: user.id,
      status: 'masked',
      caseNumber: null,
      defendantName: null,
      propertyAddress: null,
      documentUrl: null,
    })
    const byResult = await keep(client, { from: 'results', resultIds: [legacy.id] })
    expect(byResult.status).toBe(403)
    expect((await byResult.json()).maskedResultIds).toEqual([legacy.id])

    // Nothing of the masked filings reached a lead or a saved copy, in the replies or the tables.
    const rows = await leadRowsOf(user.id)
    expect(rows.map((row) => row.caseNumber).sort()).toEqual(['2026-CA-004', '2026-CA-005'])
    const stored = JSON.stringify([rows, await savedResults(client)])
    for (const i of [1, 2, 3]) {
      expect(stored).not.toContain(`2026-CA-00${i}`)
      expect(stored).not.toContain(`Pat Tester ${i}`)
    }
  })

  it('keeps what the trial masked once the user subscribes, from the same search', async () => {
    const { client, user } = await signInNewUser(t)
    const reply = await searchMiami(client)
    const hidden = reply.results.filter((r) => !r.isAccessibleInTrial)
    await t.database.db.update(users).set(PRO).where(eq(users.id, user.id))
    const response = await keep(client, {
      from: 'search',
      searchId: reply.search.id,
      filingIds: [hidden[0]?.id],
    })
    const body = await kept(response)
    expect(body.leads[0]?.caseNumber).toMatch(/^2026-CA-00[123]$/)
    expect(body.leads[0]?.defendantName).toMatch(/^Pat Tester [123]$/)
  })
})

describe('refusals', () => {
  it("answers 404 for another user's result or search, and keeps nothing of a mixed list", async () => {
    const owner = await signInNewUser(t, PRO)
    const ownerSearch = await searchMiami(owner.client)
    const ownerResult = await buildSavedRecordResult(t.database.db, { userId: owner.user.id })
    const other = await signInNewUser(t, PRO)
    const otherResult = await buildSavedRecordResult(t.database.db, { userId: other.user.id })

    const mixed = await keep(other.client, {
      from: 'results',
      resultIds: [otherResult.id, ownerResult.id],
    })
    expect(mixed.status).toBe(404)
    expect(await mixed.json()).toEqual({
      code: 'LEAD_SOURCE_NOT_FOUND',
      message:
        '1 of the selected results is not among your saved search results. Nothing was kept; search again and keep from the new results.',
      missingIds: [ownerResult.id],
    })

    const search = await keep(other.client, { from: 'search', searchId: ownerSearch.search.id })
    expect(search.status).toBe(404)
    expect(await search.json()).toMatchObject({
      code: 'LEAD_SOURCE_NOT_FOUND',
      message: 'Search not found among your searches.',
    })
    // A filing id the search did not find is not among its results.
    const stranger = await keep(owner.client, {
      from: 'search',
      searchId: ownerSearch.search.id,
      filingIds: [crypto.randomUUID()],
    })
    expect(stranger.status).toBe(404)
    expect(await leadRowsOf(other.user.id)).toEqual([])
    expect(await leadRowsOf(owner.user.id)).toEqual([])
    expect(await savedResults(owner.client)).toHaveLength(1)
  })

  it('answers 400 naming the problem for requests that say nothing keepable', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const cases: [unknown, string][] = [
      [{}, 'Say what to keep: from must be "results", "search" or "document"'],
      [{ from: 'everything' }, 'Say what to keep: from must be "results", "search" or "document"'],
      [{ from: 'results', resultIds: [] }, 'Select at least one result'],
      [{ from: 'results', resultIds: ['not-a-uuid'] }, 'Invalid result id'],
      [{ from: 'results' }, 'Send a list of result ids'],
      [
        {
          from: 'results',
          resultIds: Array.from({ length: 501 }, () => crypto.randomUUID()),
        },
        'At most 500 results at a time',
      ],
      [{ from: 'search', searchId: 'x' }, 'Invalid search id'],
      [{ from: 'document', documentId: 42 }, 'Invalid document id'],
    ]
    for (const [body, message] of cases) {
      const response = await keep(client, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const answer = await response.json()
      expect(answer.code).toBe('VALIDATION_FAILED')
      expect(answer.message, JSON.stringify(body)).toBe(message)
    }
    expect(await leadRowsOf(user.id)).toEqual([])
    expect((await t.request('/api/leads', { method: 'POST' })).status).toBe(401)
  })
})

describe('keeping uploaded documents', () => {
  /** A processed single-record notice of sale, as processing stores it. */
  const extraction = {
    propertyAddress: {
      value: { street: '12 Oak St', city: 'Columbus', state: 'OH', zip: '43215' },
      confidence: 0.9,
      snippet: '12 Oak St, Columbus, OH 43215',
    },
    date: { value: { value: '2026-06-01', kind: 'sale' }, confidence: 0.8, snippet: 'sale' },
    amount: { value: { value: '98000.00', kind: 'minimum_bid' }, confidence: 0.8, snippet: '' },
    plaintiff: { value: 'Buckeye Savings', confidence: 0.7, snippet: '' },
  }
  const processed = {
    processingStatus: 'completed',
    documentType: 'Notice of Sheriff Sale',
    defendantName: 'Casey Owner',
    propertyAddress: '12 Oak St, Columbus, OH 43215',
    zipCode: '43215',
    caseNumber: '25CV001234',
    court: 'Franklin County Court of Common Pleas',
    loanAmount: '98000.00',
    filingDate: '2026-06-01',
    extraction,
  }

  it('keeps a single-record document as one lead, the same one when kept again', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const doc = await buildDocument(t.database.db, { userId: user.id, ...processed })
    const first = await kept(await keep(client, { from: 'document', documentId: doc.id }))
    expect(first.leads).toHaveLength(1)
    expect(first.leads[0]).toMatchObject({
      sourceKind: 'upload',
      source: { resultId: null, documentId: doc.id, recordPosition: null },
      filingType: 'Notice of Sheriff Sale',
      caseNumber: '25CV001234',
      defendantName: 'Casey Owner',
      plaintiffName: 'Buckeye Savings',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
      // The document states a sale date, not a filing date.
      filingDate: null,
      saleDate: '2026-06-01',
      loanAmount: '98000.00',
      amountKind: 'minimum_bid',
      downloadPath: `/api/documents/${doc.id}/download`,
      isDocumentAvailable: true,
      documentUrl: null,
    })
    const again = await kept(await keep(client, { from: 'document', documentId: doc.id }))
    expect(again).toMatchObject({ created: 0, alreadyKept: 1 })
    expect(again.leads[0]?.id).toBe(first.leads[0]?.id)

    // Deleting the document keeps the lead (and its notes), without the document.
    expect((await client.request(`/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(
      200,
    )
    const lead = await (await client.get(`/api/leads/${first.leads[0]?.id}`)).json()
    expect(lead).toMatchObject({
      caseNumber: '25CV001234',
      downloadPath: null,
      isDocumentAvailable: false,
    })
    expect(lead.source.documentId).toBeNull()
  })

  it('keeps one lead per record of a multi-record document, or the selected records', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const doc = await buildDocument(t.database.db, { userId: user.id, ...processed })
    const records = await t.database.db
      .insert(documentLeads)
      .values(
        [0, 1, 2].map((position) => ({
          documentId: doc.id,
          userId: user.id,
          position,
          defendantName: `Record Owner ${position}`,
          propertyAddress: `${position + 1} Elm St, Columbus, OH 43215`,
          zipCode: '43215',
          caseNumber: `25CV00999${position}`,
          loanAmount: `${position + 1}0000.00`,
          filingDate: `2026-06-0${position + 2}`,
        })),
      )
      .returning()

    const one = await kept(
      await keep(client, { from: 'document', documentId: doc.id, recordIds: [records[1]?.id] }),
    )
    expect(one.leads).toHaveLength(1)
    expect(one.leads[0]).toMatchObject({
      sourceKind: 'document_record',
      source: { documentId: doc.id, recordPosition: 1 },
      caseNumber: '25CV009991',
      defendantName: 'Record Owner 1',
      state: 'OH',
      saleDate: '2026-06-03',
      filingType: 'Notice of Sheriff Sale',
    })

    const all = await kept(await keep(client, { from: 'document', documentId: doc.id }))
    expect(all).toMatchObject({ created: 2, alreadyKept: 1 })
    expect(all.leads.map((lead) => lead.source.recordPosition)).toEqual([0, 1, 2])
    expect(all.leads[1]?.id).toBe(one.leads[0]?.id)

    const other = await buildDocument(t.database.db, { userId: user.id, ...processed })
    const wrong = await keep(client, {
      from: 'document',
      documentId: other.id,
      recordIds: [records[0]?.id],
    })
    expect(wrong.status).toBe(404)
    expect((await wrong.json()).code).toBe('LEAD_SOURCE_NOT_FOUND')
    expect(await leadRowsOf(user.id)).toHaveLength(3)
  })

  it('refuses a document still being analysed, one that failed, and another user’s', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const pending = await buildDocument(t.database.db, { userId: user.id })
    const failed = await buildDocument(t.database.db, {
      userId: user.id,
      processingStatus: 'failed',
      processingError: 'No readable text was found in this PDF, even with OCR.',
    })
    const stranger = await signInNewUser(t, PRO)
    const theirs = await buildDocument(t.database.db, {
      userId: stranger.user.id,
      ...processed,
    })

    const early = await keep(client, { from: 'document', documentId: pending.id })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      code: 'DOCUMENT_NOT_PROCESSED',
      message:
        'This document is still being analysed. Keep it as a lead once its analysis has completed.',
    })
    const broken = await keep(client, { from: 'document', documentId: failed.id })
    expect(broken.status).toBe(409)
    expect((await broken.json()).message).toBe(
      'This document could not be analysed, so there is nothing to keep as a lead. Upload a clearer copy.',
    )
    const notMine = await keep(client, { from: 'document', documentId: theirs.id })
    expect(notMine.status).toBe(404)
    expect(await notMine.json()).toEqual({
      code: 'LEAD_SOURCE_NOT_FOUND',
      message: 'Document not found',
    })
    expect(await leadRowsOf(user.id)).toEqual([])
  })
})
