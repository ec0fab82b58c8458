/**
 * A document's records a page at a time (docs/decisions/0080) through real HTTP: the view of a
 * list carries its first page and their count, GET /api/documents/:id/records pages the rest
 * from a position (a lead's own record too), bad `from` / `limit` are 400s that say what to
 * send, and another user's document is a 404.
 */
import { RECORDS_PAGE } from '@common/contracts/document-records'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentImports } from '../../db/schema'
import { buildDocument, buildSavedRecordResult, buildUser } from '../../testing/factories'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

const ELITE = { subscriptionTier: 'elite', subscriptionStatus: 'active' }
const RECORDS = 230

/** A completed list of `records` records (positions 0..records-1), imported unless told. */
async function listOf(userId: string, records: number, importStatus: string | null = 'imported') {
  const list = await buildDocument(t.database.db, {
    userId,
    processingStatus: 'completed',
    originalName: 'sheriff-sale-list.pdf',
  })
  await t.database.db.execute(sql`
    insert into document_leads (document_id, user_id, position, defendant_name, zip_code, snippet)
    select ${list.id}, ${userId}, g, 'Owner ' || g, '15201', 'record ' || g
    from generate_series(0, ${records - 1}) g`)
  if (importStatus) {
    await t.database.db.insert(documentImports).values({
      documentId: list.id,
      userId,
      status: importStatus,
      total: records,
      columns: [],
      columnsFrom: 'fields',
      missing: {},
    })
  }
  return list
}

type Page = {
  records: { position: number; defendantName: string }[]
  total: number
  next: number | null
}
const positions = (page: Page) => page.records.map((record) => record.position)

describe('GET /api/documents/:id (a list)', () => {
  it('carries the first page of its records and how many it has', async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    const list = await listOf(user.id, RECORDS)
    const response = await client.get(`/api/documents/${list.id}`)
    expect(response.status).toBe(200)
    const view = await response.json()
    expect(view.recordCount).toBe(RECORDS)
    expect(view.leads).toHaveLength(RECORDS_PAGE.first)
    expect(view.leads[0]).toMatchObject({ position: 0, defendantName: 'Owner 0' })
    expect(view.leads.at(-1).position).toBe(RECORDS_PAGE.first - 1)
    // The documents list (the lead workspace's documents not kept yet read it too) is bounded alike.
    const listed = await (await client.get('/api/leads/unkept-documents?zip=all')).json()
    const unkept = listed.documents.find((d: { id: string }) => d.id === list.id)
    expect(unkept).toMatchObject({ recordCount: RECORDS })
    expect(unkept.leads).toHaveLength(RECORDS_PAGE.first)
  })
})

describe('GET /api/documents/:id/records', () => {
  it('pages the records in document order from a position until none follows', async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    const list = await listOf(user.id, RECORDS)
    const first: Page = await (await client.get(`/api/documents/${list.id}/records`)).json()
    expect(first.total).toBe(RECORDS)
    expect(positions(first)).toEqual([...Array(RECORDS_PAGE.default).keys()])
    expect(first.next).toBe(RECORDS_PAGE.default)

    const seen: number[] = []
    let from: number | null = 0
    while (from !== null) {
      const response = await client.get(`/api/documents/${list.id}/records?from=${from}&limit=200`)
      expect(response.status).toBe(200)
      const page: Page = await response.json()
      expect(page.records.length).toBeLessThanOrEqual(200)
      seen.push(...positions(page))
      from = page.next
    }
    expect(seen).toEqual([...Array(RECORDS).keys()])
  })

  it("reads a lead's own record alone, and an empty page past the end", async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    const list = await listOf(user.id, RECORDS)
    const own: Page = await (
      await client.get(`/api/documents/${list.id}/records?from=117&limit=1`)
    ).json()
    expect(own.records).toEqual([
      expect.objectContaining({ position: 117, defendantName: 'Owner 117' }),
    ])
    expect(own).toMatchObject({ total: RECORDS, next: 118 })
    const last: Page = await (
      await client.get(`/api/documents/${list.id}/records?from=${RECORDS - 1}&limit=5`)
    ).json()
    expect(last).toMatchObject({ total: RECORDS, next: null })
    expect(positions(last)).toEqual([RECORDS - 1])
    const past: Page = await (
      await client.get(`/api/documents/${list.id}/records?from=${RECORDS + 10}`)
    ).json()
    expect(past).toEqual({ records: [], total: RECORDS, next: null })
  })

  it('answers no records for a list awaiting its import and for a saved public record', async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    const awaiting = await listOf(user.id, 20, 'awaiting')
    const saved = await buildSavedRecordResult(t.database.db, { userId: user.id })
    for (const id of [awaiting.id, saved.id]) {
      const response = await client.get(`/api/documents/${id}/records`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ records: [], total: 0, next: null })
    }
    const view = await (await client.get(`/api/documents/${awaiting.id}`)).json()
    expect(view).toMatchObject({ leads: [], recordCount: 0 })
  })

  it.each([
    ['from=-1', 'from must be a record position'],
    ['from=abc', 'from must be a record position'],
    ['from=1.5', 'from must be a record position'],
    ['limit=0', 'limit must be a whole number from 1 to 200'],
    ['limit=201', 'limit must be a whole number from 1 to 200'],
    ['limit=ten', 'limit must be a whole number from 1 to 200'],
  ])('refuses %s with a 400 that says what to send', async (query, message) => {
    const { client, user } = await signInNewUser(t, ELITE)
    const list = await listOf(user.id, 3)
    const response = await client.get(`/api/documents/${list.id}/records?${query}`)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.message).toContain(message)
  })

  it("answers another user's document, an unknown one and a bad id like none (404 / 400)", async () => {
    const { client } = await signInNewUser(t, ELITE)
    const other = await buildUser(t.database.db)
    const foreign = await listOf(other.id, 5)
    const response = await client.get(`/api/documents/${foreign.id}/records`)
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('DOCUMENT_NOT_FOUND')
    const unknown = await client.get('/api/documents/00000000-0000-4000-8000-000000000000/records')
    expect(unknown.status).toBe(404)
    expect((await client.get('/api/documents/not-an-id/records')).status).toBe(400)
  })

  it('asks to sign in first', async () => {
    const user = await buildUser(t.database.db)
    const list = await listOf(user.id, 2)
    const response = await fetch(`${t.baseUrl}/api/documents/${list.id}/records`)
    expect(response.status).toBe(401)
  })
})
