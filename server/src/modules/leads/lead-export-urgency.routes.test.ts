/**
 * The urgency in GET /api/leads/export (issue 35): each lead's score and reasons as its view
 * works them out (its case's stage now, read from the records index, not the row kept), the
 * list's urgency sort and minUrgency filter, and a bad minUrgency refused.
 */
import type { LeadView } from '@common/contracts/lead-view'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, type Lead, leads } from '../../db/schema'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { exportCsv, exportPath, exportXlsx } from '../../testing/lead-export-test-helpers'
import { buildLead, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

let t: TestApp
let client: TestClient
let soon: Lead
let quiet: Lead

beforeAll(async () => {
  t = await buildTestApp()
  const pro = await signInNewUser(t, tierFields('pro'))
  client = pro.client
  const { db } = t.database
  // The index now says a sale is set in 9 days; the row kept earlier knows no sale date.
  const [filing] = await db
    .insert(filings)
    .values({
      state: 'FL',
      sourceDatabase: 'test-source',
      documentType: 'Notice of Sale',
      dedupeKey: `urgency-export:${crypto.randomUUID()}`,
      caseNumber: '2026-CA-0909',
      zipCode: '33130',
      stage: 'sale_scheduled',
      nextSaleDate: inDays(9),
    })
    .returning()
  soon = await buildLead(t, {
    userId: pro.user.id,
    defendantName: 'Sol Soon',
    filingId: filing?.id,
    saleDate: null,
    estimatedEquity: '84200.00',
  })
  quiet = await buildLead(t, { userId: pro.user.id, defendantName: 'Quinn Quiet', saleDate: null })
  await buildLead(t, { userId: pro.user.id, defendantName: 'Sue Sample', isSample: true })
  // The stored copies the sort and the filter read (refreshed elsewhere; set here as they'd be).
  await db.update(leads).set({ urgencyScore: 64 }).where(eq(leads.id, soon.id))
  await db.update(leads).set({ urgencyScore: 16 }).where(eq(leads.id, quiet.id))
})
afterAll(() => t.close())

describe('urgency in the export', () => {
  it('says the score and reasons each lead’s view says, from its case’s stage now', async () => {
    const { records, headers } = await exportCsv(client)
    const views = (await listLeads(client)).body.leads as LeadView[]
    expect(records.map((r) => r.Defendants).sort()).toEqual(['Quinn Quiet', 'Sol Soon'])
    for (const record of records) {
      const view = views.find((v) => v.id === record['Lead ID'])
      expect(record.Urgency).toBe(String(view?.urgency.score))
      expect(record['Urgency reasons']).toBe(view?.urgency.explanation)
    }
    const sol = records.find((r) => r.Defendants === 'Sol Soon')
    expect(sol?.['Urgency reasons']).toMatch(
      /^Sale in 9 days \(FL, scheduled\); Stage: sale scheduled; equity about \$84,000; /,
    )
    expect(Number(sol?.Urgency)).toBeGreaterThan(50)
    // Next to the sale's own columns.
    const at = headers.indexOf('Sale status')
    expect(headers.slice(at, at + 3)).toEqual(['Sale status', 'Urgency', 'Urgency reasons'])
  })

  it('sorts by urgency and keeps the leads at or above minUrgency, as the list does', async () => {
    const sorted = await exportXlsx(client, { sort: 'urgency', order: 'desc' })
    expect(sorted.records.map((r) => r.Defendants)).toEqual(['Sol Soon', 'Quinn Quiet'])
    const listed = (await listLeads(client, { sort: 'urgency', order: 'desc' })).body.leads
    expect(sorted.records.map((r) => r['Lead ID'])).toEqual(
      (listed as LeadView[]).filter((v) => !v.isSample).map((v) => v.id),
    )
    const urgent = await exportCsv(client, { minUrgency: '50' })
    expect(urgent.records.map((r) => r.Defendants)).toEqual(['Sol Soon'])
  })

  it('refuses a minUrgency that is no whole number from 0 to 100', async () => {
    for (const minUrgency of ['101', '-1', '7.5', 'high']) {
      const response = await client.get(exportPath({ format: 'csv', minUrgency }))
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.fields).toEqual([
        { path: 'minUrgency', message: 'minUrgency must be a whole number from 0 to 100' },
      ])
    }
  })
})
