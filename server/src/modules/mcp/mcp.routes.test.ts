/**
 * /mcp over real HTTP on loopback against buildApp and a real database, through the SDK's own
 * Client and StreamableHTTPClientTransport: the tools listed, each called with good input and with
 * bad input (a tool error naming what to fix), a key without a tool's scope refused with
 * API_SCOPE_MISSING, a revoked key and a key of a user no longer on Elite refused, each tool call
 * counted as one request of the key (listing is not), and create_alert sharing Idempotency-Key
 * answers with POST /api/v1/alerts.
 */
import type { ApiScope } from '@common/api-access'
import { listApiKeysResponse } from '@common/contracts/api-keys'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, users } from '../../db/schema'
import { apiCall, buildLead, createKey } from '../../testing/api-test-helpers'
import { buildDocument } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { callTool, connectMcp, textOf } from './mcp-test-client'

const ALL: ApiScope[] = [
  'records:read',
  'leads:read',
  'leads:write',
  'documents:read',
  'alerts:read',
  'alerts:write',
]
const MONITOR = { name: 'Downtown', state: 'OH', zipCodes: ['45202'], channels: ['in_app'] }

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ config: { SEARCH_RATE_LIMIT_PER_MINUTE: 1000 } })
  await t.database.db.insert(filings).values({
    state: 'OH',
    sourceDatabase: 'test-source',
    documentType: 'Lis Pendens',
    dedupeKey: 'mcp:1',
    caseNumber: 'A-26-MCP',
    city: 'Cincinnati',
    county: 'Hamilton',
    zipCode: '45202',
  })
})
afterAll(() => t.close())

async function eliteWithKey(scopes: ApiScope[] = ALL) {
  const { client, user } = await signInNewUser(t, {
    subscriptionTier: 'elite',
    subscriptionStatus: 'active',
  })
  const created = await createKey(client, scopes)
  return { client, user, key: created.key, keyId: created.id }
}

/** Requests the key made today, as settings shows them. */
async function usedToday(client: TestClient, keyId: string): Promise<number> {
  const listed = listApiKeysResponse.parse(await (await client.get('/api/api-keys')).json())
  return listed.keys.find((key) => key.id === keyId)?.quota.used ?? -1
}

