/**
 * /api/v1 through API keys, over real HTTP on a real database: bearer keys only (a session cookie
 * is no credential there), scopes enforced per route, Elite checked on every request (a key made
 * on Elite stops after a downgrade), another user's lead is a 404, bad input a 400 with what to
 * fix; leads, search and documents answer through the modules' own services and contracts.
 */

import { uploadDocumentResponse } from '@common/contracts/documents'
import { getLeadResponse, listLeadsResponse } from '@common/contracts/leads'
import { publicRecordsSearchResponse } from '@common/contracts/records'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, users } from '../../db/schema'
import { apiCall, buildLead, createKey, makePdf, uploadForm } from '../../testing/api-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await t.database.db.insert(filings).values(
    [1, 2, 3].map((i) => ({
      state: 'FL',
      sourceDatabase: 'test-source',
      documentType: 'Lis Pendens',
      court: 'Circuit Court',
      dedupeKey: `api:miami:${i}`,
      caseNumber: `2026-CA-90${i}`,
      defendantName: `Pat Tester ${i}`,
      propertyAddress: `${i}00 Example Ave`,
      city: 'Miami',
      county: 'Miami-Dade',
      zipCode: '33130',
      filingDate: `2026-0${i}-15`,
    })),
  )
})
afterAll(() => t.close())

const elite = () => signInNewUser(t, { subscriptionTier: 'elite', subscriptionStatus: 'active' })

describe('authentication', () => {
  it('wants a bearer key: none, a malformed or unknown one, or a session cookie is 401', async () => {
    const { client } = await elite()
    const { key } = await createKey(client)
    const withCookie = await client.get('/api/v1/leads')
    expect(withCookie.status).toBe(401)
    expect(withCookie.headers.get('www-authenticate')).toContain('Bearer')
    const body = await withCookie.json()
    expect(body.code).toBe('INVALID_API_KEY')
    expect(body.message).toContain('Authorization: Bearer')
    for (const header of [
      '',
      `Basic ${key}`,
      'Bearer fl_live_nope',
      `Bearer ${key.slice(0, -1)}x`,
    ]) {
      const response = await fetch(`${t.baseUrl}/api/v1/leads`, {
        headers: { authorization: header },
      })
      expect(response.status, header).toBe(401)
    }
    expect((await apiCall(t.baseUrl, key, '/api/v1/leads')).status).toBe(200)
  })

  it('refuses a key without the route’s scope with 403 API_SCOPE_MISSING', async () => {
    const { client, user } = await elite()
    const lead = await buildLead(t.database.db, { userId: user.id })
    const { key } = await createKey(client, ['leads:read'])
    expect((await apiCall(t.baseUrl, key, `/api/v1/leads/${lead.id}`)).status).toBe(200)
    const patch = await apiCall(t.baseUrl, key, `/api/v1/leads/${lead.id}`, {
      method: 'PATCH',
      json: { status: 'contacted' },
    })
    expect(patch.status).toBe(403)
    expect(await patch.json()).toMatchObject({
      code: 'API_SCOPE_MISSING',
      requiredScope: 'leads:write',
    })
    const search = await apiCall(t.baseUrl, key, '/api/v1/search', {
      json: { state: 'FL', zipCode: '33130' },
    })
    expect(search.status).toBe(403)
    const upload = await apiCall(t.baseUrl, key, '/api/v1/documents', {
      body: uploadForm(await makePdf()),
    })
    expect(upload.status).toBe(403)
    expect((await upload.json()).requiredScope).toBe('documents:write')
  })

  it('refuses a non-Elite user on every request, even with a key made on Elite (403)', async () => {
    const { client, user } = await elite()
    const { key } = await createKey(client)
    expect((await apiCall(t.baseUrl, key, '/api/v1/leads')).status).toBe(200)
    for (const change of [
      { subscriptionTier: 'pro' },
      { subscriptionTier: 'elite', subscriptionStatus: 'cancelled' },
    ] as const) {
      await t.database.db.update(users).set(change).where(eq(users.id, user.id))
      const response = await apiCall(t.baseUrl, key, '/api/v1/leads')
      expect(response.status).toBe(403)
      expect((await response.json()).code).toBe('API_NOT_IN_PLAN')
    }
  })
})

