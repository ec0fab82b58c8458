/**
 * Connector for Socrata open-data portals (SODA 2.x, used by many counties and cities):
 * GET {base}/resource/{dataset}.json?$where=...&$order=:id&$limit=N&$offset=M, with the
 * X-App-Token header when a token is configured, page after page until a short page.
 * Incremental runs add `{incrementalField} > '{since}'` to $where; literals are quoted with
 * single quotes doubled, column names must be plain identifiers.
 *
 * Parser config (`parsers.fields`):
 *   { connector: 'socrata', dataset: 'abcd-1234', pageSize: 1000,
 *     incrementalField: 'filing_date', where: "document_type = 'LIS PENDENS'",
 *     equals: { county: 'Fairview' }, appToken?: '...',
 *     mapping: { defaults: { state: 'OH' }, fields: { caseNumber: 'case_number', ... } } }
 * NYC ACRIS's master adds `acrisJoin: { parties: '636b-3b5g', legals: '8h5j-fqxa' }`: each page's
 * parties and lots are then read by document id and joined onto its filings (acris-join.ts).
 */
import { z } from 'zod'
import type { NormalizedFiling } from '../../../records'
import type { RejectedRecord } from '../../importers/import-result'
import {
  type AcrisRelated,
  acrisJoinConfig,
  fetchAcrisRelated,
  joinAcrisFiling,
} from './acris-join'
import { type ConnectorResult, type ConnectorRun, fetchPage, jsonArrayPage } from './connector'
import { connectorMappingInput, isRejected, mapConnectorRecord } from './record-mapping'

const SODA_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const identifier = z.string().regex(SODA_IDENTIFIER, 'a SODA column name: letters, digits and _')

/** The 'socrata' parser config (see the file comment for an example). */
export const socrataConfig = z.strictObject({
  connector: z.literal('socrata'),
  /** The four-by-four dataset id, e.g. 'abcd-1234'. */
  dataset: z.string().regex(/^[a-z0-9]{4}-[a-z0-9]{4}$/, 'a dataset id like abcd-1234'),
  pageSize: z.number().int().min(1).max(50_000).default(1000),
  maxPages: z.number().int().min(1).max(10_000).default(1000),
  /** Column compared with the last run's cursor (a floating timestamp or a date). */
  incrementalField: identifier.optional(),
  /** A fixed SoQL condition written by the operator. */
  where: z.string().trim().min(1).optional(),
  /** Column = value filters, quoted safely. */
  equals: z.record(identifier, z.string()).default({}),
  /** Socrata app token (sent as X-App-Token, never logged). */
  appToken: z.string().min(1).optional(),
  /** NYC ACRIS only: join the parties and legals datasets by document_id (acris-join.ts). */
  acrisJoin: acrisJoinConfig.optional(),
  mapping: connectorMappingInput,
})
export type SocrataConfig = z.infer<typeof socrataConfig>

/** A SoQL string literal: single quotes doubled. */
export function soqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

/** A date ('2026-01-01') becomes the floating timestamp SODA compares ('2026-01-01T00:00:00'). */
function soqlTimestamp(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value
}

/** The $where of a run: the fixed condition, the equality filters and the incremental bound. */
export function buildWhere(config: SocrataConfig, since: string | null | undefined): string | null {
  const parts: string[] = []
  if (config.where) parts.push(`(${config.where})`)
  for (const [column, value] of Object.entries(config.equals)) {
    parts.push(`${column} = ${soqlString(value)}`)
  }
  if (since && config.incrementalField) {
    parts.push(`${config.incrementalField} > ${soqlString(soqlTimestamp(since))}`)
  }
  return parts.length > 0 ? parts.join(' AND ') : null
}

/** The URL of one page; `$` stays literal in parameter names as SODA documents it. */
function pageUrl(
  baseUrl: string,
  config: SocrataConfig,
  where: string | null,
  offset: number,
): string {
  const url = new URL(`/resource/${config.dataset}.json`, baseUrl)
  const params: [string, string][] = []
  if (where) params.push(['$where', where])
  params.push(['$order', ':id'], ['$limit', String(config.pageSize)], ['$offset', String(offset)])
  url.search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
  return url.toString()
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** Options beyond the parser config: a token from the process configuration wins. */
export interface SocrataRunOptions {
  appToken?: string | null
}

/** Pages through the dataset and maps its rows into normalized filings. */
export async function runSocrata(
  config: SocrataConfig,
  run: ConnectorRun,
  options: SocrataRunOptions = {},
): Promise<ConnectorResult> {
  const token = options.appToken ?? config.appToken
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers['x-app-token'] = token
  const where = buildWhere(config, run.since)
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  const notes: string[] = []
  let cursor: string | null = run.since ?? null
  let pagesFetched = 0

  for (let page = 0; page < config.maxPages; page++) {
    const offset = page * config.pageSize
    const response = await fetchPage(run, pageUrl(run.baseUrl, config, where, offset), { headers })
    pagesFetched++
    const rows = jsonArrayPage(response)
    const records: { record: Record<string, unknown>; position: number }[] = []
    rows.forEach((row, index) => {
      const position = offset + index + 1
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        rejected.push({ sourceRecordId: null, reason: `row ${position} is not an object` })
        return
      }
      records.push({ record: row as Record<string, unknown>, position })
    })
    let related: Map<string, AcrisRelated> | null = null
    if (config.acrisJoin && records.length > 0) {
      const ids = records.map(({ record }) => record.document_id).filter(isText)
      const joined = await fetchAcrisRelated(run, headers, config.acrisJoin, ids)
      related = joined.related
      pagesFetched += joined.requests
    }
    for (const { record, position } of records) {
      const mark = config.incrementalField ? record[config.incrementalField] : undefined
      if (
        typeof mark === 'string' &&
        (cursor === null || soqlTimestamp(mark) > soqlTimestamp(cursor))
      ) {
        cursor = mark
      }
      const mapped = mapConnectorRecord(record, position, config.mapping)
      if (isRejected(mapped)) rejected.push(mapped)
      else if (related && isText(record.document_id)) {
        const docType = typeof record.doc_type === 'string' ? record.doc_type.trim() : ''
        filings.push(joinAcrisFiling(mapped, docType, related.get(record.document_id)))
      } else filings.push(mapped)
    }
    if (rows.length < config.pageSize) {
      return { filings, rejected, pagesFetched, cursor, notes }
    }
  }
  notes.push(`stopped after ${config.maxPages} pages of ${config.pageSize}`)
  return { filings, rejected, pagesFetched, cursor, notes }
}