describe('/mcp tools', () => {
  it('lists every tool with its input schema, without spending the quota', async () => {
    const { client, key, keyId } = await eliteWithKey()
    const mcp = await connectMcp(t.baseUrl, key)
    const { tools } = await mcp.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'create_alert',
      'get_document',
      'get_lead',
      'list_alerts',
      'list_leads',
      'search_records',
      'update_lead',
    ])
    const update = tools.find((tool) => tool.name === 'update_lead')
    expect(update?.inputSchema.required).toEqual(['id', 'changes'])
    const search = tools.find((tool) => tool.name === 'search_records')
    expect(Object.keys(search?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['state', 'zipCode', 'idempotencyKey']),
    )
    expect(await usedToday(client, keyId)).toBe(0)
    await mcp.close()
  })

  it('searches records as /api/v1/search does, one request of the key per call', async () => {
    const { client, key, keyId } = await eliteWithKey()
    const mcp = await connectMcp(t.baseUrl, key)
    const found = await callTool(mcp, 'search_records', { state: 'oh', zipCode: '45202' })
    expect(found.isError).toBeFalsy()
    const viaV1 = await (
      await apiCall(t.baseUrl, key, '/api/v1/search', {
        json: { state: 'OH', zipCode: '45202' },
      })
    ).json()
    const structured = found.structuredContent as typeof viaV1
    expect(structured.totalResults).toBe(viaV1.totalResults)
    expect(JSON.stringify(structured)).toContain('A-26-MCP')
    // The stage shown, never nothing (issue 30): an undated lis pendens is a filed case.
    const shown = { stage: 'filed', reason: 'filing date not published' }
    expect(structured.results[0].shownStage).toEqual(shown)
    expect(viaV1.results[0].shownStage).toEqual(shown)
    expect(JSON.parse(textOf(found))).toEqual(structured)
    // The MCP call and the v1 request: two requests of the key.
    expect(await usedToday(client, keyId)).toBe(2)

    const bad = await callTool(mcp, 'search_records', { state: 'ZZ', zipCode: '45202' })
    expect(bad.isError).toBe(true)
    expect(textOf(bad)).toContain('Invalid state')
    await mcp.close()
  })

  it('lists, reads and changes leads; another user’s lead is LEAD_NOT_FOUND', async () => {
    const { user, key } = await eliteWithKey()
    const mine = await buildLead(t.database.db, { userId: user.id, zipCode: '33130' })
    const other = await eliteWithKey()
    const theirs = await buildLead(t.database.db, { userId: other.user.id })
    const mcp = await connectMcp(t.baseUrl, key)

    const listed = await callTool(mcp, 'list_leads', { zip: '33130', limit: 5 })
    const page = listed.structuredContent as { leads: { id: string }[] }
    expect(page.leads.map((lead) => lead.id)).toEqual([mine.id])
    const badList = await callTool(mcp, 'list_leads', { limit: 1000 })
    expect(badList.isError).toBe(true)
    expect(textOf(badList)).toContain('limit must be at most')

    const read = await callTool(mcp, 'get_lead', { id: mine.id })
    expect(read.structuredContent).toMatchObject({ id: mine.id, notes: [] })
    const foreign = await callTool(mcp, 'get_lead', { id: theirs.id })
    expect(foreign.isError).toBe(true)
    expect(foreign.structuredContent).toMatchObject({ code: 'LEAD_NOT_FOUND' })
    expect(textOf(foreign)).toMatch(/^LEAD_NOT_FOUND: /)

    const changed = await callTool(mcp, 'update_lead', {
      id: mine.id,
      changes: { status: 'contacted', addTags: ['Hot '], note: 'Called from the assistant' },
    })
    expect(changed.isError).toBeFalsy()
    expect(changed.structuredContent).toMatchObject({ status: 'contacted', tags: ['hot'] })
    expect((changed.structuredContent as { notes: { body: string }[] }).notes[0]?.body).toBe(
      'Called from the assistant',
    )
    const nothing = await callTool(mcp, 'update_lead', { id: mine.id, changes: {} })
    expect(nothing.isError).toBe(true)
    expect(textOf(nothing)).toContain('Nothing to change')
    await mcp.close()
  })

  it('lists and creates alert monitors, sharing Idempotency-Key answers with /api/v1/alerts', async () => {
    const { key } = await eliteWithKey()
    const mcp = await connectMcp(t.baseUrl, key)
    const created = await callTool(mcp, 'create_alert', { ...MONITOR, idempotencyKey: 'mcp-1' })
    expect(created.isError).toBeFalsy()
    const { id } = created.structuredContent as { id: string }

    const again = await callTool(mcp, 'create_alert', { ...MONITOR, idempotencyKey: 'mcp-1' })
    expect(again.structuredContent).toMatchObject({ id })
    expect(again._meta).toMatchObject({ idempotentReplayed: true })
    const viaV1 = await apiCall(t.baseUrl, key, '/api/v1/alerts', {
      json: MONITOR,
      headers: { 'idempotency-key': 'mcp-1' },
    })
    expect(viaV1.status).toBe(201)
    expect(viaV1.headers.get('idempotent-replayed')).toBe('true')
    expect((await viaV1.json()).id).toBe(id)
    const reused = await callTool(mcp, 'create_alert', {
      ...MONITOR,
      name: 'Another',
      idempotencyKey: 'mcp-1',
    })
    expect(reused.structuredContent).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })

    const listed = await callTool(mcp, 'list_alerts')
    expect(
      (listed.structuredContent as { monitors: { id: string }[] }).monitors.map((m) => m.id),
    ).toEqual([id])
    const noArea = await callTool(mcp, 'create_alert', { ...MONITOR, zipCodes: [] })
    expect(noArea.isError).toBe(true)
    expect(textOf(noArea)).toContain('Give at least one ZIP code or county')
    await mcp.close()
  })

  it('reads a document’s extracted fields with their evidence', async () => {
    const { user, key } = await eliteWithKey()
    const document = await buildDocument(t.database.db, {
      userId: user.id,
      processingStatus: 'completed',
      caseNumber: '2026-CA-000123',
      extraction: {
        caseNumber: {
          value: '2026-CA-000123',
          confidence: 0.97,
          snippet: 'Case No. 2026-CA-000123',
        },
        positions: { caseNumber: { page: 1, boxes: [[72, 700, 240, 712]] } },
      },
    })
    const mcp = await connectMcp(t.baseUrl, key)
    const read = await callTool(mcp, 'get_document', { id: document.id })
    expect(read.isError).toBeFalsy()
    expect(read.structuredContent).toMatchObject({
      id: document.id,
      caseNumber: '2026-CA-000123',
      evidence: {
        caseNumber: {
          confidence: 0.97,
          snippet: 'Case No. 2026-CA-000123',
          location: { page: 1, boxes: [[72, 700, 240, 712]] },
          origin: 'extraction',
        },
      },
    })
    const unknown = await callTool(mcp, 'get_document', { id: crypto.randomUUID() })
    expect(unknown.structuredContent).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' })
    const notAnId = await callTool(mcp, 'get_document', { id: 'nope' })
    expect(notAnId.isError).toBe(true)
    await mcp.close()
  })
})

