/**
 * Looks a property up at its county's assessor (docs/decisions/0035), in the protocol its preset
 * names: Socrata SODA (`/resource/<id>.json?$where=...&$order=...&$limit=`) or an ArcGIS query
 * layer (`.../query?where=...&outFields=*&returnGeometry=false&f=json`). The parcel is found by
 * its street line as a prefix (upper-case, quotes doubled) and the ZIP when known; of several
 * matches the one whose street is exactly the lead's wins.
 */
import type { AssessorFacts } from '@common/contracts/enrichment'
import { assessorFactsOf } from './assessor-fields'
import type { AssessorPreset } from './assessor-preset'
import type { LookupFailure } from './enrichment-failure'
import { type EnrichmentFetch, fetchJson } from './enrichment-fetch'
import { normaliseStreet } from './property-key'

type Row = Record<string, unknown>

export type AssessorLookup =
  | { ok: true; facts: AssessorFacts; marketValueBasis: string | null }
  | LookupFailure

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`
const MATCHES = 5

function socrataUrl(
  base: string,
  path: string,
  where: string,
  order: string | undefined,
  limit: number,
): string {
  const url = new URL(path, base)
  url.searchParams.set('$where', where)
  if (order) url.searchParams.set('$order', order)
  url.searchParams.set('$limit', String(limit))
  return url.toString()
}

function arcgisUrl(base: string, path: string, where: string): string {
  const url = new URL(path, base)
  url.searchParams.set('where', where)
  url.searchParams.set('outFields', '*')
  url.searchParams.set('returnGeometry', 'false')
  url.searchParams.set('resultRecordCount', String(MATCHES))
  url.searchParams.set('f', 'json')
  return url.toString()
}

/** The rows of a Socrata or ArcGIS answer, or why there are none. */
function rowsOf(protocol: AssessorPreset['protocol'], json: unknown): Row[] | string {
  if (protocol === 'socrata') {
    if (Array.isArray(json))
      return json.filter((row): row is Row => !!row && typeof row === 'object')
    const message = (json as { message?: unknown } | null)?.message
    return `the Socrata API answered with an error: ${String(message ?? 'not a list of rows')}`
  }
  const body = json as { features?: unknown; error?: { message?: unknown; code?: unknown } } | null
  if (body?.error) {
    return `the ArcGIS layer answered with error ${String(body.error.code ?? '')}: ${String(body.error.message ?? '')}`.trim()
  }
  if (!Array.isArray(body?.features)) return 'the ArcGIS layer answered without features'
  return body.features
    .map((feature) => (feature as { attributes?: unknown })?.attributes)
    .filter((row): row is Row => !!row && typeof row === 'object')
}

/** Looks the parcel at `street` (and `zip`) up at the preset's source, reached at `baseUrl`. */
export async function lookupAssessor(options: {
  preset: AssessorPreset
  baseUrl: string
  sourceId: string
  street: string
  zip: string | null
  fetch: EnrichmentFetch
}): Promise<AssessorLookup> {
  const { preset, baseUrl, sourceId, fetch } = options
  const street = normaliseStreet(options.street)
  const q = preset.byAddress
  const conditions = [`upper(${q.addressField}) like ${quoted(`${street}%`)}`]
  if (options.zip && q.zipField) conditions.push(`${q.zipField} = ${quoted(options.zip)}`)
  const where = conditions.join(' AND ')
  const url =
    preset.protocol === 'socrata'
      ? socrataUrl(baseUrl, q.path, where, q.order, MATCHES)
      : arcgisUrl(baseUrl, q.path, where)
  const headers = preset.appToken ? { 'X-App-Token': preset.appToken } : undefined
  const answer = await fetchJson(fetch, { sourceId, url, headers })
  if (!answer.ok) return answer
  const rows = rowsOf(preset.protocol, answer.json)
  if (typeof rows === 'string') return { ok: false, kind: 'unreadable', reason: rows }
  const exact = rows.find((row) => normaliseStreet(String(row[q.addressField] ?? '')) === street)
  const row = exact ?? rows[0]
  if (!row) {
    return {
      ok: false,
      kind: 'not_found',
      reason: `${preset.source.name} has no parcel at ${street}${options.zip ? ` ${options.zip}` : ''}`,
    }
  }
  let parcelRow: Row | null = null
  const parcelId = q.fields.parcelId ? row[q.fields.parcelId] : undefined
  if (preset.byParcel && parcelId !== undefined && parcelId !== null) {
    const p = preset.byParcel
    const parcelUrl = socrataUrl(
      baseUrl,
      p.path,
      `${p.parcelField} = ${quoted(String(parcelId))}`,
      p.order,
      1,
    )
    const values = await fetchJson(fetch, { sourceId, url: parcelUrl, headers })
    if (!values.ok) return values
    const valueRows = rowsOf('socrata', values.json)
    if (typeof valueRows === 'string') {
      return { ok: false, kind: 'unreadable', reason: valueRows }
    }
    parcelRow = valueRows[0] ?? null
  }
  return { ok: true, ...assessorFactsOf(preset, row, parcelRow, url) }
}
