/**
 * GET /api/leads: every filter, every sort in both orders, and cursor pagination across pages
 * (ties, leads without a sort value, filters) without duplicates or gaps, against what the same
 * rows give when filtered and ordered in JavaScript. Leads are written straight into the
 * database (as keeping would write them) so the values, ties and gaps are the test's choice.
 */
import { listLeadsResponse } from '@common/contracts/leads'
import { LEAD_STATUSES } from '@common/enums'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '../../db/schema'
import type { TestClient } from '../../testing/http-client'
import { allPages, buildLead, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let client: TestClient
let rows: Lead[]
let strangersLead: Lead

const NAMES: Record<number, string> = { 1: 'Maria 100% Garcia', 2: 'Lee_Young', 3: 'Ann Main' }
const BASE_TIME = Date.parse('2026-03-01T12:00:00.000Z')

beforeAll(async () => {
  t = await buildTestApp()
  const owner = await signInNewUser(t)
  client = owner.client
  rows = []
  for (let i = 0; i < 30; i++) {
    rows.push(
      await buildLead(t, {
        userId: owner.user.id,
        status: LEAD_STATUSES[i % 7],
        tags: i % 5 === 0 ? ['hot', 'absentee'] : i % 3 === 0 ? ['hot'] : [],
        folder: i % 4 === 0 ? 'Ohio deals' : null,
        zipCode: i % 2 ? '33130' : '43215',
        state: i % 2 ? 'FL' : 'OH',
        county: i % 2 ? 'Miami-Dade' : 'Franklin',
        filingType: i % 3 ? 'Lis Pendens' : 'Notice of Sheriff Sale',
        // Many ties, and some leads without a value, in each sort column.
        filingDate: i % 6 === 5 ? null : `2026-0${(i % 3) + 1}-1${i % 2}`,
        saleDate: i % 2 ? null : `2026-0${(i % 4) + 5}-01`,
        loanAmount: i % 7 === 3 ? null : `${(i % 5) * 1000 + 50000}.00`,
        contactCount: i % 8 === 0 ? 2 : 0,
        defendantName: NAMES[i] ?? `Owner ${i}`,
        propertyAddress: `${i} Main St`,
        caseNumber: `2026-CA-${String(i).padStart(4, '0')}`,
        updatedAt: new Date(i % 3 === 0 ? BASE_TIME : BASE_TIME + i * 1000),
      }),
    )
  }
  const stranger = await signInNewUser(t)
  strangersLead = await buildLead(t, { userId: stranger.user.id, defendantName: 'Owner 1' })
})
afterAll(() => t.close())

type Key = (lead: Lead) => string | number | null

/** The rows in the list's order: by key (absent keys last), then by id, both in `order`. */
function ordered(list: Lead[], key: Key, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1
  const byId = (a: Lead, b: Lead) => sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  return [...list]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)]
      if (x === null || y === null) return x === y ? byId(a, b) : x === null ? 1 : -1
      return x === y ? byId(a, b) : sign * (x < y ? -1 : 1)
    })
    .map((lead) => lead.id)
}

const byUpdate: Key = (lead) => lead.updatedAt.getTime()
const idsWhere = (keepIt: (lead: Lead) => boolean) => ordered(rows.filter(keepIt), byUpdate, 'desc')

async function expectFilter(
  query: Record<string, string | string[]>,
  keepIt: (l: Lead) => boolean,
) {
  const { ids } = await allPages(client, { ...query, limit: 200 })
  expect(ids, JSON.stringify(query)).toEqual(idsWhere(keepIt))
  expect(ids.length, JSON.stringify(query)).toBeGreaterThan(0)
}

describe('the first page', () => {
  it('holds the 50 most recently updated of the user’s own leads, no one else’s', async () => {
    const { status, body } = await listLeads(client)
    expect(status).toBe(200)
    expect(listLeadsResponse.parse(body)).toEqual(body)
    expect(body.leads.map((lead: { id: string }) => lead.id)).toEqual(idsWhere(() => true))
    expect(body.nextCursor).toBeNull()
    expect(JSON.stringify(body)).not.toContain(strangersLead.id)
  })
})