describe('leads', () => {
  it('lists, reads and changes the user’s own leads; another user’s lead is 404', async () => {
    const { client, user } = await elite()
    const mine = await buildLead(t.database.db, { userId: user.id, zipCode: '33130' })
    await buildLead(t.database.db, { userId: user.id, zipCode: '45202', state: 'OH' })
    const other = await elite()
    const theirs = await buildLead(t.database.db, { userId: other.user.id })
    const { key } = await createKey(client)

    const list = await apiCall(t.baseUrl, key, '/api/v1/leads?zip=33130&limit=1')
    expect(list.status).toBe(200)
    expect(list.headers.get('x-ratelimit-limit')).toBe('10000')
    const page = listLeadsResponse.parse(await list.json())
    expect(page.leads.map((lead) => lead.id)).toEqual([mine.id])

    const patched = await apiCall(t.baseUrl, key, `/api/v1/leads/${mine.id}`, {
      method: 'PATCH',
      json: { status: 'contacted', note: 'Called from our CRM' },
    })
    expect(patched.status).toBe(200)
    const lead = getLeadResponse.parse(await patched.json())
    expect(lead.status).toBe('contacted')
    expect(lead.notes[0]?.body).toBe('Called from our CRM')

    for (const path of [`/api/v1/leads/${theirs.id}`]) {
      const read = await apiCall(t.baseUrl, key, path)
      expect(read.status).toBe(404)
      expect((await read.json()).code).toBe('LEAD_NOT_FOUND')
      const change = await apiCall(t.baseUrl, key, path, {
        method: 'PATCH',
        json: { status: 'dead' },
      })
      expect(change.status).toBe(404)
    }
  })

  it('answers bad input with 400 and what to fix', async () => {
    const { client } = await elite()
    const { key } = await createKey(client)
    const cases: [string, RequestInit & { json?: unknown; method?: string }, string][] = [
      ['/api/v1/leads?limit=0', {}, 'limit must be at least 1'],
      ['/api/v1/leads?zip=abc', {}, 'zip must be exactly 5 digits'],
      ['/api/v1/leads/not-a-uuid', {}, 'Invalid lead id'],
      ['/api/v1/leads/export?format=pdf', {}, 'format must be csv or xlsx'],
      ['/api/v1/search', { json: { state: 'ZZ', zipCode: '33130' } }, 'Invalid state'],
    ]
    for (const [path, init, message] of cases) {
      const response = await apiCall(t.baseUrl, key, path, init as never)
      expect(response.status, path).toBe(400)
      const body = await response.json()
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(body)).toContain(message)
    }
  })

  it('exports the leads as CSV', async () => {
    const { client, user } = await elite()
    await buildLead(t.database.db, { userId: user.id, defendantName: 'Casey Export' })
    const { key } = await createKey(client, ['leads:read'])
    const response = await apiCall(t.baseUrl, key, '/api/v1/leads/export?format=csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(await response.text()).toContain('Casey Export')
  })
})

describe('search and documents', () => {
  it('searches with the web search’s contract and keeps the search’s results as leads', async () => {
    const { client } = await elite()
    const { key } = await createKey(client)
    const response = await apiCall(t.baseUrl, key, '/api/v1/search', {
      json: { state: 'fl', zipCode: '33130' },
    })
    expect(response.status).toBe(200)
    const search = publicRecordsSearchResponse.parse(await response.json())
    expect(search.totalFound).toBe(3)
    const kept = await apiCall(t.baseUrl, key, '/api/v1/leads', {
      json: { from: 'search', searchId: search.search.id },
    })
    expect(kept.status).toBe(200)
    expect((await kept.json()).created).toBe(3)
    const again = await apiCall(t.baseUrl, key, `/api/v1/searches/${search.search.id}`)
    expect(publicRecordsSearchResponse.parse(await again.json()).totalFound).toBe(3)
  })

  it('uploads a document, reads it and its leads; another user’s document is 404', async () => {
    const { client } = await elite()
    const { key } = await createKey(client)
    const upload = await apiCall(t.baseUrl, key, '/api/v1/documents', {
      body: uploadForm(await makePdf(), { zipCode: '33130' }),
    })
    expect(upload.status).toBe(201)
    const document = uploadDocumentResponse.parse(await upload.json())
    expect(document.processingStatus).toBe('pending')
    const read = await apiCall(t.baseUrl, key, `/api/v1/documents/${document.id}`)
    expect(read.status).toBe(200)
    const leads = await apiCall(t.baseUrl, key, `/api/v1/documents/${document.id}/leads`)
    expect(listLeadsResponse.parse(await leads.json()).leads).toEqual([])

    const other = await elite()
    const otherKey = (await createKey(other.client)).key
    for (const path of [
      `/api/v1/documents/${document.id}`,
      `/api/v1/documents/${document.id}/leads`,
    ]) {
      const response = await apiCall(t.baseUrl, otherKey, path)
      expect(response.status, path).toBe(404)
      expect((await response.json()).code).toBe('DOCUMENT_NOT_FOUND')
    }
    const notMultipart = await apiCall(t.baseUrl, key, '/api/v1/documents', { json: { file: 'x' } })
    expect(notMultipart.status).toBe(415)
  })
})
