/**
 * GET /api/analytics (0034) over real HTTP on a fresh database: Elite only (403 with the domain
 * code for trial, Basic and Pro), the figures of a small known data set, counted per user (another
 * user's leads, outreach, replies and traces never count), and bad date ranges refused with a 400.
 */

import { randomUUID } from 'node:crypto'
import { analyticsResponse } from '@common/contracts/analytics'
import { ANALYTICS } from '@common/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  defendantTraces,
  emailQueue,
  emailSuppressions,
  filings,
  outreachHistory,
  personTraceCache,
} from '../../db/schema'
import { tierFields } from '../../testing/factories'
import { buildLeadRow } from '../../testing/outreach-factories'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const IN_RANGE = new Date('2026-01-10T12:00:00Z')
const BEFORE = new Date('2025-12-20T12:00:00Z')
const RANGE = 'from=2026-01-01&to=2026-01-31'

async function seedFilings() {
  const filing = (overrides: Partial<typeof filings.$inferInsert>) => ({
    dedupeKey: `analytics:${randomUUID()}`,
    documentType: 'Lis Pendens',
    state: 'OH',
    county: 'Hamilton',
    city: 'Cincinnati',
    zipCode: '45202',
    sourceDatabase: 'test',
    stage: 'filed',
    ...overrides,
  })
  await t.database.db.insert(filings).values([
    filing({ filingDate: '2026-01-05' }),
    filing({ filingDate: '2026-01-06', stage: 'sale_scheduled', nextSaleDate: '2026-03-02' }),
    filing({ filingDate: '2026-01-14', documentType: 'Notice of Sale', stage: 'sold' }),
    filing({
      filingDate: '2026-01-20',
      zipCode: '45203',
      stage: 'cancelled',
      isSample: true,
      sourceDatabase: 'sample',
    }),
    filing({ filingDate: '2025-12-01' }),
    filing({ filingDate: '2026-01-08', state: 'FL', county: 'Miami-Dade', zipCode: '33130' }),
  ])
}

/** Leads, outreach and traces of one user: some in the range, one of each before it. */
async function seedUserActivity(userId: string) {
  const db = t.database.db
  const statuses = ['new', 'researching', 'contacted', 'under_contract', 'won', 'dead'] as const
  const leads = []
  for (const status of statuses) {
    leads.push(
      await buildLeadRow(db, {
        userId,
        status,
        state: 'OH',
        zipCode: '45202',
        createdAt: IN_RANGE,
      }),
    )
  }
  await buildLeadRow(db, { userId, status: 'won', createdAt: BEFORE })
  await buildLeadRow(db, {
    userId,
    status: 'new',
    isSample: true,
    createdAt: IN_RANGE,
    state: 'FL',
    zipCode: '33130',
  })
  const mail = (status: string, sentAt: Date | null) => ({
    userId,
    recipientEmail: `owner-${randomUUID().slice(0, 6)}@example.com`,
    subject: 'About your property',
    body: 'Hello',
    status,
    sentAt,
    dedupeKey: `analytics:${randomUUID()}`,
    messageId: `<${randomUUID()}@example.com>`,
  })
  await db
    .insert(emailQueue)
    .values([
      mail('sent', IN_RANGE),
      mail('sent_unverified', IN_RANGE),
      mail('failed', null),
      mail('sent', BEFORE),
    ])
  await db.insert(outreachHistory).values([
    {
      userId,
      defendantName: 'A B',
      platform: 'facebook',
      message: 'Hi',
      status: 'sent',
      sentAt: IN_RANGE,
      repliedAt: IN_RANGE,
    },
    {
      userId,
      defendantName: 'A B',
      platform: 'facebook',
      message: 'Hi',
      status: 'copied',
      sentAt: IN_RANGE,
    },
  ])
  await db.insert(emailSuppressions).values([
    {
      userId,
      email: `u-${randomUUID()}@example.com`,
      reason: 'unsubscribe',
      source: 'one_click',
      createdAt: IN_RANGE,
    },
    {
      userId,
      email: `b-${randomUUID()}@example.com`,
      reason: 'bounce',
      source: 'sendgrid',
      createdAt: IN_RANGE,
    },
  ])
  const lead = leads[0]
  if (!lead) throw new Error('no lead')
  const trace = (defendantName: string, status: string, fromCache: boolean) => ({
    userId,
    leadId: lead.id,
    defendantName,
    searchedName: defendantName,
    status,
    fromCache,
    tracedAt: IN_RANGE,
  })
  await db
    .insert(defendantTraces)
    .values([
      trace('A', 'matched', false),
      trace('B', 'matched', true),
      trace('C', 'unmatched', false),
    ])
  await db.insert(personTraceCache).values([
    {
      userId,
      cacheKey: `a|${randomUUID()}`,
      status: 'matched',
      simulated: true,
      fetchedAt: IN_RANGE,
    },
    { userId, cacheKey: `c|${randomUUID()}`, status: 'unmatched', fetchedAt: IN_RANGE },
  ])
}

