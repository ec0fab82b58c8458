/**
 * Searches filtered and sorted by the equity estimate and the absentee owner (issue 20,
 * docs/decisions/0039): the shared property_enrichment figures through the composition root's
 * port, every plan's path (trial, Basic, Elite), the masking (nothing of a masked result's
 * figures is sent), the saved search's order and criteria, sample records, and bad inputs.
 */
import { publicRecordsSearchResponse } from '@common/contracts/records'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, propertyEnrichment, publicRecordsSearches } from '../../db/schema'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { seedSampleFilings } from './sample-seed.service'

let t: TestApp

// Made up for the test: [case number, street, filing amount, amount kind, market value, absentee].
// The filing dates fall in this order, so the plain order (newest filing first) is A..F.
const CASES: Array<[string, string, string, string | null, number | null, boolean | null]> = [
  ['A', '10 Oak Street', '100000', 'loan', 300_000, true], // 200,000 (67%)
  ['B', '12 Elm Avenue', '150000', 'judgment', 200_000, false], // 50,000 (25%)
  ['C', '14 Pine Road', '100000', 'tax', 400_000, true], // 300,000 (75%)
  ['D', '16 Birch Lane', '90000', 'loan', null, null], // never enriched
  ['E', '18 Ash Drive', '180000', 'loan', 100_000, false], // -80,000 (-80%)
  ['F', '20 Cedar Court', '50000', 'upset_price', 250_000, true], // not a debt: no estimate
]
const KEYS: Record<string, string> = {
  A: 'NJ|ATLANTIC|10 OAK ST|08330',
  B: 'NJ|ATLANTIC|12 ELM AVE|08330',
  C: 'NJ|ATLANTIC|14 PINE RD|08330',
  E: 'NJ|ATLANTIC|18 ASH DR|08330',
  F: 'NJ|ATLANTIC|20 CEDAR CT|08330',
}

beforeAll(async () => {
  t = await buildTestApp()
  await t.database.db.insert(filings).values(
    CASES.map(([caseNumber, propertyAddress, loanAmount, amountKind], i) => ({
      state: 'NJ',
      county: 'Atlantic',
      city: 'Mays Landing',
      zipCode: '08330',
      sourceDatabase: 'test-source',
      documentType: 'Sheriff Sale',
      dedupeKey: `t:equity:${caseNumber}`,
      caseNumber,
      propertyAddress,
      loanAmount,
      amountKind,
      filingDate: `2026-03-${String(20 - i)}`,
    })),
  )
  await t.database.db.insert(propertyEnrichment).values(
    CASES.filter(([, , , , market]) => market !== null).map(
      ([caseNumber, , , , marketValue, absenteeOwner]) => ({
        propertyKey: KEYS[caseNumber] as string,
        enrichmentStatus: 'completed',
        source: 'test-assessor',
        assessorData: { facts: { marketValue, absenteeOwner }, marketValueBasis: 'test' },
        lastEnriched: new Date(),
      }),
    ),
  )
  await seedSampleFilings(t.database.db, { perPlace: 4 })
})
afterAll(() => t.close())

const active = (tier: string) => ({
  subscriptionTier: tier,
  subscriptionStatus: 'active',
  authProvider: 'paypal',
})

async function search(client: TestClient, filters: object) {
  const response = await client.post('/api/public-records/search', {
    state: 'NJ',
    zipCode: '08330',
    ...filters,
  })
  expect(response.status).toBe(200)
  // strict: a key the contract does not know fails the test.
  return publicRecordsSearchResponse.strict().parse(await response.json())
}

const cases = (body: { results: Array<{ caseNumber?: string | null }> }) =>
  body.results.map((result) => result.caseNumber)

