/**
 * The assessor and Census adapters against a loopback server speaking Socrata, ArcGIS query and
 * the Census geocoder and data API, through records' polite fetcher on a real database (terms
 * review, robots.txt, quotas and audits as in production).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  approveLoopbackForEnrichment,
  enrichmentRuntimeOn,
  TEST_ENRICHMENT_USER_AGENT,
} from '../../testing/enrichment-test-runtime'
import {
  COOK_ADDRESSES_PATH,
  type FakeEnrichmentApis,
  startFakeEnrichmentApis,
} from '../../testing/fake-enrichment-apis'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { politeFetch, syncSourcePreset } from '../sources'
import { lookupAssessor } from './assessor-client'
import { flHillsboroughAssessor, ilCookAssessor } from './assessor-presets'
import { CENSUS_SOURCE, lookupCensus } from './census-client'
import type { EnrichmentFetch } from './enrichment-fetch'

let db: TestDatabase
let fake: FakeEnrichmentApis
let fetch: EnrichmentFetch

beforeAll(async () => {
  db = await createTestDatabase()
  fake = await startFakeEnrichmentApis()
  fetch = (request) =>
    politeFetch({
      db: db.db,
      ...request,
      userAgent: TEST_ENRICHMENT_USER_AGENT,
      allowHosts: ['127.0.0.1'],
    })
})
afterAll(async () => {
  await fake.close()
  await db.destroy()
})

/** The assessor's answer for an address, through the preset's source (synced first). */
async function assessorAt(
  preset: Parameters<typeof lookupAssessor>[0]['preset'],
  street: string,
  zip: string | null,
) {
  const sourceId = await syncSourcePreset(db.db, preset.source)
  return lookupAssessor({ preset, baseUrl: fake.baseUrl, sourceId, street, zip, fetch })
}

/** The Census answer for an address, from the fake geocoder and data API. */
async function censusOf(address: string) {
  const endpoints = enrichmentRuntimeOn('http://127.0.0.1').census
  const sourceId = await syncSourcePreset(db.db, CENSUS_SOURCE)
  return lookupCensus({
    address,
    endpoints: { ...endpoints, geocoderBaseUrl: fake.baseUrl, dataApiBaseUrl: fake.baseUrl },
    sourceId,
    fetch,
  })
}

describe('the polite fetcher gate', () => {
  it('fetches nothing before the host terms are reviewed, and says so', async () => {
    const result = await assessorAt(ilCookAssessor, '123 W Main Street', '60612')
    expect(result).toEqual({
      ok: false,
      kind: 'not_open',
      reason: expect.stringContaining('terms of use have not been reviewed'),
    })
    expect(fake.hits('/resource/')).toBe(0)
    await approveLoopbackForEnrichment(db.db)
  })
})

describe('Socrata (Cook County Assessor)', () => {
  it('finds the parcel by address and ZIP, reads its latest values, flags an absentee owner', async () => {
    const result = await assessorAt(ilCookAssessor, '123 West Main Street', '60612')
    if (!result.ok) throw new Error(result.reason)
    expect(result.facts).toMatchObject({
      parcelId: '16124010150000',
      ownerName: 'JANE Q OWNER',
      mailingAddress: '9 LAKE SHORE RD, EVANSTON, IL, 60201',
      absenteeOwner: true,
      assessedValue: 30000,
      landValue: 4500,
      buildingValue: 25500,
      marketValue: 300000,
    })
    expect(result.marketValueBasis).toContain('10% level of assessment')
    const asked = fake.requests.find((r) => r.path === COOK_ADDRESSES_PATH)
    expect(asked?.query.get('$where')).toBe(
      "upper(prop_address_full) like '123 W MAIN ST%' AND prop_address_zipcode_1 = '60612'",
    )
    expect(asked?.headers['user-agent']).toBe(TEST_ENRICHMENT_USER_AGENT)
  })

  it('an owner whose mailing address is the property is not absentee', async () => {
    const result = await assessorAt(ilCookAssessor, '125 W Main St', null)
    expect(result.ok && result.facts.absenteeOwner).toBe(false)
  })

  it('no parcel at the address is a failure with the address in its reason', async () => {
    const result = await assessorAt(ilCookAssessor, "1 O'Hare Way", '60666')
    expect(result).toEqual({
      ok: false,
      kind: 'not_found',
      reason: expect.stringContaining('no parcel at 1 O HARE WAY 60666'),
    })
  })
})

describe('ArcGIS query layer (Hillsborough County parcels)', () => {
  it('maps the feature attributes: just value, land and building, year built, last sale, mailing address', async () => {
    const result = await assessorAt(flHillsboroughAssessor, '4512 North Armenia Avenue', '33603')
    if (!result.ok) throw new Error(result.reason)
    expect(result.facts).toMatchObject({
      parcelId: '1234560000',
      ownerName: 'PAT SAMPLE HOLDINGS LLC',
      marketValue: 312400,
      landValue: 98000,
      buildingValue: 214400,
      yearBuilt: 1954,
      lastSalePrice: 185000,
      lastSaleDate: '2015-06-01',
      absenteeOwner: true,
      mailingAddress: 'PO BOX 771, ORLANDO, FL, 32801',
    })
    const asked = fake.requests.findLast((r) => r.path.endsWith('/MapServer/71/query'))
    expect(asked?.query.get('f')).toBe('json')
    expect(asked?.query.get('outFields')).toBe('*')
  })

  it("an ArcGIS error object (HTTP 200) becomes the failure's reason", async () => {
    const broken = {
      ...flHillsboroughAssessor,
      byAddress: { ...flHillsboroughAssessor.byAddress, zipField: 'SZIP OR 1' },
    }
    const result = await assessorAt(broken, '4512 N Armenia Ave', '33603')
    expect(result).toEqual({
      ok: false,
      kind: 'unreadable',
      reason: expect.stringContaining('Unable to complete operation'),
    })
  })
})

describe('Census geocoder and ACS 5-year', () => {
  it('gives coordinates, the tract FIPS codes and the tract figures', async () => {
    const result = await censusOf('4512 N Armenia Ave, Tampa, FL 33603')
    if (!result.ok) throw new Error(result.reason)
    expect(result.context).toEqual({
      matchedAddress: '4512 N ARMENIA AVE, TAMPA, FL, 33603',
      latitude: 27.99012,
      longitude: -82.48231,
      stateFips: '12',
      countyFips: '057',
      tract: '004300',
      acsYear: 2023,
      medianHomeValue: 287500,
      medianHouseholdIncome: 61250,
      ownerOccupiedShare: 0.575,
    })
    const acs = fake.requests.findLast((r) => r.path === '/data/2023/acs/acs5')
    expect(acs?.query.get('for')).toBe('tract:004300')
    expect(acs?.query.get('in')).toBe('state:12 county:057')
  })

  it('an ACS sentinel is no estimate (null), not a negative value', async () => {
    fake.acsSentinel = true
    const result = await censusOf('4512 N Armenia Ave, Tampa, FL 33603')
    fake.acsSentinel = false
    expect(result.ok && result.context.medianHomeValue).toBeNull()
  })

  it('an address the geocoder cannot match fails with that reason', async () => {
    const result = await censusOf('1 Nowhere Rd, Tampa, FL 33603')
    expect(result).toEqual({
      ok: false,
      kind: 'not_found',
      reason: expect.stringContaining('found no match for 1 Nowhere Rd'),
    })
  })
})