describe('filters', () => {
  it('by status, one or several', async () => {
    await expectFilter({ status: 'contacted' }, (l) => l.status === 'contacted')
    await expectFilter({ status: 'new,won' }, (l) => ['new', 'won'].includes(l.status))
    await expectFilter({ status: ['dead', 'researching'] }, (l) =>
      ['dead', 'researching'].includes(l.status),
    )
  })

  it('by tag (every tag given), folder, ZIP, state, county and filing type', async () => {
    await expectFilter({ tag: 'HOT' }, (l) => l.tags.includes('hot'))
    await expectFilter({ tag: 'hot,absentee' }, (l) => l.tags.includes('absentee'))
    await expectFilter({ folder: 'Ohio deals' }, (l) => l.folder === 'Ohio deals')
    await expectFilter({ zip: '33130' }, (l) => l.zipCode === '33130')
    await expectFilter({ state: 'oh' }, (l) => l.state === 'OH')
    await expectFilter({ county: 'miami-dade' }, (l) => l.county === 'Miami-Dade')
    await expectFilter(
      { filingType: 'notice of sheriff sale' },
      (l) => l.filingType === 'Notice of Sheriff Sale',
    )
  })

  it('by filing and sale date ranges, inclusive', async () => {
    await expectFilter(
      { filedFrom: '2026-02-10', filedTo: '2026-03-10' },
      (l) => l.filingDate !== null && l.filingDate >= '2026-02-10' && l.filingDate <= '2026-03-10',
    )
    await expectFilter({ filedFrom: '2026-03-01' }, (l) => (l.filingDate ?? '') >= '2026-03-01')
    await expectFilter(
      { saleFrom: '2026-06-01', saleTo: '2026-07-01' },
      (l) => l.saleDate !== null && l.saleDate >= '2026-06-01' && l.saleDate <= '2026-07-01',
    )
  })

  it('by whether contacts were found', async () => {
    await expectFilter({ hasContacts: 'true' }, (l) => l.contactCount > 0)
    await expectFilter({ hasContacts: 'false' }, (l) => l.contactCount === 0)
  })

  it('by free text over names, address and case number, every word, taken literally', async () => {
    const fields = (l: Lead) =>
      [l.defendantName, l.propertyAddress, l.caseNumber].join('\n').toLowerCase()
    const having =
      (...words: string[]) =>
      (l: Lead) =>
        words.every((w) => fields(l).includes(w))
    await expectFilter({ q: 'garcia' }, having('garcia'))
    await expectFilter({ q: '100%' }, having('100%'))
    await expectFilter({ q: '_' }, having('_'))
    await expectFilter({ q: 'CA-0012' }, having('ca-0012'))
    await expectFilter({ q: '  main   1 ' }, having('main', '1'))
    await expectFilter({ q: 'ann main' }, having('ann', 'main'))
    const nothing = await listLeads(client, { q: '%%' })
    expect(nothing.body.leads).toEqual([])
  })

  it('combined, with a page size that needs several pages', async () => {
    const query = { state: 'OH', status: 'new,researching,contacted,negotiating', tag: 'hot' }
    const keepIt = (l: Lead) =>
      l.state === 'OH' &&
      ['new', 'researching', 'contacted', 'negotiating'].includes(l.status) &&
      l.tags.includes('hot')
    const { ids } = await allPages(client, { ...query, limit: 1 })
    expect(ids).toEqual(idsWhere(keepIt))
  })
})

describe('sorts and pages', () => {
  const SORT_KEYS: Record<string, Key> = {
    updatedAt: byUpdate,
    filingDate: (l) => l.filingDate,
    saleDate: (l) => l.saleDate,
    amount: (l) => (l.loanAmount === null ? null : Number(l.loanAmount)),
  }

  for (const [sort, key] of Object.entries(SORT_KEYS)) {
    for (const order of ['asc', 'desc'] as const) {
      it(`by ${sort} ${order}, absent values last, over pages of 4 with no repeat or gap`, async () => {
        const expected = ordered(rows, key, order)
        const whole = await listLeads(client, { sort, order, limit: 200 })
        expect(whole.body.leads.map((l: { id: string }) => l.id)).toEqual(expected)
        const paged = await allPages(client, { sort, order, limit: 4 })
        expect(paged.ids).toEqual(expected)
        expect(paged.pages).toBe(Math.ceil(rows.length / 4))
      })
    }
  }

  it('ends exactly on the last lead when the page size divides the count', async () => {
    const paged = await allPages(client, { sort: 'filingDate', limit: 5 })
    expect(paged.pages).toBe(6)
    expect(new Set(paged.ids).size).toBe(30)
  })
})