describe('equity filters and sort in search', () => {
  it('Elite: sort=equity puts the highest estimate first and those without one last', async () => {
    const { client } = await signInNewUser(t, active('elite'))
    const body = await search(client, { sort: 'equity' })
    expect(cases(body)).toEqual(['C', 'A', 'B', 'E', 'D', 'F'])
    expect(body.results.map((result) => result.estimatedEquity)).toEqual([
      300_000,
      200_000,
      50_000,
      -80_000,
      null,
      null,
    ])
    expect(body.results[0]).toMatchObject({ equityPercent: 75, absenteeOwner: true })
    expect(body.results[4]).toMatchObject({ equityPercent: null, absenteeOwner: null })
    expect(body.search).toMatchObject({ sort: 'equity', minEquity: null, absenteeOnly: false })
  })

  it('a minimum equity, a minimum share and absentee-only leave out results without figures', async () => {
    const { client } = await signInNewUser(t, active('elite'))
    expect(cases(await search(client, { minEquity: 100_000 }))).toEqual(['A', 'C'])
    expect(cases(await search(client, { minEquity: 0 }))).toEqual(['A', 'B', 'C'])
    expect(cases(await search(client, { minEquityPercent: 70 }))).toEqual(['C'])
    expect(cases(await search(client, { absenteeOnly: true }))).toEqual(['A', 'C', 'F'])
    expect(
      cases(await search(client, { absenteeOnly: true, minEquity: 1, sort: 'equity' })),
    ).toEqual(['C', 'A'])
  })

  it('a plain search reads no figures and sends none', async () => {
    const { client } = await signInNewUser(t, active('elite'))
    const body = await search(client, {})
    expect(cases(body)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    expect(body.results.every((result) => !('estimatedEquity' in result))).toBe(true)
    expect(body.search).toMatchObject({ sort: 'filingDate', minEquity: null })
  })

  it('trial: the first two of the sorted list are shown; the masked ones carry no figures', async () => {
    const { client, user } = await signInNewUser(t)
    const body = await search(client, { sort: 'equity' })
    expect(body).toMatchObject({ isTrialUser: true, totalFound: 6, accessibleInTrial: 2 })
    expect(body.trialLimitReached).toBe(true)
    expect(cases(body).slice(0, 2)).toEqual(['C', 'A'])
    for (const masked of body.results.slice(2)) {
      expect(masked.isAccessibleInTrial).toBe(false)
      for (const key of ['estimatedEquity', 'equityPercent', 'absenteeOwner', 'caseNumber']) {
        expect(masked).not.toHaveProperty(key)
      }
    }
    const [row] = await t.database.db
      .select()
      .from(publicRecordsSearches)
      .where(eq(publicRecordsSearches.userId, user.id))
    expect(row).toMatchObject({ shownCount: 2, resultSort: 'equity', resultsCount: 6 })
    expect(row?.filingIds).toEqual(body.results.map((result) => result.id))
  })

  it('Basic: saved with its criteria, listed, and opened again in the same order', async () => {
    const { client } = await signInNewUser(t, active('basic'))
    const body = await search(client, { minEquityPercent: 20, absenteeOnly: false, sort: 'equity' })
    expect(cases(body)).toEqual(['C', 'A', 'B'])
    expect(body.search).toMatchObject({ minEquityPercent: 20, sort: 'equity' })
    const list = await (await client.get('/api/public-records/searches')).json()
    expect(list.searches[0]).toMatchObject({ minEquityPercent: 20, sort: 'equity' })
    const opened = publicRecordsSearchResponse
      .strict()
      .parse(await (await client.get(`/api/public-records/searches/${body.search.id}`)).json())
    expect(cases(opened)).toEqual(['C', 'A', 'B'])
    expect(opened.results[0]).toMatchObject({ estimatedEquity: 300_000, equityPercent: 75 })
  })

  it('sample records get their generated sample figures, labelled sample', async () => {
    const { client } = await signInNewUser(t, active('elite'))
    const response = await client.post('/api/public-records/search', {
      state: 'OH',
      zipCode: '45202',
      sort: 'equity',
    })
    const body = publicRecordsSearchResponse.strict().parse(await response.json())
    expect(body.results.length).toBeGreaterThan(0)
    expect(body.results.every((result) => result.isSample)).toBe(true)
    const equities = body.results.map((result) => result.estimatedEquity)
    expect(equities.every((equity) => typeof equity === 'number')).toBe(true)
    expect(equities).toEqual([...(equities as number[])].sort((a, b) => b - a))
  })

  const EQUITY_MESSAGE =
    'minEquity must be a whole number of dollars from 0 to 1,000,000,000 (leave it out for no minimum)'
  const PERCENT_MESSAGE =
    'minEquityPercent must be a whole percentage of the market value from 1 to 100'
  it.each([
    [{ minEquity: -1 }, EQUITY_MESSAGE],
    [{ minEquity: 2.5 }, EQUITY_MESSAGE],
    [{ minEquity: '50000' }, EQUITY_MESSAGE],
    [{ minEquity: 2_000_000_000 }, EQUITY_MESSAGE],
    [{ minEquityPercent: 0 }, PERCENT_MESSAGE],
    [{ minEquityPercent: 101 }, PERCENT_MESSAGE],
    [{ absenteeOnly: 'yes' }, 'absenteeOnly must be true or false'],
    [{ sort: 'price' }, "sort must be 'filingDate' (newest filing first) or 'equity'"],
  ])('bad input %j -> 400 with a message, nothing saved', async (filters, message) => {
    const { client, user } = await signInNewUser(t, active('elite'))
    const response = await client.post('/api/public-records/search', {
      state: 'NJ',
      zipCode: '08330',
      ...filters,
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(message)
    const rows = await t.database.db
      .select()
      .from(publicRecordsSearches)
      .where(eq(publicRecordsSearches.userId, user.id))
    expect(rows).toHaveLength(0)
  })
})
