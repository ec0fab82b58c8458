/**
 * The Leads operations of /api/v1 against their OpenAPI document (docs/decisions/0072): the
 * list (with its urgency sort and minUrgency filter), keeping saved results, the export (CSV and
 * Excel), one lead read (with its urgency) and changed; bad filters (minUrgency too) and patches,
 * unknown and another user's ids, a missing scope and key, documents that cannot be kept yet,
 * every answer checked by the harness.
 */
import { randomUUID } from 'node:crypto'
import type { LeadUrgency } from '@common/contracts/lead-view'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, type Lead, leads } from '../../../../db/schema'
import {
  type ContractSetup,
  openContractSetup,
} from '../../../../testing/api-contract/contract-harness'
import { buildLead } from '../../../../testing/api-test-helpers'
import { buildDocument, buildSavedRecordResult, buildUser } from '../../../../testing/factories'

let s: ContractSetup
let mine: Lead
let theirs: Lead
beforeAll(async () => {
  s = await openContractSetup()
  const { db } = s.t.database
  mine = await buildLead(db, { userId: s.user.id, zipCode: '33130', defendantName: 'Casey Lead' })
  await buildLead(db, { userId: s.user.id, zipCode: '45202', state: 'OH' })
  theirs = await buildLead(db, { userId: (await buildUser(db, {})).id })
})
afterAll(() => s.close())