describe('GET /api/analytics', () => {
  beforeAll(seedFilings)

  it('is refused to trial, Basic and Pro with ANALYTICS_NOT_IN_PLAN (and 401 signed out)', async () => {
    for (const tier of ['trial', 'basic', 'pro'] as const) {
      const { client } = await signInNewUser(t, tierFields(tier))
      const response = await client.get('/api/analytics')
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'ANALYTICS_NOT_IN_PLAN' })
    }
    const anonymous = await fetch(`${t.baseUrl}/api/analytics`)
    expect(anonymous.status).toBe(401)
  })

  it("gives Elite the known data set's figures, its own activity only", async () => {
    const { client, user } = await signInNewUser(t, tierFields('elite'))
    const other = await signInNewUser(t, tierFields('elite'))
    await seedUserActivity(user.id)
    await seedUserActivity(other.user.id)

    const response = await client.get(`/api/analytics?${RANGE}&state=OH`)
    expect(response.status).toBe(200)
    const body = analyticsResponse.parse(await response.json())
    expect(body.range).toEqual({ from: '2026-01-01', to: '2026-01-31' })
    expect(body.filings.total).toBe(4)
    expect(body.filings.sample).toBe(1)
    expect(body.filings.byWeekAndType).toEqual([
      { week: '2026-01-05', documentType: 'Lis Pendens', count: 2, sample: 0 },
      { week: '2026-01-12', documentType: 'Notice of Sale', count: 1, sample: 0 },
      { week: '2026-01-19', documentType: 'Lis Pendens', count: 1, sample: 1 },
    ])
    expect(body.filings.byWeekAndArea).toEqual([
      {
        week: '2026-01-05',
        state: 'OH',
        zipCode: '45202',
        county: 'Hamilton',
        count: 2,
        sample: 0,
      },
      {
        week: '2026-01-12',
        state: 'OH',
        zipCode: '45202',
        county: 'Hamilton',
        count: 1,
        sample: 0,
      },
      {
        week: '2026-01-19',
        state: 'OH',
        zipCode: '45203',
        county: 'Hamilton',
        count: 1,
        sample: 1,
      },
    ])
    expect(body.filings.areaKind).toBe('zip')
    expect(body.stageFunnel).toEqual({
      filed: 4,
      saleScheduled: 2,
      sold: 1,
      cancelled: 1,
      sample: 1,
    })
    // The OH leads of the range: six statuses (the FL sample lead is outside the area).
    expect(body.pipelineFunnel).toEqual({
      new: 6,
      contacted: 3,
      underContract: 2,
      won: 1,
      dead: 1,
      total: 6,
      sample: 0,
    })
    // The reply marked on the sent message (the other user's is not counted).
    expect(body.outreach).toEqual({ emailsSent: 2, socialSent: 1, replied: 1, unsubscribed: 1 })
    expect(body.skipTrace).toEqual({
      traced: 3,
      matched: 2,
      hitRate: 2 / 3,
      purchases: 2,
      simulatedPurchases: 1,
      allowanceSpent: 1,
    })

    // No area: every state's filings, and the sample lead counted apart.
    const everywhere = analyticsResponse.parse(
      await (await client.get(`/api/analytics?${RANGE}`)).json(),
    )
    expect(everywhere.filings.total).toBe(5)
    // The whole index (read from the daily rollup, 0040) ranks states, not ZIPs.
    expect(everywhere.filings.areaKind).toBe('state')
    expect(everywhere.filings.byWeekAndArea).toContainEqual({
      week: '2026-01-05',
      state: 'FL',
      zipCode: null,
      county: null,
      count: 1,
      sample: 0,
    })
    expect(everywhere.pipelineFunnel).toMatchObject({ new: 7, total: 7, sample: 1 })

    // Several ZIPs, and a county.
    const zips = analyticsResponse.parse(
      await (await client.get(`/api/analytics?${RANGE}&state=OH&zipCodes=45203,33130`)).json(),
    )
    expect(zips.filings.total).toBe(1)
    expect(zips.stageFunnel).toMatchObject({ filed: 1, cancelled: 1, sample: 1 })
    const county = analyticsResponse.parse(
      await (await client.get(`/api/analytics?${RANGE}&state=FL&county=miami-dade`)).json(),
    )
    expect(county.filings.total).toBe(1)
  })

  it('defaults to the last 90 days and refuses bad ranges with a 400 a person can act on', async () => {
    const { client } = await signInNewUser(t, tierFields('elite'))
    const fallback = analyticsResponse.parse(await (await client.get('/api/analytics')).json())
    const today = new Date().toISOString().slice(0, 10)
    expect(fallback.range.to).toBe(today)
    const days = (Date.parse(fallback.range.to) - Date.parse(fallback.range.from)) / 86_400_000 + 1
    expect(days).toBe(ANALYTICS.defaultRangeDays)

    const bad: [string, RegExp][] = [
      ['from=2026-02-01&to=2026-01-01', /on or before/],
      ['from=2024-01-01&to=2026-01-01', new RegExp(`at most ${ANALYTICS.maxRangeDays} days`)],
      ['from=2026-02-30', /not a real date/],
      ['from=yesterday', /YYYY-MM-DD/],
      ['zipCodes=4520', /exactly 5 digits/],
      [`zipCodes=${Array.from({ length: 11 }, (_, i) => 45200 + i).join(',')}`, /At most 10/],
      ['county=Hamilton', /needs its state/],
      ['state=ZZ', /Invalid state/],
    ]
    for (const [query, message] of bad) {
      const response = await client.get(`/api/analytics?${query}`)
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { code: string; message: string }
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(body), query).toMatch(message)
    }
  })
})
