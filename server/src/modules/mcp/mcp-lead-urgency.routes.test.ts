/**
 * The lead tools of /mcp carry the urgency (issue 35), through the SDK's own client over real
 * HTTP: list_leads and get_lead answer each lead's score, reasons with their shares and its
 * explanation as /api/v1 does; list_leads sorts by urgency and keeps the leads at or above
 * minUrgency; its input schema and the tools' descriptions say what the score is; a bad
 * minUrgency is a tool error naming what to fix.
 */
import type { LeadUrgency } from '@common/contracts/lead-view'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, leads } from '../../db/schema'
import { apiCall, buildLead, createKey } from '../../testing/api-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { callTool, connectMcp, textOf } from './mcp-test-client'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Listed = { leads: { id: string; urgency: LeadUrgency }[] }

describe('/mcp lead tools with urgency', () => {
  it('answer, sort and filter by each lead’s urgency, and say what it is', async () => {
    const { client, user } = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    const { key } = await createKey(client, ['leads:read'])
    const { db } = t.database
    const [filing] = await db
      .insert(filings)
      .values({
        state: 'FL',
        sourceDatabase: 'test-source',
        documentType: 'Notice of Sale',
        dedupeKey: `mcp-urgency:${crypto.randomUUID()}`,
        stage: 'sale_scheduled',
        nextSaleDate: inDays(7),
      })
      .returning()
    const soon = await buildLead(db, { userId: user.id, filingId: filing?.id })
    const slow = await buildLead(db, { userId: user.id })
    // The stored copies the sort and the filter read (refreshed elsewhere; set as they'd be).
    await db.update(leads).set({ urgencyScore: 70 }).where(eq(leads.id, soon.id))
    await db.update(leads).set({ urgencyScore: 20 }).where(eq(leads.id, slow.id))
    const mcp = await connectMcp(t.baseUrl, key)

    const { tools } = await mcp.listTools()
    const list = tools.find((tool) => tool.name === 'list_leads')
    const get = tools.find((tool) => tool.name === 'get_lead')
    for (const tool of [list, get]) expect(tool?.description).toContain('a score 0-100')
    const input = list?.inputSchema.properties as Record<string, { description?: string }>
    expect(input.minUrgency?.description).toContain('urgency score (0-100')
    expect(JSON.stringify(input.sort)).toContain('"urgency"')

    const sorted = await callTool(mcp, 'list_leads', { sort: 'urgency', order: 'desc' })
    const page = sorted.structuredContent as Listed
    expect(page.leads.map((lead) => lead.id)).toEqual([soon.id, slow.id])
    const urgent = await callTool(mcp, 'list_leads', { minUrgency: 50 })
    expect((urgent.structuredContent as Listed).leads.map((lead) => lead.id)).toEqual([soon.id])

    const read = await callTool(mcp, 'get_lead', { id: soon.id })
    const { urgency } = read.structuredContent as { urgency: LeadUrgency }
    expect(urgency.reasons[0]).toMatchObject({
      factor: 'clock',
      text: 'Sale in 7 days (FL, scheduled)',
    })
    expect(urgency.reasons.reduce((sum, reason) => sum + reason.share, 0)).toBe(100)
    expect(urgency.explanation).toBe(urgency.reasons.map((reason) => reason.text).join('; '))
    // What the v1 route answers for the same lead.
    const viaV1 = await (await apiCall(t.baseUrl, key, `/api/v1/leads/${soon.id}`)).json()
    expect(urgency).toEqual(viaV1.urgency)
    expect(page.leads[0]?.urgency).toEqual(viaV1.urgency)

    const bad = await callTool(mcp, 'list_leads', { minUrgency: 101 })
    expect(bad.isError).toBe(true)
    expect(textOf(bad)).toContain('minUrgency must be a whole number from 0 to 100')
    await mcp.close()
  })
})
