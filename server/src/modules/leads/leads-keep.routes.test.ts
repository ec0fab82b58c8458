import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, users } from '../../db/schema'
import { buildSavedRecordResult } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { keep, kept, leadRowsOf } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

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
    expect(await leadRowsOf(t.database.db, user.id)).toHaveLength(1)
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
    expect(await leadRowsOf(t.database.db, user.id)).toHaveLength(5)
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
    expect(await leadRowsOf(t.database.db, user.id)).toHaveLength(1)
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
    // Nothing of the masked filings reached a lead or a saved copy, in the replies or the tables.
    const rows = await leadRowsOf(t.database.db, user.id)
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
    expect(await leadRowsOf(t.database.db, other.user.id)).toEqual([])
    expect(await leadRowsOf(t.database.db, owner.user.id)).toEqual([])
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
    expect(await leadRowsOf(t.database.db, user.id)).toEqual([])
    expect((await t.request('/api/leads', { method: 'POST' })).status).toBe(401)
  })
})
