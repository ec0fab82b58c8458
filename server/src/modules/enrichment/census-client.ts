/**
 * Census context for an address (docs/decisions/0035): the Census Bureau geocoder's
 * geographies/onelineaddress (benchmark Public_AR_Current, vintage Current_Current) gives the
 * coordinates and the state, county and tract FIPS codes; the Census data API's ACS 5-year
 * table for that tract gives the median home value (B25077_001E), median household income
 * (B19013_001E) and the owner-occupied share (B25003_002E of B25003_001E occupied units).
 * The ACS answers a JSON array whose first row is the header; negative sentinels such as
 * -666666666 mean "no estimate" and become null.
 */
import type { CensusContext } from '@common/contracts/enrichment'
import type { SourcePreset } from '../sources'
import type { LookupFailure } from './enrichment-failure'
import { type EnrichmentFetch, fetchJson } from './enrichment-fetch'

/** The catalogue row both Census hosts are fetched under (one quota, one audit trail). */
export const CENSUS_SOURCE: SourcePreset = {
  id: 'us-census-geocoder-acs',
  name: 'U.S. Census Bureau geocoder and ACS 5-year API',
  state: 'US',
  county: null,
  kind: 'census',
  baseUrl: 'https://geocoding.geo.census.gov',
  tosUrl: 'https://www.census.gov/data/developers/about/terms-of-service.html',
  access: 'open',
  recordKinds: ['coordinates and census tract of an address', 'ACS 5-year tract estimates'],
  connector: null,
  notRunnable: 'an enrichment source: read per lead by the enrichment jobs, not ingested',
  rateLimit: { window: 'minute', quota: 60 },
  updateEveryHours: 24 * 365,
  verification: {
    level: 'documentation',
    recorded: [],
    confirmed: [
      'geocoder JSON: result.addressMatches[].matchedAddress, coordinates {x: longitude, y: latitude}, geographies["Census Tracts"][] with STATE, COUNTY, TRACT, GEOID (Census Geocoding Services API documentation; the censusgeocode client shows the same keys)',
      'data API: a JSON array of rows, the first the header, with the geography columns state, county, tract last',
    ],
    assumed: [
      'negative sentinel values (-666666666, -999999999...) for estimates that could not be computed',
    ],
  },
}

const ACS_VARIABLES = {
  medianHomeValue: 'B25077_001E',
  medianHouseholdIncome: 'B19013_001E',
  occupiedUnits: 'B25003_001E',
  ownerOccupiedUnits: 'B25003_002E',
} as const

export interface CensusEndpoints {
  geocoderBaseUrl: string
  dataApiBaseUrl: string
  acsYear: number
  apiKey?: string
}

export type CensusLookup = { ok: true; context: CensusContext } | LookupFailure

interface TractMatch {
  matchedAddress?: unknown
  coordinates?: { x?: unknown; y?: unknown }
  geographies?: Record<string, Array<Record<string, unknown>> | undefined>
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** An ACS estimate: a number, or null for a missing or sentinel (negative) value. */
function estimate(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : Number(value)
  return value === null || value === '' || !Number.isFinite(parsed) || parsed < 0 ? null : parsed
}

/** The geocoder's URL for one address. */
function geocoderUrl(base: string, address: string): string {
  const url = new URL('/geocoder/geographies/onelineaddress', base)
  url.searchParams.set('address', address)
  url.searchParams.set('benchmark', 'Public_AR_Current')
  url.searchParams.set('vintage', 'Current_Current')
  url.searchParams.set('format', 'json')
  return url.toString()
}

/** The data API's URL for one tract's ACS 5-year figures. */
function acsUrl(
  endpoints: CensusEndpoints,
  tract: { state: string; county: string; tract: string },
): string {
  const url = new URL(`/data/${endpoints.acsYear}/acs/acs5`, endpoints.dataApiBaseUrl)
  url.searchParams.set('get', Object.values(ACS_VARIABLES).join(','))
  url.searchParams.set('for', `tract:${tract.tract}`)
  url.searchParams.set('in', `state:${tract.state} county:${tract.county}`)
  if (endpoints.apiKey) url.searchParams.set('key', endpoints.apiKey)
  return url.toString()
}

/** Geocodes `address` and reads its tract's ACS figures. */
export async function lookupCensus(options: {
  address: string
  endpoints: CensusEndpoints
  sourceId: string
  fetch: EnrichmentFetch
}): Promise<CensusLookup> {
  const { endpoints, sourceId, fetch } = options
  const geocoded = await fetchJson(fetch, {
    sourceId,
    url: geocoderUrl(endpoints.geocoderBaseUrl, options.address),
  })
  if (!geocoded.ok) return geocoded
  const result = (geocoded.json as { result?: { addressMatches?: unknown } } | null)?.result
  if (!result || !Array.isArray(result.addressMatches)) {
    return {
      ok: false,
      kind: 'unreadable',
      reason: 'the Census geocoder answered without address matches',
    }
  }
  const match = result.addressMatches[0] as TractMatch | undefined
  if (!match)
    return {
      ok: false,
      kind: 'not_found',
      reason: `the Census geocoder found no match for ${options.address}`,
    }
  const tract = match.geographies?.['Census Tracts']?.[0]
  const state = typeof tract?.STATE === 'string' ? tract.STATE : null
  const county = typeof tract?.COUNTY === 'string' ? tract.COUNTY : null
  const tractCode = typeof tract?.TRACT === 'string' ? tract.TRACT : null
  if (!state || !county || !tractCode) {
    return {
      ok: false,
      kind: 'unreadable',
      reason: 'the Census geocoder matched the address but gave no census tract',
    }
  }
  const context: CensusContext = {
    matchedAddress: typeof match.matchedAddress === 'string' ? match.matchedAddress : null,
    latitude: finite(match.coordinates?.y),
    longitude: finite(match.coordinates?.x),
    stateFips: state,
    countyFips: county,
    tract: tractCode,
    acsYear: null,
    medianHomeValue: null,
    medianHouseholdIncome: null,
    ownerOccupiedShare: null,
  }
  const acs = await fetchJson(fetch, {
    sourceId,
    url: acsUrl(endpoints, { state, county, tract: tractCode }),
  })
  if (!acs.ok) return { ...acs, reason: `tract found, ACS figures not: ${acs.reason}` }
  const rows = acs.json
  if (
    !Array.isArray(rows) ||
    rows.length < 2 ||
    !Array.isArray(rows[0]) ||
    !Array.isArray(rows[1])
  ) {
    return {
      ok: false,
      kind: 'unreadable',
      reason: 'the Census data API answered without a row for the tract',
    }
  }
  const header = rows[0] as unknown[]
  const values = rows[1] as unknown[]
  const get = (name: string) => estimate(values[header.indexOf(name)])
  const occupied = get(ACS_VARIABLES.occupiedUnits)
  const owned = get(ACS_VARIABLES.ownerOccupiedUnits)
  return {
    ok: true,
    context: {
      ...context,
      acsYear: endpoints.acsYear,
      medianHomeValue: get(ACS_VARIABLES.medianHomeValue),
      medianHouseholdIncome: get(ACS_VARIABLES.medianHouseholdIncome),
      ownerOccupiedShare:
        occupied && owned !== null ? Math.round((owned / occupied) * 1000) / 1000 : null,
    },
  }
}