describe('/mcp access', () => {
  it('refuses a tool whose scope the key lacks, counting the call as v1 counts the request', async () => {
    const { client, key, keyId } = await eliteWithKey(['leads:read'])
    const mcp = await connectMcp(t.baseUrl, key)
    const refused = await callTool(mcp, 'create_alert', MONITOR)
    expect(refused.isError).toBe(true)
    expect(refused.structuredContent).toMatchObject({
      code: 'API_SCOPE_MISSING',
      requiredScope: 'alerts:write',
    })
    expect(textOf(refused)).toContain('lacks the "alerts:write" scope')
    expect((await callTool(mcp, 'list_leads')).isError).toBeFalsy()
    const v1 = await apiCall(t.baseUrl, key, '/api/v1/alerts', { json: MONITOR })
    expect(v1.status).toBe(403)
    expect(await usedToday(client, keyId)).toBe(3)
    await mcp.close()
  })

  it('refuses a revoked key, at connection and on the next call of a connected client', async () => {
    const { client, key, keyId } = await eliteWithKey()
    const mcp = await connectMcp(t.baseUrl, key)
    const revoked = await client.request(`/api/api-keys/${keyId}`, { method: 'DELETE' })
    expect(revoked.status).toBe(200)
    // The SDK's StreamableHTTPError: the HTTP status as its code, the app's answer in its message.
    const invalid = { code: 401, message: expect.stringContaining('INVALID_API_KEY') }
    await expect(callTool(mcp, 'list_leads')).rejects.toMatchObject(invalid)
    await expect(connectMcp(t.baseUrl, key)).rejects.toMatchObject(invalid)
    await expect(connectMcp(t.baseUrl, 'fl_live_not-a-key')).rejects.toMatchObject(invalid)
  })

  it('refuses the key of a user no longer on Elite (API_NOT_IN_PLAN)', async () => {
    const { user, key } = await eliteWithKey()
    await t.database.db
      .update(users)
      .set({ subscriptionTier: 'basic' })
      .where(eq(users.id, user.id))
    await expect(connectMcp(t.baseUrl, key)).rejects.toMatchObject({
      code: 403,
      message: expect.stringContaining('API_NOT_IN_PLAN'),
    })
  })

  it('answers GET and DELETE with 405, and refuses a POST from another site', async () => {
    const { key } = await eliteWithKey()
    expect((await apiCall(t.baseUrl, key, '/mcp')).status).toBe(405)
    expect((await apiCall(t.baseUrl, key, '/mcp', { method: 'DELETE' })).status).toBe(405)
    const crossSite = await apiCall(t.baseUrl, key, '/mcp', {
      json: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { origin: 'https://evil.example', accept: 'application/json, text/event-stream' },
    })
    expect(crossSite.status).toBe(403)
    expect((await crossSite.json()).code).toBe('CROSS_SITE_REQUEST')
  })
})
