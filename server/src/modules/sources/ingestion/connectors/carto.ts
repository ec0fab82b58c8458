/**
 * Connector for CARTO's SQL API (Philadelphia's open data, `phl.carto.com`):
 * GET {base}/api/v2/sql?q=<SQL>&format=json answers `{ rows: [...], fields, total_rows }`.
 * The SQL is built from the config: `SELECT * FROM {table} WHERE ({where}) [AND
 * {incrementalField} > '{since}'] ORDER BY {orderBy} LIMIT {pageSize} OFFSET {n}`, page after
 * page until a short page. Table and column names must be plain identifiers; the since
 * literal is quoted with single quotes doubled.
 */
import { z } from 'zod'
import type { NormalizedFiling } from '../../../records'
import type { RejectedRecord } from '../../importers/import-result'
import {
  type ConnectorResult,
  type ConnectorRun,
  fetchPage,
  IngestionConfigError,
} from './connector'
import { connectorMappingInput, isRejected, mapConnectorRecord } from './record-mapping'
import { soqlString } from './socrata'

const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a plain SQL identifier')

/** The 'carto' parser config. */
export const cartoConfig = z.strictObject({
  connector: z.literal('carto'),
  table: identifier,
  /** A fixed condition written by the operator, e.g. document_type = 'SHERIFF''S DEED'. */
  where: z.string().trim().min(1).optional(),
  incrementalField: identifier.optional(),
  orderBy: identifier.default('cartodb_id'),
  pageSize: z.number().int().min(1).max(10_000).default(1000),
  maxPages: z.number().int().min(1).max(1000).default(100),
  mapping: connectorMappingInput,
})
export type CartoConfig = z.infer<typeof cartoConfig>

/** The SQL of one page. */
export function cartoSql(config: CartoConfig, since: string | null | undefined, offset: number) {
  const conditions: string[] = []
  if (config.where) conditions.push(`(${config.where})`)
  if (since && config.incrementalField) {
    conditions.push(`${config.incrementalField} > ${soqlString(since)}`)
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''
  return `SELECT * FROM ${config.table}${where} ORDER BY ${config.orderBy} LIMIT ${config.pageSize} OFFSET ${offset}`
}

/** Pages through the table and maps its rows. */
export async function runCarto(config: CartoConfig, run: ConnectorRun): Promise<ConnectorResult> {
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  let cursor: string | null = run.since ?? null
  let pagesFetched = 0
  for (let page = 0; page < config.maxPages; page++) {
    const offset = page * config.pageSize
    const url = new URL('/api/v2/sql', run.baseUrl)
    url.searchParams.set('q', cartoSql(config, run.since, offset))
    url.searchParams.set('format', 'json')
    const response = await fetchPage(run, url.toString(), {
      headers: { accept: 'application/json' },
    })
    pagesFetched++
    let rows: unknown
    try {
      rows = (JSON.parse(response.body) as { rows?: unknown }).rows
    } catch {
      throw new IngestionConfigError(`${response.finalUrl} did not answer JSON`)
    }
    if (!Array.isArray(rows)) {
      throw new IngestionConfigError(`${response.finalUrl} answered no rows array`)
    }
    rows.forEach((row, index) => {
      const record = row as Record<string, unknown>
      const mark = config.incrementalField ? record[config.incrementalField] : undefined
      if (typeof mark === 'string' && (cursor === null || mark > cursor)) cursor = mark
      const mapped = mapConnectorRecord(record, offset + index + 1, config.mapping)
      if (isRejected(mapped)) rejected.push(mapped)
      else filings.push(mapped)
    })
    if (rows.length < config.pageSize) {
      return { filings, rejected, pagesFetched, cursor, notes: [] }
    }
  }
  return {
    filings,
    rejected,
    pagesFetched,
    cursor,
    notes: [`stopped after ${config.maxPages} pages of ${config.pageSize}`],
  }
}