describe('bad requests', () => {
  it('answers 400 with a message naming the parameter, for each bad value', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: 'hot' }, `Status must be one of: ${LEAD_STATUSES.join(', ')}`],
      [
        { sort: 'price' },
        'sort must be one of: updatedAt, filingDate, saleDate, amount, equity, urgency',
      ],
      [{ minUrgency: '101' }, 'minUrgency must be a whole number from 0 to 100'],
      [{ minUrgency: '7.5' }, 'minUrgency must be a whole number from 0 to 100'],
      [{ minUrgency: 'high' }, 'minUrgency must be a whole number from 0 to 100'],
      [{ order: 'up' }, 'order must be asc or desc'],
      [{ limit: '0' }, 'limit must be at least 1'],
      [{ limit: '201' }, 'limit must be at most 200'],
      [{ limit: 'ten' }, 'limit must be a number'],
      [{ filedFrom: '2026-13-01' }, 'filedFrom must be a date such as 2026-03-01'],
      [{ saleTo: '2026-02-30' }, 'saleTo must be a date such as 2026-03-01'],
      [{ filedFrom: '0000-01-01' }, 'filedFrom must be between the years 1900 and 2200'],
      [
        { filedFrom: '2026-05-01', filedTo: '2026-04-30' },
        'filedFrom must be on or before filedTo',
      ],
      [{ saleFrom: '2026-05-01', saleTo: '2026-04-30' }, 'saleFrom must be on or before saleTo'],
      [{ zip: '3313' }, 'zip must be exactly 5 digits'],
      [{ state: 'XX' }, 'Invalid state'],
      [{ hasContacts: 'maybe' }, 'hasContacts must be true or false'],
      [{ q: 'x'.repeat(101) }, 'q must be at most 100 characters'],
      [{ tag: 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u' }, 'Filter by at most 20 tags'],
    ]
    for (const [query, message] of cases) {
      const { status, body } = await listLeads(client, query)
      expect(status, JSON.stringify(query)).toBe(400)
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.message, JSON.stringify(query)).toBe(message)
    }
  })

  it('refuses a cursor it did not make, and one made for another sort or other filters', async () => {
    const first = await listLeads(client, { sort: 'amount', limit: 3 })
    const cursor = first.body.nextCursor as string
    const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
    const [, fingerprint] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as string[]
    const id = first.body.leads[0].id
    const cases: [Record<string, string>, string][] = [
      [{ sort: 'amount', cursor: 'not-a-cursor' }, 'This page link is not valid'],
      [{ sort: 'amount', cursor: 'a$b' }, 'This page link is not valid'],
      [{ sort: 'amount', cursor: forged([1, fingerprint, '1e9', id]) }, 'This page link is not'],
      [{ sort: 'amount', cursor: forged([1, fingerprint, '5.00', 'x']) }, 'This page link is not'],
      [{ sort: 'amount', cursor: forged([2, fingerprint, '5.00', id]) }, 'This page link is not'],
      [{ sort: 'filingDate', cursor }, 'This page link belongs to a list with other filters'],
      [{ sort: 'amount', order: 'asc', cursor }, 'This page link belongs to a list'],
      [{ sort: 'amount', zip: '33130', cursor }, 'This page link belongs to a list'],
    ]
    for (const [query, message] of cases) {
      const { status, body } = await listLeads(client, query)
      expect(status, JSON.stringify(query)).toBe(400)
      expect(body.code, JSON.stringify(query)).toMatch(/^(INVALID_CURSOR|VALIDATION_FAILED)$/)
      expect(body.message).toContain(message)
    }
    // A made-up date the database would choke on is refused before it gets there.
    const dated = await listLeads(client, { sort: 'filingDate', limit: 2 })
    const [, datePrint] = JSON.parse(
      Buffer.from(dated.body.nextCursor, 'base64url').toString(),
    ) as string[]
    const badDate = forged([1, datePrint, '2026-02-30', id])
    const refused = await listLeads(client, { sort: 'filingDate', cursor: badDate })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('INVALID_CURSOR')
    // The same page size may change between pages.
    const next = await listLeads(client, { sort: 'amount', limit: 10, cursor })
    expect(next.status).toBe(200)
  })

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/leads')).status).toBe(401)
  })
})
