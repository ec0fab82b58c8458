/**
 * startFakeSocrata(): a local server that speaks the part of Socrata's SODA 2.x API that
 * connectors use: GET /resource/{dataset}.json with $where (conditions `column op 'literal'`
 * with =, >, >=, <, <=, or `column in ('a', 'b')`, joined by AND, optionally in parentheses, '' for a quote), $order
 * (:id or a column, ASC/DESC), $limit (default 1000) and $offset; JSON arrays out; 403 when
 * an app token is required and X-App-Token is missing or wrong; 400 with SODA's error body
 * for a query it cannot read. /robots.txt answers 404 (no rules), as on many portals.
 */
import { type FakeServer, reply, startRecordingServer } from './fake-county-server'

export type SodaRow = Record<string, string | number | null>

export interface FakeSocrataOptions {
  /** Rows per dataset id ('abcd-1234'). */
  datasets: Record<string, SodaRow[]>
  /** When set, requests without this X-App-Token get 403. */
  requiredAppToken?: string
  /** Datasets whose every request gets this status (a portal having trouble: 500, 503). */
  failing?: Record<string, number>
}

export type FakeSocrata = FakeServer

interface Condition {
  column: string
  operator: '=' | '>' | '>=' | '<' | '<=' | 'in'
  value: string
  /** The literals of `column in ('a', 'b')`. */
  values?: string[]
}

const CONDITION = /^([A-Za-z_:][\w]*)\s*(>=|<=|=|>|<)\s*'((?:[^']|'')*)'$/
const IN_CONDITION = /^([A-Za-z_:][\w]*)\s+in\s*\(((?:\s*'(?:[^']|'')*'\s*,?)+)\)$/i
const LITERAL = /'((?:[^']|'')*)'/g

/** Parses the $where subset; throws on anything else. */
export function parseSimpleWhere(where: string): Condition[] {
  return where.split(/\s+AND\s+/i).map((part) => {
    const text = part
      .trim()
      .replace(/^\((.*)\)$/, '$1')
      .trim()
    const list = IN_CONDITION.exec(text)
    if (list) {
      const values = [...list[2]!.matchAll(LITERAL)].map((m) => m[1]!.replace(/''/g, "'"))
      return { column: list[1]!, operator: 'in' as const, value: '', values }
    }
    const match = CONDITION.exec(text)
    if (!match) throw new Error(`could not parse condition: ${text}`)
    return {
      column: match[1]!,
      operator: match[2] as Condition['operator'],
      value: match[3]!.replace(/''/g, "'"),
    }
  })
}

function compare(left: string, right: string): number {
  const a = Number(left)
  const b = Number(right)
  if (left.trim() !== '' && right.trim() !== '' && Number.isFinite(a) && Number.isFinite(b))
    return a - b
  return left < right ? -1 : left > right ? 1 : 0
}

function holds(row: SodaRow, condition: Condition): boolean {
  const cell = row[condition.column]
  if (cell === null || cell === undefined) return false
  if (condition.operator === 'in') return (condition.values ?? []).includes(String(cell))
  const order = compare(String(cell), condition.value)
  switch (condition.operator) {
    case '=':
      return order === 0
    case '>':
      return order > 0
    case '>=':
      return order >= 0
    case '<':
      return order < 0
    case '<=':
      return order <= 0
    default:
      return false
  }
}

function sodaError(message: string) {
  return JSON.stringify({ code: 'query.compiler.malformed', error: true, message, data: {} })
}

/** Starts the fake portal; close() it after the test. */
export async function startFakeSocrata(options: FakeSocrataOptions): Promise<FakeSocrata> {
  const json = { 'content-type': 'application/json; charset=utf-8' }
  return startRecordingServer((request, response) => {
    if (request.path === '/robots.txt') {
      reply(response, 404, 'Not found', { 'content-type': 'text/plain' })
      return
    }
    const resource = /^\/resource\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(request.path)
    const rows = resource ? options.datasets[resource[1]!] : undefined
    if (!rows) {
      reply(
        response,
        404,
        JSON.stringify({ code: 'not_found', error: true, message: 'Not found' }),
        json,
      )
      return
    }
    const failure = resource ? options.failing?.[resource[1]!] : undefined
    if (failure) {
      const body = { code: 'internal', error: true, message: 'Internal error' }
      reply(response, failure, JSON.stringify(body), json)
      return
    }
    if (options.requiredAppToken && request.headers['x-app-token'] !== options.requiredAppToken) {
      const body = { code: 'forbidden', error: true, message: 'Invalid app_token specified' }
      reply(response, 403, JSON.stringify(body), json)
      return
    }
    const params = request.query
    const limit = Number(params.get('$limit') ?? '1000')
    const offset = Number(params.get('$offset') ?? '0')
    if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
      reply(response, 400, sodaError('Invalid $limit or $offset'), json)
      return
    }
    let conditions: Condition[] = []
    try {
      const where = params.get('$where')
      if (where) conditions = parseSimpleWhere(where)
    } catch (error) {
      reply(response, 400, sodaError((error as Error).message), json)
      return
    }
    const indexed = rows.map((row, index) => ({ row, id: index + 1 }))
    let matching = indexed.filter(({ row }) =>
      conditions.every((condition) => holds(row, condition)),
    )
    const order = /^(:id|[A-Za-z_]\w*)(?:\s+(ASC|DESC))?$/i.exec(params.get('$order') ?? ':id')
    if (!order) {
      reply(response, 400, sodaError('Invalid $order'), json)
      return
    }
    const direction = order[2]?.toUpperCase() === 'DESC' ? -1 : 1
    matching = [...matching].sort((a, b) => {
      if (order[1] === ':id') return (a.id - b.id) * direction
      return compare(String(a.row[order[1]!] ?? ''), String(b.row[order[1]!] ?? '')) * direction
    })
    const page = matching.slice(offset, offset + limit).map(({ row }) => row)
    reply(response, 200, JSON.stringify(page), json)
  })
}
