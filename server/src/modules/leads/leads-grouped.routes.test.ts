/**
 * GET /api/leads?group=zip, the dashboard's order (docs/decisions/0019): ZIP codes ascending,
 * leads without a ZIP last, the chosen sort within each ZIP (leads without a sort value last),
 * across pages of any size without duplicates or gaps, against the same rows ordered in
 * JavaScript; and cursors that cannot be used with the other grouping.
 */
import { LEAD_SORTS } from '@common/contracts/leads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '../../db/schema'
import type { TestClient } from '../../testing/http-client'
import { allPages, buildLead, leadRowsOf, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let client: TestClient
let rows: Lead[]
let ownerId: string

const ZIPS = ['45202', null, '07001', '33130', '45202', '07001']
const BASE_TIME = Date.parse('2026-03-01T12:00:00.000Z')

beforeAll(async () => {
  t = await buildTestApp()
  const owner = await signInNewUser(t)
  client = owner.client
  ownerId = owner.user.id
  rows = []
  for (let i = 0; i < 26; i++) {
    rows.push(
      await buildLead(t, {
        userId: owner.user.id,
        zipCode: ZIPS[i % ZIPS.length] ?? null,
        filingDate: i % 4 === 3 ? null : `2026-0${(i % 3) + 1}-15`,
        saleDate: i % 2 ? null : `2026-0${(i % 4) + 5}-01`,
        loanAmount: i % 5 === 2 ? null : `${(i % 3) * 1000 + 50000}.00`,
        // The equity estimate enrichment writes (docs/decisions/0035): some negative, some none.
        estimatedEquity: i % 3 === 1 ? null : `${(i % 7) * 25000 - 40000}.00`,
        updatedAt: new Date(i % 4 === 0 ? BASE_TIME : BASE_TIME + i * 1000),
      }),
    )
  }
  const stranger = await signInNewUser(t)
  await buildLead(t, { userId: stranger.user.id, zipCode: '07001' })
})
afterAll(() => t.close())

const KEYS = {
  updatedAt: (lead: Lead) => lead.updatedAt.getTime(),
  filingDate: (lead: Lead) => lead.filingDate,
  saleDate: (lead: Lead) => lead.saleDate,
  amount: (lead: Lead) => (lead.loanAmount === null ? null : Number(lead.loanAmount)),
  equity: (lead: Lead) => (lead.estimatedEquity === null ? null : Number(lead.estimatedEquity)),
  urgency: (lead: Lead) => lead.urgencyScore,
} satisfies Record<(typeof LEAD_SORTS)[number], (lead: Lead) => string | number | null>

/** ZIP ascending (none last), then the key in `order` (none last), then id in `order`. */
function expected(sort: keyof typeof KEYS, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1
  const key = KEYS[sort]
  const compare = (x: string | number | null, y: string | number | null, s: number) => {
    if (x === y) return 0
    if (x === null) return 1
    if (y === null) return -1
    return s * (x < y ? -1 : 1)
  }
  return [...rows]
    .sort(
      (a, b) =>
        compare(a.zipCode, b.zipCode, 1) ||
        compare(key(a), key(b), sign) ||
        compare(a.id, b.id, sign),
    )
    .map((lead) => lead.id)
}

describe('the list grouped by ZIP', () => {
  it('walks every sort in both orders, in pages of any size, as JavaScript orders them', async () => {
    for (const sort of LEAD_SORTS) {
      if (sort === 'urgency') {
        // A list by urgency first works out the scores due (0085): compare with them as stored.
        await listLeads(client, { sort, limit: 1 })
        rows = await leadRowsOf(t.database.db, ownerId)
        expect(rows.every((row) => row.urgencyScore !== null)).toBe(true)
        expect(new Set(rows.map((row) => row.urgencyScore)).size).toBeGreaterThan(3)
      }
      for (const order of ['asc', 'desc'] as const) {
        const want = expected(sort, order)
        for (const limit of [1, 4, 7, 200]) {
          const { ids } = await allPages(client, { group: 'zip', sort, order, limit })
          expect(ids, `${sort} ${order} by ${limit}`).toEqual(want)
        }
      }
    }
  }, 120_000)

  it('applies the filters within the groups', async () => {
    const { ids } = await allPages(client, {
      group: 'zip',
      sort: 'filingDate',
      filedFrom: '2026-02-01',
      limit: 3,
    })
    expect(ids).toEqual(
      expected('filingDate', 'desc').filter((id) => {
        const lead = rows.find((row) => row.id === id)
        return (lead?.filingDate ?? '') >= '2026-02-01'
      }),
    )
  })

  it('refuses a cursor of the ungrouped list, and the other way round', async () => {
    const grouped = await listLeads(client, { group: 'zip', limit: 2 })
    const flat = await listLeads(client, { limit: 2 })
    const mixed = [
      await listLeads(client, { limit: 2, cursor: grouped.body.nextCursor }),
      await listLeads(client, { group: 'zip', limit: 2, cursor: flat.body.nextCursor }),
    ]
    for (const { status, body } of mixed) {
      expect(status).toBe(400)
      expect(body.code).toBe('INVALID_CURSOR')
    }
    const bad = await listLeads(client, { group: 'elsewhere' })
    expect(bad.status).toBe(400)
  })
})
