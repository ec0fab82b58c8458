/**
 * The list's cursor: an opaque base64url text holding where the last page ended (the sort
 * value of its last lead, null when that lead has none, and its id, which breaks ties) and a
 * fingerprint of the filters, sort and order it was made for. A cursor from another query, or
 * one the server did not make, is refused (400 INVALID_CURSOR) rather than read as something
 * else. It is not signed: whatever it says, the query still reads only the caller's own leads,
 * and every value in it is checked before it reaches SQL.
 */
import { createHash } from 'node:crypto'
import { LEAD_MESSAGES, type LeadSort } from '@common/contracts/leads'
import { AppError } from '../../http/app-error'

export interface CursorPosition {
  /** The last lead's sort value as text (see SORT_VALUE_PATTERNS), or null if it had none. */
  value: string | null
  id: string
  /** A list grouped by ZIP: the last lead's ZIP (null: the group without one). */
  zip?: string | null
}

const ZIP = /^\d{5}$/

const VERSION = 1

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** The sort values' text forms, as leads-list.queries.ts writes them. */
const SORT_VALUE_PATTERNS: Record<LeadSort, RegExp> = {
  updatedAt: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  filingDate: DATE,
  saleDate: DATE,
  amount: /^-?\d{1,10}\.\d{2}$/,
  equity: /^-?\d{1,12}\.\d{2}$/,
  urgency: /^\d{1,3}$/,
}

/** A real calendar date or instant (PostgreSQL refuses 2026-02-30 with an error, not a 400). */
function isRealInstant(value: string, sort: LeadSort): boolean {
  if (sort === 'amount' || sort === 'equity' || sort === 'urgency') return true
  // Year 0 parses in JS but PostgreSQL refuses it; every stored date has a year from 1 on.
  if (value.startsWith('0000')) return false
  const date = new Date(sort === 'updatedAt' ? `${value.slice(0, 23)}Z` : `${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value.slice(0, 10)
}

/** A short fingerprint of what the list was asked for (not the page size, which may change). */
export function queryFingerprint(query: unknown): string {
  return createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 16)
}

export function encodeCursor(fingerprint: string, position: CursorPosition): string {
  const payload: unknown[] = [VERSION, fingerprint, position.value, position.id]
  if (position.zip !== undefined) payload.push(position.zip)
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')
}

const bad = () => AppError.badRequest('INVALID_CURSOR', LEAD_MESSAGES.badCursor)

/**
 * Reads a cursor made by encodeCursor for the same query, or throws INVALID_CURSOR; `grouped`
 * lists' cursors carry the ZIP too.
 */
export function decodeCursor(
  text: string,
  fingerprint: string,
  sort: LeadSort,
  grouped = false,
): CursorPosition {
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw bad()
  }
  if (!Array.isArray(payload) || payload.length !== (grouped ? 5 : 4) || payload[0] !== VERSION) {
    throw bad()
  }
  const [, made, value, id, zip] = payload as unknown[]
  if (typeof made !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw bad()
  if (made !== fingerprint) {
    throw AppError.badRequest('INVALID_CURSOR', LEAD_MESSAGES.staleCursor)
  }
  if (value !== null) {
    if (typeof value !== 'string' || !SORT_VALUE_PATTERNS[sort].test(value)) throw bad()
    if (!isRealInstant(value, sort)) throw bad()
  } else if (sort === 'updatedAt') {
    throw bad()
  }
  if (!grouped) return { value, id }
  if (zip !== null && (typeof zip !== 'string' || !ZIP.test(zip))) throw bad()
  return { value, id, zip }
}