describe('Leads as documented', () => {
  it('lists, reads, changes and exports leads', async () => {
    const page = await s.call({
      path: '/api/v1/leads?zip=33130&limit=1&sort=filingDate&order=asc',
      expect: 200,
    })
    expect(page.json<{ leads: { id: string }[] }>().leads.map((l) => l.id)).toEqual([mine.id])
    const one = await s.call({ path: `/api/v1/leads/${mine.id}`, expect: 200 })
    // Every lead says where it comes from (0078); this one's filing is not in the index.
    expect(one.json<{ provenance: { origin: string; stale: boolean } }>().provenance).toMatchObject(
      { origin: 'index', stale: false },
    )
    // Every lead carries its urgency (issue 35): the score, each factor's share, the sentence.
    const { urgency } = one.json<{ urgency: LeadUrgency }>()
    expect(urgency.reasons.map((r) => r.factor)).toEqual([
      'clock',
      'stage',
      'opportunity',
      'reachability',
    ])
    expect(urgency.reasons.reduce((sum, r) => sum + r.share, 0)).toBe(100)
    expect(urgency.explanation).toBe(urgency.reasons.map((r) => r.text).join('; '))
    expect(urgency).toMatchObject({ score: expect.any(Number), confidence: 'normal' })
    await s.call({
      method: 'PATCH',
      path: `/api/v1/leads/${mine.id}`,
      json: { status: 'contacted', addTags: ['crm'], note: 'Called from our CRM' },
      expect: 200,
    })
    const csv = await s.call({ path: '/api/v1/leads/export?format=csv', expect: 200 })
    expect(new TextDecoder().decode(csv.body)).toContain('Casey Lead')
    const xlsx = await s.call({ path: '/api/v1/leads/export?format=xlsx&status=new', expect: 200 })
    expect(new TextDecoder().decode(xlsx.body.slice(0, 2))).toBe('PK')
  })

  it('sorts by urgency and keeps the leads at or above minUrgency', async () => {
    const { db } = s.t.database
    // A sale set in 5 days in the index, and a lead with no sale in sight, in their own ZIP.
    const [filing] = await db
      .insert(filings)
      .values({
        state: 'FL',
        sourceDatabase: 'test-source',
        documentType: 'Notice of Sale',
        dedupeKey: `urgency-v1:${randomUUID()}`,
        stage: 'sale_scheduled',
        nextSaleDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      })
      .returning()
    const zip = '33131'
    const soon = await buildLead(db, { userId: s.user.id, zipCode: zip, filingId: filing?.id })
    const slow = await buildLead(db, { userId: s.user.id, zipCode: zip })
    // The stored copies the sort and the filter read (refreshed elsewhere; set as they'd be).
    await db.update(leads).set({ urgencyScore: 70 }).where(eq(leads.id, soon.id))
    await db.update(leads).set({ urgencyScore: 20 }).where(eq(leads.id, slow.id))
    const ids = (answer: { json<T>(): T }) =>
      answer.json<{ leads: { id: string }[] }>().leads.map((l) => l.id)
    const path = `/api/v1/leads?zip=${zip}&sort=urgency&order=desc`
    expect(ids(await s.call({ path, expect: 200 }))).toEqual([soon.id, slow.id])
    const urgent = await s.call({ path: `${path}&minUrgency=50`, expect: 200 })
    expect(ids(urgent)).toEqual([soon.id])
    const [lead] = urgent.json<{ leads: { urgency: LeadUrgency }[] }>().leads
    expect(lead?.urgency.reasons[0]?.text).toMatch(/^Sale in 5 days \(FL, scheduled\)$/)
    for (const bad of ['101', '-1', '2.5', 'soon']) {
      const refused = await s.call({ path: `/api/v1/leads?minUrgency=${bad}`, expect: 400 })
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [
          { path: 'minUrgency', message: 'minUrgency must be a whole number from 0 to 100' },
        ],
      })
    }
  })

  it('keeps saved results as leads, once', async () => {
    const result = await buildSavedRecordResult(s.t.database.db, { userId: s.user.id })
    const kept = await s.call({
      path: '/api/v1/leads',
      json: { from: 'results', resultIds: [result.id] },
      expect: 200,
    })
    expect(kept.json()).toMatchObject({ created: 1, alreadyKept: 0 })
    const again = await s.call({
      path: '/api/v1/leads',
      json: { from: 'results', resultIds: [result.id] },
      expect: 200,
    })
    expect(again.json()).toMatchObject({ created: 0, alreadyKept: 1 })
  })

  it('refuses bad filters, bad patches and what cannot be kept as documented', async () => {
    for (const query of ['limit=0', 'zip=abc', 'sort=nonsense', 'hasContacts=perhaps']) {
      await s.call({ path: `/api/v1/leads?${query}`, expect: 400 })
    }
    await s.call({ path: '/api/v1/leads/export?format=pdf', expect: 400 })
    await s.call({ path: '/api/v1/leads/export?format=csv&limit=-1', expect: 400 })
    const lead = `/api/v1/leads/${mine.id}`
    await s.call({ method: 'PATCH', path: lead, json: { status: 'bogus' }, expect: 400 })
    await s.call({ method: 'PATCH', path: lead, json: { colour: 'red' }, expect: 400 })
    await s.call({ path: '/api/v1/leads', json: { from: 'everywhere' }, expect: 400 })
    await s.call({ path: '/api/v1/leads', json: { from: 'results', resultIds: [] }, expect: 400 })
    const pending = await buildDocument(s.t.database.db, { userId: s.user.id })
    await s.call({
      path: '/api/v1/leads',
      json: { from: 'document', documentId: pending.id },
      expect: 409,
    })
  })

  it("answers unknown, malformed and another user's ids as documented", async () => {
    for (const id of [randomUUID(), theirs.id]) {
      await s.call({ path: `/api/v1/leads/${id}`, expect: 404 })
      await s.call({
        method: 'PATCH',
        path: `/api/v1/leads/${id}`,
        json: { status: 'dead' },
        expect: 404,
      })
    }
    await s.call({ path: '/api/v1/leads/not-a-uuid', expect: 400 })
    await s.call({
      method: 'PATCH',
      path: '/api/v1/leads/42',
      json: { status: 'dead' },
      expect: 400,
    })
    await s.call({
      path: '/api/v1/leads',
      json: { from: 'search', searchId: randomUUID() },
      expect: 404,
    })
  })

  it('refuses a key without the scopes and a request without a key', async () => {
    const readOnly = await s.keyWith(['leads:read'])
    const patch = { method: 'PATCH', path: `/api/v1/leads/${mine.id}`, json: { status: 'dead' } }
    await s.call({ ...patch, key: readOnly, expect: 403 })
    await s.call({
      path: '/api/v1/leads',
      json: { from: 'results', resultIds: [randomUUID()] },
      key: readOnly,
      expect: 403,
    })
    const alertsOnly = await s.keyWith(['alerts:read'])
    await s.call({ path: '/api/v1/leads', key: alertsOnly, expect: 403 })
    await s.call({ path: '/api/v1/leads/export?format=csv', key: alertsOnly, expect: 403 })
    await s.call({ path: `/api/v1/leads/${mine.id}`, key: alertsOnly, expect: 403 })
    await s.call({ path: '/api/v1/leads/export', key: null, expect: 401 })
  })

  it('exercised every Leads operation with a good and a bad request', () => {
    expect(s.uncovered('Leads')).toEqual([])
  })
})
