import { keepLeadsResponse } from '@common/contracts/leads'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../db/client'
import { leads, type NewLead } from '../db/schema'
import { insertTestLead } from '../db/test-factories/leads'

/** testing/http-client's TestClient, the part these helpers use. */
interface TestClient {
  request(path: string, init?: RequestInit): Promise<Response>
  post(path: string, body?: unknown): Promise<Response>
  get(path: string): Promise<Response>
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

export const keep = (client: TestClient, body: unknown) => client.post('/api/leads', body)

/** A keep's 200 reply, checked against the contract (no key the contract does not name). */
export async function kept(response: Response) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(keepLeadsResponse.parse(body)).toEqual(body)
  return body as ReturnType<typeof keepLeadsResponse.parse>
}

/** The user's lead rows as stored. */
export const leadRowsOf = (db: Db, userId: string) =>
  db.select().from(leads).where(eq(leads.userId, userId))
export const patchLead = (client: TestClient, id: string, body: unknown) =>
  client.request(`/api/leads/${id}`, json('PATCH', body))
export const bulkUpdate = (client: TestClient, body: unknown) =>
  client.post('/api/leads/bulk', body)
export const deleteLead = (client: TestClient, id: string) =>
  client.request(`/api/leads/${id}`, { method: 'DELETE' })

/** GET /api/leads with these query parameters; the body, and the status in `status`. */
export async function listLeads(
  client: TestClient,
  query: Record<string, string | number | boolean | string[]> = {},
) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one))
  }
  const response = await client.get(`/api/leads?${params}`)
  return { status: response.status, body: await response.json() }
}

/** Every page of a list, following nextCursor; the ids in order. */
export async function allPages(
  client: TestClient,
  query: Record<string, string | number | boolean | string[]>,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const page = await listLeads(client, cursor ? { ...query, cursor } : query)
    if (page.status !== 200) throw new Error(`page ${pages + 1}: ${JSON.stringify(page.body)}`)
    ids.push(...page.body.leads.map((lead: { id: string }) => lead.id))
    cursor = page.body.nextCursor
    pages++
  } while (cursor && pages < 1000)
  return { ids, pages }
}

/** A lead written straight into the database (a kept search result unless overridden). */
export function buildLead(
  t: { database: { db: Db } },
  overrides: Partial<NewLead> & { userId: string },
) {
  return insertTestLead(t.database.db, overrides)
}
