import { coverageResponse, zipCoverageResponse } from '@common/contracts/coverage'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings } from '../../../db/schema'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { type NormalizedFiling, seedSampleFilings, storeFilings } from '../../records'
import { syncSourceCatalogue } from '../catalogue/sync-catalogue.service'

let t: TestApp
let atlanticSourceId: string

/** A made-up Atlantic County sheriff sale, stored as a real source's record would be. */
function atlanticFiling(n: number): NormalizedFiling {
  return {
    sourceRecordId: `F-TEST-${n}`,
    documentType: 'Sheriff Sale',
    caseNumber: `F-TEST-${n}`,
    court: null,
    defendantName: null,
    plaintiffName: null,
    propertyAddress: `${n} Test Avenue`,
    city: 'Atlantic City',
    county: 'Atlantic',
    state: 'NJ',
    zipCode: '08401',
    filingDate: null,
    saleDate: '2026-12-10',
    loanAmount: null,
    amountKind: null,
    saleStatus: 'scheduled',
    documentUrl: null,
    raw: {},
  }
}

beforeAll(async () => {
  t = await buildTestApp()
  await seedSampleFilings(t.database.db, { perPlace: 2 })
  const ids = await syncSourceCatalogue(t.database.db)
  atlanticSourceId = ids.get('nj-atlantic-civilview')!
})
afterAll(() => t.close())

const countyOf = (
  body: ReturnType<typeof coverageResponse.parse>,
  state: string,
  county: string | null,
) =>
  body.states
    .find((entry) => entry.state === state)
    ?.counties.find((entry) => entry.county === county)

describe('GET /api/coverage', () => {
  it('is public and lists the catalogue and the sample places, each saying what its data is', async () => {
    const response = await t.request('/api/coverage')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const body = coverageResponse.strict().parse(await response.json())
    expect(countyOf(body, 'CT', null)).toMatchObject({
      data: 'licensed_only',
      sources: [
        expect.objectContaining({
          id: 'ct-judicial-pending-sales',
          access: 'licensed_feed_required',
        }),
      ],
    })
    expect(countyOf(body, 'PA', 'Butler')).toMatchObject({
      data: 'none',
      rowCount: 0,
      lastSuccessAt: null,
      recordKinds: ['sheriff sale'],
      sources: [
        expect.objectContaining({
          id: 'pa-butler-realauction',
          enabled: false,
          unreachableSince: null,
          verification: 'checked against a recorded response',
          checkEveryHours: 24,
        }),
      ],
    })
    // A county of a platform's catalogue whose own pages were never read says so.
    expect(countyOf(body, 'FL', 'Alachua')?.sources).toContainEqual(
      expect.objectContaining({
        id: 'fl-alachua-realauction',
        verification: 'same platform, not yet seen',
      }),
    )
    expect(countyOf(body, 'NY', 'Kings')).toMatchObject({
      data: 'sample',
      rowCount: 0,
      sampleCount: 2,
    })
    expect(countyOf(body, 'NJ', 'Atlantic')).toMatchObject({ data: 'sample', sampleCount: 2 })
  })

  it('once a real source stores records in a county, its samples leave and the county reads real', async () => {
    await storeFilings(t.database.db, {
      sourceId: atlanticSourceId,
      sourceName: 'Atlantic County, NJ sheriff sales (CivilView)',
      filings: [atlanticFiling(1), atlanticFiling(2), atlanticFiling(3)],
    })
    const samples = await t.database.db
      .select()
      .from(filings)
      .where(
        and(eq(filings.state, 'NJ'), eq(filings.county, 'Atlantic'), eq(filings.isSample, true)),
      )
    expect(samples).toEqual([])
    const body = coverageResponse.parse(await (await t.request('/api/coverage')).json())
    expect(countyOf(body, 'NJ', 'Atlantic')).toMatchObject({
      data: 'real',
      rowCount: 3,
      sampleCount: 0,
      sources: [expect.objectContaining({ id: 'nj-atlantic-civilview', rowCount: 3 })],
    })
    // Other sample places stay.
    expect(countyOf(body, 'NJ', 'Essex')).toMatchObject({ data: 'sample', sampleCount: 2 })
  })
})

describe('GET /api/coverage/zip', () => {
  it('says whether the index holds records in a ZIP, and which kind', async () => {
    const real = zipCoverageResponse.parse(
      await (await t.request('/api/coverage/zip?state=nj&zip=08401')).json(),
    )
    expect(real).toEqual({
      state: 'NJ',
      zip: '08401',
      covered: true,
      county: 'Atlantic',
      data: 'real',
    })
    const sample = zipCoverageResponse.parse(
      await (await t.request('/api/coverage/zip?state=NY&zip=11201')).json(),
    )
    expect(sample).toMatchObject({ covered: true, county: 'Kings', data: 'sample' })
    const outside = zipCoverageResponse.parse(
      await (await t.request('/api/coverage/zip?state=WY&zip=82001')).json(),
    )
    expect(outside).toEqual({
      state: 'WY',
      zip: '82001',
      covered: false,
      county: null,
      data: 'none',
    })
  })

  it('refuses a bad ZIP or state with a message a person can act on', async () => {
    const badZip = await t.request('/api/coverage/zip?state=NJ&zip=84')
    expect(badZip.status).toBe(400)
    expect(JSON.stringify(await badZip.json())).toContain('zip must be 5 digits, e.g. 19004')
    const noState = await t.request('/api/coverage/zip?zip=08401')
    expect(noState.status).toBe(400)
  })
})
