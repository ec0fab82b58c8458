/**
 * A loopback server speaking the protocols enrichment reads (docs/decisions/0035): Socrata SODA
 * (`/resource/<id>.json?$where=...&$order=...&$limit=`), an ArcGIS query layer
 * (`.../MapServer/71/query?where=...&outFields=*&f=json`), the Census geocoder
 * (`/geocoder/geographies/onelineaddress`) and the Census data API (`/data/<year>/acs/acs5`).
 * It serves the fixtures in fixtures/enrichment (their provenance is in its README) and filters
 * them as the real APIs would for the clauses enrichment sends; anything else is answered the
 * way the APIs answer a bad query. robots.txt is 404 (RFC 9309: everything allowed).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  type FakeHttpServer,
  type FakeReply,
  type FakeRequest,
  startFakeHttpServer,
} from './fake-http-server'

const DIR = path.join(import.meta.dirname, 'fixtures', 'enrichment')
const fixture = <T>(name: string): T => JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as T

type Row = Record<string, unknown>

export const COOK_ADDRESSES_PATH = '/resource/3723-97qp.json'
const COOK_VALUES_PATH = '/resource/uzyt-m557.json'
export const HILLSBOROUGH_PATH = '/arcgiswmis/rest/services/r27/LocationInfo/MapServer/71/query'

const socrataError = (message: string): FakeReply => ({
  status: 400,
  body: { code: 'query.compiler.malformed', error: true, message },
})

/** The `upper(field) like 'X%'` and `field = 'v'` clauses joined by AND, as enrichment sends. */
function matcher(where: string | null): ((row: Row) => boolean) | null {
  if (!where) return null
  const tests: Array<(row: Row) => boolean> = []
  for (const clause of where.split(/\s+AND\s+/i)) {
    const like = /^upper\((\w+)\) like '((?:[^']|'')*)%'$/i.exec(clause.trim())
    const equal = /^(\w+) = '((?:[^']|'')*)'$/.exec(clause.trim())
    if (like?.[1] && like[2] !== undefined) {
      const [, field, prefix] = like
      tests.push((row) =>
        String(row[field] ?? '')
          .toUpperCase()
          .startsWith(prefix.replace(/''/g, "'")),
      )
    } else if (equal?.[1] && equal[2] !== undefined) {
      const [, field, value] = equal
      tests.push((row) => String(row[field] ?? '') === value.replace(/''/g, "'"))
    } else {
      return null
    }
  }
  return (row) => tests.every((test) => test(row))
}

function socrata(rows: Row[], request: FakeRequest): FakeReply {
  const test = matcher(request.query.get('$where'))
  if (!test) return socrataError(`Could not parse SoQL query "${request.query.get('$where')}"`)
  let found = rows.filter(test)
  const order = request.query.get('$order')
  if (order === 'year DESC')
    found = [...found].sort((a, b) => String(b.year).localeCompare(String(a.year)))
  const limit = Number(request.query.get('$limit') ?? 1000)
  return { status: 200, body: found.slice(0, limit) }
}

function arcgis(request: FakeRequest): FakeReply {
  const layer = fixture<{ features: Array<{ attributes: Row }> }>('hillsborough-parcels.json')
  const test = matcher(request.query.get('where'))
  if (request.query.get('f') !== 'json' || !test) {
    // ArcGIS answers a bad query with HTTP 200 and an error object.
    return {
      status: 200,
      body: {
        error: {
          code: 400,
          message: 'Unable to complete operation.',
          details: ["'where' parameter is invalid"],
        },
      },
    }
  }
  return {
    status: 200,
    body: { ...layer, features: layer.features.filter((f) => test(f.attributes)) },
  }
}

function geocoder(fake: FakeEnrichmentApis, request: FakeRequest): FakeReply {
  const q = request.query
  if (
    q.get('benchmark') !== 'Public_AR_Current' ||
    q.get('format') !== 'json' ||
    !q.get('vintage')
  ) {
    return {
      status: 400,
      body: { errors: ['Benchmark, vintage and format are required'], status: '400' },
    }
  }
  const body = fixture<{ result: { input: Row; addressMatches: unknown[] } }>(
    'census-geocoder.json',
  )
  const address = (q.get('address') ?? '').toUpperCase()
  const known = fake.geocodable.some((street) => address.startsWith(street))
  return { status: 200, body: known ? body : { result: { ...body.result, addressMatches: [] } } }
}

function acs(fake: FakeEnrichmentApis, request: FakeRequest): FakeReply {
  const rows = fixture<string[][]>('census-acs5.json')
  const [header = [], ...data] = rows
  const get = (request.query.get('get') ?? '').split(',')
  const forTract = /^tract:(\d{6})$/.exec(request.query.get('for') ?? '')
  const inClause = /^state:(\d{2}) county:(\d{3})$/.exec(request.query.get('in') ?? '')
  if (!forTract || !inClause || get.some((name) => !header.includes(name))) {
    return { status: 400, body: 'error: unknown/unsupported geography hierarchy' }
  }
  const row = data.find(
    (r) => r[header.indexOf('tract')] === forTract[1] && r[header.indexOf('state')] === inClause[1],
  )
  if (!row) return { status: 204 }
  const values = row.map((value, i) =>
    fake.acsSentinel && header[i] === 'B25077_001E' ? '-666666666' : value,
  )
  const columns = [...get, 'state', 'county', 'tract']
  return {
    status: 200,
    body: [columns, columns.map((name) => values[header.indexOf(name)] ?? null)],
  }
}

export interface FakeEnrichmentApis extends FakeHttpServer {
  /** Street lines (upper-case) the geocoder matches. */
  geocodable: string[]
  /** Answer the median home value as the ACS "no estimate" sentinel. */
  acsSentinel: boolean
  /** Requests to a path prefix, robots.txt left out. */
  hits(prefix: string): number
}

export async function startFakeEnrichmentApis(): Promise<FakeEnrichmentApis> {
  const addresses = fixture<Row[]>('cook-parcel-addresses.json')
  const values = fixture<Row[]>('cook-assessed-values.json')
  const state = {
    geocodable: ['4512 N ARMENIA AVE'],
    acsSentinel: false,
    hits(prefix: string) {
      return fake.requests.filter((r) => r.path.startsWith(prefix)).length
    },
  }
  const fake: FakeEnrichmentApis = await startFakeHttpServer((request) => {
    if (request.path === COOK_ADDRESSES_PATH) return socrata(addresses, request)
    if (request.path === COOK_VALUES_PATH) return socrata(values, request)
    if (request.path === HILLSBOROUGH_PATH) return arcgis(request)
    if (request.path === '/geocoder/geographies/onelineaddress') return geocoder(fake, request)
    if (/^\/data\/\d{4}\/acs\/acs5$/.test(request.path)) return acs(fake, request)
    return { status: 404, body: { message: 'not found' } }
  }, state)
  return fake
}
