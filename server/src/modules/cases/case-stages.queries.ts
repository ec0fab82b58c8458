/**
 * A case's lifecycle as other modules show it (issue 16): the stage, next sale date and
 * postponement count of filings, and a filing's event history, read live from the records index,
 * so a lead shows what the last re-ingest found (a sale postponed, cancelled) without being kept
 * again. Callers pass only filings their user may read (a lead's filing: a kept result, never a
 * masked one).
 */
import type { CaseStage } from '@common/lifecycle'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filingCaseStateRow } from './case-join-sql'

export interface CaseStageOfFiling {
  stage: CaseStage | null
  /** YYYY-MM-DD. */
  nextSaleDate: string | null
  postponementCount: number
}

/** The case's stage of each of these filings (a filing not in the index is left out). */
export async function caseStagesFor(
  db: Pick<Db, 'execute'>,
  filingIds: readonly string[],
): Promise<Map<string, CaseStageOfFiling>> {
  const ids = [...new Set(filingIds)]
  if (ids.length === 0) return new Map()
  const { rows } = await db.execute<{
    id: string
    stage: string | null
    next_sale_date: string | null
    postponement_count: number | null
  }>(sql`select f.id, s.stage, s.next_sale_date::text as next_sale_date, s.postponement_count
    from unnest(string_to_array(${ids.join(',')}::text, ',')::uuid[]) as f(id)
    cross join lateral ${filingCaseStateRow(sql`f.id`)} s`)
  return new Map(
    rows.map((row) => [
      row.id,
      {
        stage: row.stage as CaseStage | null,
        nextSaleDate: row.next_sale_date,
        postponementCount: Number(row.postponement_count ?? 0),
      },
    ]),
  )
}

export interface CaseEventOfFiling {
  id: string
  kind: CaseStage
  /** When the event was recorded (ISO 8601, UTC). */
  recordedAt: string
  /** The sale date the event set (scheduled, postponed to), YYYY-MM-DD. */
  saleDate: string | null
  postponementCount: number | null
  /** The source that reported it, by name; null when not known (or the source was removed). */
  sourceName: string | null
  /** Where it came from: the public records index, or the user's own upload (0044). */
  origin: 'index' | 'upload'
  /** For a sale: who bought and for how much, when the source said. */
  soldTo?: 'plaintiff' | 'third_party' | null
  salePrice?: string | null
}

/** A case event as the queries of filings' and uploads' events select it. */
export interface CaseEventRow extends Record<string, unknown> {
  id: string
  kind: string
  recorded_at: string
  sale_date: string | null
  postponement_count: number | null
  source_name: string | null
  /** 1: a user's upload; else (0 or absent) the records index. */
  origin?: number | string | null
  /** What the source said (case_events.detail): a sale's buyer and price among it. */
  detail?: { soldTo?: unknown; salePrice?: unknown } | null
}

const SALE_BUYERS = ['plaintiff', 'third_party'] as const

/** A sale's buyer and price from an event's detail, when the source gave them. */
function saleOf(detail: CaseEventRow['detail']) {
  const soldTo = SALE_BUYERS.find((buyer) => buyer === detail?.soldTo) ?? null
  const salePrice = typeof detail?.salePrice === 'string' ? detail.salePrice : null
  return soldTo || salePrice ? { soldTo, salePrice } : {}
}

/** One selected event row as the case history shows it. */
export function caseEventFromRow(row: CaseEventRow): CaseEventOfFiling {
  return {
    id: row.id,
    kind: row.kind as CaseStage,
    recordedAt: row.recorded_at,
    saleDate: row.sale_date,
    postponementCount: row.postponement_count === null ? null : Number(row.postponement_count),
    sourceName: row.source_name,
    origin: Number(row.origin ?? 0) === 1 ? 'upload' : 'index',
    ...saleOf(row.detail),
  }
}
